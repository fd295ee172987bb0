import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** Opens a calculator page and waits until the calculators' script listens (so a change of select refills the form). */
export async function openCalculator(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator("html[data-calculators=ready]")).toHaveCount(1);
}

/**
 * Waits until no form on the page is waiting for the server: the fields a change fills (prices,
 * conversions, lot sizes) come in the server's answer (app/client/calculator-forms.ts).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator("[data-calculator-card][aria-busy]")).toHaveCount(0);
}

/** A form field by its visible label (exact when given as a string). */
export const field = (page: Page, label: string | RegExp): Locator => page.getByLabel(label, { exact: typeof label === "string" });

export const result = (page: Page): Locator => page.getByTestId("result");

/** One figure of the result panel, e.g. figure(page, "Position Size") → the <output> under that label. */
export const figure = (page: Page, label: string): Locator =>
  result(page).getByRole("paragraph").filter({ hasText: label }).getByRole("status");

export const calculate = (page: Page): Promise<void> => page.getByRole("button", { name: "Calculate" }).click();

/** A number in a formula that is only checked to 4 significant digits (a conversion whose printed precision may change). */
export interface Approx {
  approx: number;
}
export const approx = (value: number): Approx => ({ approx: value });

/** True when `shown` rounds to the same 4 significant digits as `expected` (half a unit in the 4th digit). */
export function sameTo4Digits(shown: number, expected: number): boolean {
  const halfUnit = 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(expected))) - 3);
  return Math.abs(shown - expected) <= halfUnit + 1e-12;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Asserts the whole formula under the result: literal parts exactly, `approx(...)` parts as a number
 * equal to 4 significant digits.
 */
export async function expectFormula(page: Page, parts: (string | Approx)[]): Promise<void> {
  const pattern = new RegExp(`^${parts.map((part) => (typeof part === "string" ? escape(part) : "([0-9][0-9,]*(?:\\.[0-9]+)?)")).join("")}$`);
  const formula = page.getByTestId("formula");
  await expect(formula).toHaveText(pattern);
  const match = pattern.exec((await formula.textContent()) ?? "")!;
  const expected = parts.filter((part): part is Approx => typeof part !== "string").map((part) => part.approx);
  expected.forEach((value, index) => {
    const shown = Number(match[index + 1]!.replace(/,/g, ""));
    expect(sameTo4Digits(shown, value), `formula number ${shown} ≈ ${value} (4 significant digits)`).toBe(true);
  });
}

/** Asserts a field holds a number equal to the expected one to 4 significant digits. */
export async function expectFieldNear(locator: Locator, expected: number): Promise<void> {
  await expect.poll(async () => sameTo4Digits(Number(await locator.inputValue()), expected), { message: `field ≈ ${expected}` }).toBe(true);
}
