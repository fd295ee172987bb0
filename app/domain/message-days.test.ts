import { describe, expect, it } from "vitest";
import { formatDayMonth } from "./dates";
import { istDayWindows, summariseDays } from "./message-days";

describe("IST day windows", () => {
  it("ends with today in India, which starts at 18:30 UTC the day before", () => {
    // 23:50 UTC on 23 Nov is 05:20 on 24 Nov in India
    const windows = istDayWindows(new Date("2026-11-23T23:50:00Z"), 30);
    expect(windows).toHaveLength(30);
    expect(windows.at(-1)).toEqual({ day: "2026-11-24", start: "2026-11-23T18:30:00.000Z", end: "2026-11-24T18:30:00.000Z" });
    expect(windows[0]!.day).toBe("2026-10-26");
    // contiguous: each day ends where the next starts
    for (let i = 1; i < windows.length; i++) expect(windows[i]!.start).toBe(windows[i - 1]!.end);
  });

  it("puts 18:29 UTC in the same IST day as the morning before it", () => {
    expect(istDayWindows(new Date("2026-11-23T18:29:59Z"), 1)[0]!.day).toBe("2026-11-23");
    expect(istDayWindows(new Date("2026-11-23T18:30:00Z"), 1)[0]!.day).toBe("2026-11-24");
  });

  it("summarises the total, the busiest day and today", () => {
    expect(formatDayMonth("2026-11-03")).toBe("3 Nov");
    expect(summariseDays([{ day: "2026-11-01", count: 0 }, { day: "2026-11-02", count: 0 }])).toBe("No messages in the last 2 days.");
    expect(summariseDays([{ day: "2026-11-01", count: 4 }, { day: "2026-11-02", count: 1 }])).toBe("5 messages in the last 2 days; the most on 1 Nov (4); 1 today.");
  });
});
