import { describe, expect, it } from "vitest";
import { containsPattern, decodeCursor, encodeCursor, filterInstants, filterQuery, neutraliseFormula, parseInboxFilter, parseInboxPosition } from "./inbox-filter";

describe("inbox filter", () => {
  it("reads search and IST days from the address, ignoring bad dates and swapping a backwards range", () => {
    expect(parseInboxFilter(new URLSearchParams("q=%20forex%20&from=2026-03-05&to=2026-03-01"))).toEqual({ q: "forex", from: "2026-03-01", to: "2026-03-05", course: "", source: "" });
    expect(parseInboxFilter(new URLSearchParams("from=yesterday&to=2026-13-45"))).toEqual({ q: "", from: "", to: "", course: "", source: "" });
    expect(parseInboxFilter(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("turns IST days into UTC instants, the end day included", () => {
    expect(filterInstants({ q: "", from: "2026-03-02", to: "2026-03-03", course: "", source: "" })).toEqual({ start: "2026-03-01T18:30:00.000Z", end: "2026-03-03T18:30:00.000Z" });
    expect(filterInstants({ q: "", from: "", to: "", course: "", source: "" })).toEqual({ start: null, end: null });
  });

  it("round-trips cursors and refuses forged ones", () => {
    const cursor = { createdAt: "2026-03-01T10:00:00.000Z", id: "0b6f1c1e-95d4-4a43-9f0e-1c1e2d3f4a5b" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor("2026-03-01T10:00:00.000Z_x' or 1=1 --")).toBeNull();
    expect(parseInboxPosition(new URLSearchParams(`before=${encodeCursor(cursor)}`))).toEqual({ direction: "newer", cursor });
    expect(parseInboxPosition(new URLSearchParams(""))).toBeNull();
  });

  it("keeps the filter in links and leaves empty fields out", () => {
    expect(filterQuery({ q: "a b", from: "", to: "2026-03-01", course: "", source: "" }, { after: "c" })).toBe("?q=a+b&to=2026-03-01&after=c");
    expect(filterQuery({ q: "", from: "", to: "", course: "", source: "" })).toBe("");
  });

  it("reads the course and source filters, refusing what no course id or source can be", () => {
    expect(parseInboxFilter(new URLSearchParams("course=any&source=%20Newsletter%20"))).toMatchObject({ course: "any", source: "newsletter" });
    expect(parseInboxFilter(new URLSearchParams("course=0b6f1c1e-95d4&source=www.google.com"))).toMatchObject({ course: "0b6f1c1e-95d4", source: "www.google.com" });
    expect(parseInboxFilter(new URLSearchParams("course=x'%20or%201=1&source=a%20b"))).toMatchObject({ course: "", source: "" });
    expect(parseInboxFilter(new URLSearchParams(`course=${"a".repeat(65)}&source=${"b".repeat(500)}`))).toMatchObject({ course: "", source: "b".repeat(100) });
    expect(filterQuery({ q: "", from: "", to: "", course: "c1", source: "newsletter" })).toBe("?course=c1&source=newsletter");
  });

  it("takes LIKE wildcards literally", () => {
    expect(containsPattern("100%_A\\b")).toBe("%100\\%\\_a\\\\b%");
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const cell of ["=SUM(A1)", "+91 98765", "-2+3", "@cmd", "\tx", "\rx"]) expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ["Asha", "", " =x", "91"]) expect(neutraliseFormula(cell)).toBe(cell);
  });
});
