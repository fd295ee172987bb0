import { describe, expect, it } from "vitest";
import { fastestMs } from "../../tests/support/timing";
import { codeUnitsAtMost, z } from "./zod-mini";

const name = z.string().check(codeUnitsAtMost(10, "Too long."), z.refine(() => false, "read past the bound"));

describe("codeUnitsAtMost", () => {
  it("counts UTF-16 code units, so astral characters count twice", () => {
    expect(name.safeParse("a".repeat(10)).error?.issues.map((issue) => issue.message)).toEqual(["read past the bound"]);
    // five emoji are ten code units (zod's maxLength would count five code points)
    expect(name.safeParse("😀".repeat(5)).error?.issues.map((issue) => issue.message)).toEqual(["read past the bound"]);
    expect(name.safeParse("😀".repeat(6)).error?.issues.map((issue) => issue.message)).toEqual(["Too long."]);
  });

  it("ends the field's checks when it refuses", () => {
    const issues = name.safeParse("a".repeat(11)).error?.issues;
    expect(issues).toHaveLength(1);
    expect(issues?.[0]).toMatchObject({ code: "too_big", maximum: 10, message: "Too long." });
  });

  it("refuses in the same time whatever the field's length (it never reads the text)", () => {
    const short = "\u0301".repeat(1_000);
    const huge = "\u0301".repeat(1_000_000);
    name.safeParse(huge);
    // counting the code points of the huge field (what zod's maxLength does) took 1 ms here, a
    // thousand times the short one; the refusal must not grow with the text
    expect(fastestMs(() => name.safeParse(huge), 20)).toBeLessThan(3 * fastestMs(() => name.safeParse(short), 20) + 0.01);
  });
});
