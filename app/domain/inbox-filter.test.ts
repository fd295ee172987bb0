import { describe, expect, it } from "vitest";
import { containsPattern, decodeCursor, encodeCursor, filterInstants, filterQuery, neutraliseFormula, parseInboxFilter, parseInboxPosition } from "./inbox-filter";

describe("inbox filter", () => {
  it("reads search and IST days from the address, ignoring bad dates and swapping a backwards range", () => {
    expect(parseInboxFilter(new URLSearchParams("q=%20forex%20&from=2026-03-05&to=2026-03-01"))).toEqual({ q: "forex", from: "2026-03-01", to: "2026-03-05" });
    expect(parseInboxFilter(new URLSearchParams("from=yesterday&to=2026-13-45"))).toEqual({ q: "", from: "", to: "" });
    expect(parseInboxFilter(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("turns IST days into UTC instants, the end day included", () => {
    expect(filterInstants({ q: "", from: "2026-03-02", to: "2026-03-03" })).toEqual({ start: "2026-03-01T18:30:00.000Z", end: "2026-03-03T18:30:00.000Z" });
    expect(filterInstants({ q: "", from: "", to: "" })).toEqual({ start: null, end: null });
  });

  it("round-trips cursors and refuses forged ones", () => {
    const cursor = { createdAt: "2026-03-01T10:00:00.000Z", id: "0b6f1c1e-95d4-4a43-9f0e-1c1e2d3f4a5b" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor("2026-03-01T10:00:00.000Z_x' or 1=1 --")).toBeNull();
    expect(parseInboxPosition(new URLSearchParams(`before=${encodeCursor(cursor)}`))).toEqual({ direction: "newer", cursor });
    expect(parseInboxPosition(new URLSearchParams(""))).toBeNull();
  });

  it("keeps the filter in links and leaves empty fields out", () => {
    expect(filterQuery({ q: "a b", from: "", to: "2026-03-01" }, { after: "c" })).toBe("?q=a+b&to=2026-03-01&after=c");
    expect(filterQuery({ q: "", from: "", to: "" })).toBe("");
  });

  it("takes LIKE wildcards literally", () => {
    expect(containsPattern("100%_A\\b")).toBe("%100\\%\\_a\\\\b%");
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const cell of ["=SUM(A1)", "+91 98765", "-2+3", "@cmd", "\tx", "\rx"]) expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ["Asha", "", " =x", "91"]) expect(neutraliseFormula(cell)).toBe(cell);
  });
});
