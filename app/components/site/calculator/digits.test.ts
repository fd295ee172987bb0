import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { evaluate } from "../../../domain/calculators/calculator";
import { pipCalculator, profitLossCalculator } from "../../../domain/calculators/definitions";
import { TextsProvider } from "../../../i18n/texts";
import { siteMessages } from "../../../server/i18n/site-messages.server";
import { ResultPanel } from "./result-panel";
import { useErrorTexts } from "./use-say";

/*
 * A Hindi page whose settings choose Devanagari digits (issue 23): a calculator's figures follow
 * the page, but a refusal keeps the Latin digits the fields read ("जैसे 1.5"), since it says what to type.
 */

function Errors({ errors }: { errors: Parameters<typeof useErrorTexts>[0] }): ReactNode {
  const texts = useErrorTexts(errors);
  return createElement("ul", null, ...Object.values(texts).map((text) => createElement("li", { key: text }, text)));
}

const onHindiPage = (hindiDigits: "latin" | "devanagari", child: ReactNode) =>
  renderToString(createElement(TextsProvider, { texts: siteMessages("/hi/pip-calculator"), hindiDigits, children: child }))
    .replace(/<!-- -->/g, "")
    .replace(/<[^<>]+>/g, " ");

describe("a calculator on a Hindi page set to Devanagari digits", () => {
  const { result } = evaluate(profitLossCalculator, profitLossCalculator.defaults);
  const refused = evaluate(pipCalculator, { ...pipCalculator.defaults, pips: "0", conversion: "abc" }).errors;

  it("writes the result and its formula in Devanagari digits", () => {
    const text = onHindiPage("devanagari", createElement(ResultPanel, { result, placeholderLabels: [] }));
    expect(text).toContain("८००.०० USD");
    expect(text).toContain("(१.१७९२६ − १.१७१२६) × १ लॉट × १,००,००० × १ = ८००.०० USD");
    expect(onHindiPage("latin", createElement(ResultPanel, { result, placeholderLabels: [] }))).toContain("(1.17926 − 1.17126) × 1 लॉट × 1,00,000 × 1 = 800.00 USD");
  });

  it("keeps a refusal's numbers in the Latin digits a field reads", () => {
    const text = onHindiPage("devanagari", createElement(Errors, { errors: refused }));
    expect(text).toContain("पिप्स की संख्या के लिए कम से कम 0.01 दर्ज करें।");
    expect(text).toContain("कन्वर्ज़न प्राइस में एक संख्या लिखें, जैसे 1.5।");
  });
});
