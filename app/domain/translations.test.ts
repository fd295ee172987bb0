import { describe, expect, it } from "vitest";
import { needsTranslation, readTranslationForm, translationRows } from "./translations";

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

describe("a Hindi form as posted", () => {
  const rows = translationRows(
    [
      { key: "title", label: "Title", max: 20, multiline: false },
      { key: "intro", label: "Intro", max: 50, multiline: true },
    ],
    { title: "Trade with a plan", intro: "Changed" },
    { title: { value: "योजना", source: "Trade with a plan" }, intro: { value: "परिचय", source: "Old intro" } },
  );
  it("counts the fields whose Hindi no longer follows the English", () => {
    expect(rows.waiting).toBe(1);
    expect(rows.rows.map((row) => [row.key, row.needsTranslation])).toEqual([
      ["title", false],
      ["intro", true],
    ]);
  });
  it("writes only changed or confirmed boxes, deletes emptied ones and refuses long ones", () => {
    const posted = (fields: Record<string, string>) => readTranslationForm(rows.rows, (name) => fields[name] ?? null);
    expect(posted({ title: "योजना", intro: "परिचय" }).changes).toEqual({});
    expect(posted({ title: "योजना", intro: "परिचय", "still.intro": "yes" }).changes).toEqual({ intro: { value: "परिचय", source: "Changed" } });
    expect(posted({ title: "  नई योजना\n" }).changes).toEqual({ title: { value: "नई योजना", source: "Trade with a plan" } });
    expect(posted({ title: "" }).changes).toEqual({ title: null });
    expect(posted({ title: "क".repeat(21) }).errors).toEqual({ title: "At most 20 characters (this has 21)." });
  });
});
