import { describe, expect, it } from "vitest";
import { fastestMs } from "../../tests/support/timing";
import { expectTotalAndQuick, TEXT_PROPERTY_RUNS } from "../../tests/support/text-properties";
import fc from "fast-check";
import { formatDate, formatDateTime, formatDateTime12, formatDayMonth, normaliseDate } from "./dates";

describe("normaliseDate: every form the spec allows, stored as ISO UTC (no zone given: IST)", () => {
  it.each([
    ["2026-10-14", "2026-10-13T18:30:00.000Z"],
    ["14/10/2026", "2026-10-13T18:30:00.000Z"],
    ["14/10/2026, 10:30:00 am", "2026-10-14T05:00:00.000Z"],
    ["14/10/2026, 2:05 pm", "2026-10-14T08:35:00.000Z"],
    ["October 14, 2026 at 10:00:00 AM UTC+5:30", "2026-10-14T04:30:00.000Z"],
    ["Wed Oct 14 2026 10:00:00 GMT+0530 (India Standard Time)", "2026-10-14T04:30:00.000Z"],
    ["14 Oct 2026", "2026-10-13T18:30:00.000Z"],
    ["2026-10-14T10:00:00+05:30", "2026-10-14T04:30:00.000Z"],
    ["2026-10-14T04:30:00.000Z", "2026-10-14T04:30:00.000Z"],
    ["1760416200", "2025-10-14T04:30:00.000Z"],
  ])("%j → %s", (input, stored) => {
    expect(normaliseDate(input)).toBe(stored);
  });

  it("reads timestamps in seconds, milliseconds and Firestore's form", () => {
    expect(normaliseDate(1_760_416_200)).toBe("2025-10-14T04:30:00.000Z");
    expect(normaliseDate(1_760_416_200_000)).toBe("2025-10-14T04:30:00.000Z");
    expect(normaliseDate({ seconds: 1_760_416_200, nanoseconds: 500_000_000 })).toBe("2025-10-14T04:30:00.500Z");
    expect(normaliseDate({ _seconds: 1_760_416_200 })).toBe("2025-10-14T04:30:00.000Z");
    expect(normaliseDate(new Date("2025-10-14T04:30:00.000Z"))).toBe("2025-10-14T04:30:00.000Z");
  });

  it("refuses what is no date", () => {
    for (const input of ["", "soon", "31/02/2026", "2026-13-01", "14/10/2026, 25:00", "99999999999999"]) expect(normaliseDate(input), input).toBeNull();
    expect(normaliseDate(null)).toBeNull();
  });

  it("shows one form, in IST", () => {
    expect(formatDate("2026-10-13T18:30:00.000Z")).toBe("14 Oct 2026");
    expect(formatDate("2026-10-13T18:29:59.000Z")).toBe("13 Oct 2026");
    expect(formatDate("not a date")).toBe("");
  });

  it("writes the same date as Intl's en-IN in IST, every day from 2020 to 2031", () => {
    const intl = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
    for (let time = Date.UTC(2020, 0, 1, 18, 29); time < Date.UTC(2032, 0, 1); time += 12 * 60 * 60 * 1000) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso), iso).toBe(intl.format(time));
    }
  });

  it("writes Hindi dates as Intl's hi-IN does in IST ('14 अक्टू॰ 2026'), every day from 2020 to 2031", () => {
    const intl = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
    for (let time = Date.UTC(2020, 0, 1, 18, 29); time < Date.UTC(2032, 0, 1); time += 12 * 60 * 60 * 1000) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso, "hi"), iso).toBe(intl.format(time));
    }
    expect(formatDateTime("2026-12-01T04:00:00.000Z", "hi")).toBe("1 दिस॰ 2026, 09:30");
  });

  it("gives the time on the 24-hour clock in IST, midnight as 00:00", () => {
    expect(formatDateTime("2026-12-01T04:00:00.000Z")).toBe("1 Dec 2026, 09:30");
    expect(formatDateTime("2026-11-30T18:30:00.000Z")).toBe("1 Dec 2026, 00:00");
    expect(formatDateTime("2026-12-01T18:29:00.000Z")).toBe("1 Dec 2026, 23:59");
    expect(formatDateTime("soon")).toBe("");
  });
});

describe("normaliseDate on text that is no date", () => {
  it("gives up on 15,000 spaces between two words in well under 10 ms (the ' at ' of Firestore's form took 0.4 s to look for)", () => {
    const text = `14${" ".repeat(15_000)}x`;
    expect(normaliseDate(text)).toBeNull();
    expect(fastestMs(() => normaliseDate(text), 3)).toBeLessThan(10);
  });
});

describe("reading dates from any text (decision 0026)", () => {
  it(`is total and quick on ${TEXT_PROPERTY_RUNS} generated texts up to 64 KB`, () => {
    // before the bound, 64 KB of spaces between two letters took 8 s in the " at " pattern
    expect(normaliseDate(`a${" ".repeat(60_000)}b`)).toBeNull();
    expectTotalAndQuick("normaliseDate", normaliseDate);
  });
});

describe("the admin's times and the dashboard's days, as Intl writes them for en-IN (decision 0064)", () => {
  const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
  it("formatDateTime12 is toLocaleString('en-IN', medium date, short or medium time, IST)", () => {
    for (const iso of ["2026-11-05T09:34:05.000Z", "2026-09-05T18:34:05.000Z", "2026-09-05T06:34:05.000Z", "2026-12-31T18:30:00.000Z", "2026-01-01T06:30:00.000Z"]) {
      expect(formatDateTime12(iso)).toBe(new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }));
    }
    fc.assert(
      fc.property(instants, (date) => {
        const iso = date.toISOString();
        return (
          formatDateTime12(iso) === date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }) &&
          formatDateTime12(iso, { seconds: true }) === date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" })
        );
      }),
      { numRuns: 5_000 },
    );
    expect(formatDateTime12("not a date")).toBe("");
  });

  it("formatDayMonth is en-IN's day and short month of the calendar day", () => {
    const format = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
    fc.assert(fc.property(instants, (date) => formatDayMonth(date.toISOString().slice(0, 10)) === format.format(Date.parse(`${date.toISOString().slice(0, 10)}T00:00:00Z`))), { numRuns: 2_000 });
    expect(formatDayMonth("2026-09-03")).toBe("3 Sept");
  });
});
