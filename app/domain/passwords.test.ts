import { describe, expect, it } from "vitest";
import { passwordMessages, passwordProblem } from "./passwords";

const common = new Set(["password123", "qwertyuiop"]);
const check = (password: string, email = "owner@example.in") => passwordProblem(password, { email, isCommon: (word) => common.has(word) });

describe("administrator password rules", () => {
  it("needs at least 10 characters", () => {
    expect(check("short-pw1")).toBe(passwordMessages.tooShort);
    expect(check("long-enough")).toBeNull();
  });
  it("refuses a common password whatever its letter case", () => {
    expect(check("Password123")).toBe(passwordMessages.common);
    expect(check("QWERTYUIOP")).toBe(passwordMessages.common);
  });
  it("refuses the account's own e-mail address or its name part", () => {
    expect(check("Owner@Example.in")).toBe(passwordMessages.isEmail);
    expect(check("ownerowner1", "ownerowner1@example.in")).toBe(passwordMessages.isEmail);
  });
  it("refuses an absurdly long one", () => {
    expect(check("x".repeat(201))).toBe(passwordMessages.tooLong);
  });
});
