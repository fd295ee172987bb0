import { describe, expect, it } from "vitest";
import { exploreEnglishByField, exploreInHindi, exploreTextFields } from "./explore-translation";
import { hindiQuoteOf } from "./testimonial-translation";

const explore = {
  programs: [
    { id: "p1", label: "Forex" },
    { id: "p2", label: "Options" },
  ],
  platforms: [{ id: "f1", alt: "Gold" }],
};

describe("the Explore section in Hindi", () => {
  it("has a box per program label and platform alt text, named by the item's id, with the English's limits", () => {
    expect(exploreTextFields(explore).map(({ key, max }) => [key, max])).toEqual([
      ["program.p1", 60],
      ["program.p2", 60],
      ["platform.f1", 120],
    ]);
    expect(exploreEnglishByField(explore)).toEqual({ "program.p1": "Forex", "program.p2": "Options", "platform.f1": "Gold" });
  });

  it("shows each item's Hindi while it follows today's English, the others in English (unmarked here: the page marks them)", () => {
    const shown = exploreInHindi(explore, {
      "program.p1": { value: "फ़ॉरेक्स", source: "Forex" },
      // written for an older label: not shown
      "program.p2": { value: "ऑप्शंस", source: "Option Trading" },
      "platform.f1": { value: "गोल्ड", source: "Gold" },
    });
    expect(shown.programs).toEqual([
      { id: "p1", label: "फ़ॉरेक्स", lang: "hi" },
      { id: "p2", label: "Options" },
    ]);
    expect(shown.platforms).toEqual([{ id: "f1", alt: "गोल्ड", lang: "hi" }]);
  });
});

describe("a testimonial's quote in Hindi", () => {
  it("is its Hindi only while that Hindi was written from today's English quote", () => {
    expect(hindiQuoteOf({ quote: "Clear lessons." }, { quote: { value: "साफ़ पाठ।", source: "Clear lessons." } })).toBe("साफ़ पाठ।");
    expect(hindiQuoteOf({ quote: "Clear, patient lessons." }, { quote: { value: "साफ़ पाठ।", source: "Clear lessons." } })).toBeNull();
    expect(hindiQuoteOf({ quote: "Clear lessons." }, {})).toBeNull();
  });
});
