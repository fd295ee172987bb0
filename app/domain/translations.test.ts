import { describe, expect, it } from "vitest";
import { needsTranslation } from "./translations";

describe("needs translation", () => {
  it("a translation follows the English it was written from", () => {
    expect(needsTranslation({ english: "Trade with a plan", englishDefault: "Default", translation: { source: "Trade with a plan" } })).toBe(false);
    expect(needsTranslation({ english: "Trade with a written plan", englishDefault: "Default", translation: { source: "Trade with a plan" } })).toBe(true);
  });
  it("without a translation, the site's own words translate the default: fine until the English differs from it", () => {
    expect(needsTranslation({ english: "Default", englishDefault: "Default", translation: undefined })).toBe(false);
    expect(needsTranslation({ english: "Changed", englishDefault: "Default", translation: undefined })).toBe(true);
  });
});
