import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translate } from "../../server/i18n/site-messages.server";
import type { Locale } from "../../i18n/locale";
import { calculatorForms } from "../../../tests/support/calculator-forms";
import { evaluate, type Evaluation } from "./calculator";
import { profitLossCalculator } from "./definitions";
import { say, type Phrase, type Said } from "./phrase";

/*
 * Issue 23: the same inputs give the same results, to the last decimal, on /profit-loss-calculator
 * and /hi/profit-loss-calculator. The domain writes every figure once and says its words as
 * phrases (decision 0033); this checks, for generated forms, that wording the outcome in Hindi
 * keeps every figure of the English wording, in the same order, and changes only the words: the
 * spec's five calculators, SIP and compound interest, and (issue 24) the trade charges, the option
 * payoff and the lot-size page's NSE mode.
 */

const RUNS = 300;

/*
 * What of a result is not shown as text in the page's language: the tone picks a colour, and a
 * stored rate's source is the name and address of a circular or act, shown as published.
 */
const notWorded = new Set(["tone", "sourceName", "sourceUrl"]);

const isPhrase = (value: object): value is Phrase => typeof (value as Phrase).id === "string" && Object.keys(value).every((key) => key === "id" || key === "values");

/**
 * Everything a page shows of an evaluation, worded in one language: errors by field, then every
 * text of the result in the order the domain wrote it — result lines, formula, and whatever else a
 * calculator says (a growth table, an itemised table and the rates used, a payoff chart's labels,
 * its table and the Greeks). Numbers (a chart's geometry) are the same object in both languages.
 */
function worded(evaluation: Evaluation, locale: Locale): string[] {
  const words = (said: Said) => say((id, values) => translate(locale, id, values), said);
  const texts = Object.entries(evaluation.errors)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, refusal]) => `${field}: ${refusal ? words(refusal) : ""}`);
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      if (isPhrase(value)) texts.push(words(value));
      else for (const [key, inner] of Object.entries(value)) if (!notWorded.has(key)) walk(inner);
    }
  };
  walk(evaluation.result);
  return texts;
}

/** The figures of a text as written: 1,00,000.00, 0.00842105, 1.5, 100. */
const figures = (text: string) => text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];

const forms = calculatorForms();

describe("the calculators in English and Hindi (issue 23)", () => {
  it.each(forms)(`%s: ${RUNS} generated forms give the same figures in both languages, and only the words differ`, (_name, definition, values) => {
    let results = 0;
    fc.assert(
      fc.property(values, (form) => {
        const evaluation = evaluate(definition, { ...definition.defaults, ...form });
        if (evaluation.result) results += 1;
        const english = worded(evaluation, "en");
        const hindi = worded(evaluation, "hi");
        expect(hindi.length).toBe(english.length);
        english.forEach((text, index) => {
          const hi = hindi[index]!;
          // the same figures, in the same order, to the last digit
          expect(figures(hi), `${text} | ${hi}`).toEqual(figures(text));
          // English words only in English: what Hindi keeps in Latin letters is codes (USD, NSE) and field names (leg1Kind)
          expect(hi.replace(/^\w+: /, ""), hi).not.toMatch(/[a-z]{2}/);
          expect(text, text).not.toMatch(/[\u0900-\u097F]/);
          if (/[a-z]{2}/.test(text.replace(/^\w+: /, ""))) expect(hi, `${text} has words, so its Hindi has Hindi words`).toMatch(/[\u0900-\u097F]/);
        });
      }),
      { numRuns: RUNS },
    );
    // the generator must reach results, not only refusals, for the property to say anything about them
    expect(results).toBeGreaterThan(RUNS / 10);
  });

  it("words a result the same way on both sides but for the words: the spec's default trade", () => {
    const evaluation = evaluate(profitLossCalculator, profitLossCalculator.defaults);
    expect(worded(evaluation, "en")).toEqual(["Profit", "800.00 USD", "(1.17926 − 1.17126) × 1 lot × 1,00,000 × 1 = 800.00 USD"]);
    expect(worded(evaluation, "hi")).toEqual(["प्रॉफ़िट", "800.00 USD", "(1.17926 − 1.17126) × 1 लॉट × 1,00,000 × 1 = 800.00 USD"]);
  });
});
