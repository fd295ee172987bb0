import { describe, expect, it } from "vitest";
import { fillLegalPlaceholdersMarked, legalPlaceholders, type LegalPlaceholder } from "./legal-documents";
import { parseSettingsForm, settingsFormValuesOf } from "./settings-form";
import { englishSettingsTexts, settingsEnglishByField, settingsTextsIn, settingsTranslatableFields } from "./settings-translation";
import { fallbackSiteSettings } from "./site-settings";
import { readTranslationForm, translationRows } from "./translations";

const settings = {
  ...fallbackSiteSettings,
  tagline: "Learn to trade with discipline.",
  address: "Office 402, Baner Road, Pune, Maharashtra 411045",
  businessHours: "Monday to Friday, 9:00 AM - 6:00 PM IST",
  sebiRegistration: "",
};

const hindi = {
  tagline: { value: "अनुशासन के साथ ट्रेडिंग सीखें।", source: "Learn to trade with discipline." },
  // written for an earlier address: outdated
  address: { value: "ऑफ़िस 12, पुणे", source: "Office 12, Pune" },
  businessHours: { value: "सोमवार से शुक्रवार, सुबह 9:00 से शाम 6:00 बजे तक (IST)", source: "Monday to Friday, 9:00 AM - 6:00 PM IST" },
};

describe("the settings' texts in Hindi", () => {
  it("has a box for the tagline, the address, the business hours and the SEBI registration, with the English form's limits", () => {
    expect(settingsTranslatableFields.map(({ key, max, multiline }) => [key, max, multiline])).toEqual([
      ["tagline", 200, false],
      ["address", 300, true],
      ["businessHours", 120, false],
      ["sebiRegistration", 300, true],
    ]);
    // the same limits as the English boxes: one character more is refused there too
    const form = { ...settingsFormValuesOf(fallbackSiteSettings), tagline: "x".repeat(201), businessHours: "x".repeat(121) };
    const parsed = parseSettingsForm(form);
    expect(parsed.ok ? {} : parsed.fieldErrors).toMatchObject({ tagline: "At most 200 characters.", businessHours: "At most 120 characters." });
  });

  it("on a Hindi page, shows each text's Hindi while it follows today's English, otherwise its English, said to be English", () => {
    expect(settingsTextsIn(settings, hindi, "hi")).toEqual({
      tagline: { text: "अनुशासन के साथ ट्रेडिंग सीखें।", lang: "hi" },
      address: { text: "Office 402, Baner Road, Pune, Maharashtra 411045", lang: "en" },
      businessHours: { text: "सोमवार से शुक्रवार, सुबह 9:00 से शाम 6:00 बजे तक (IST)", lang: "hi" },
      sebiRegistration: { text: "", lang: "en" },
    });
  });

  it("on an English page, shows the English whatever Hindi is stored", () => {
    expect(settingsTextsIn(settings, hindi, "en")).toEqual(englishSettingsTexts(settings));
    expect(englishSettingsTexts(settings).tagline).toEqual({ text: "Learn to trade with discipline.", lang: "en" });
  });

  it("shows nothing in Hindi for an emptied English text, even with a Hindi written for empty", () => {
    const texts = settingsTextsIn({ ...settings, tagline: "" }, { tagline: { value: "कुछ", source: "" } }, "hi");
    expect(texts.tagline).toEqual({ text: "", lang: "en" });
  });

  it("marks a text as needing translation once its English changed after its Hindi was written, and an untranslated text too", () => {
    const { rows, waiting } = translationRows(settingsTranslatableFields, settingsEnglishByField(settings), hindi);
    expect(rows.map(({ key, translated, needsTranslation }) => [key, translated, needsTranslation])).toEqual([
      ["tagline", true, false],
      ["address", true, true],
      ["businessHours", true, false],
      // no English, so nothing to translate yet
      ["sebiRegistration", false, false],
    ]);
    expect(waiting).toBe(1);
    const registered = translationRows(settingsTranslatableFields, settingsEnglishByField({ ...settings, sebiRegistration: "Research Analyst, INH000000000" }), hindi);
    expect(registered.rows.at(-1)).toMatchObject({ key: "sebiRegistration", translated: false, needsTranslation: true });
  });

  it("reads the Hindi form: writes a changed box with today's English as its source, keeps the others, refuses one over the limit", () => {
    const { rows } = translationRows(settingsTranslatableFields, settingsEnglishByField(settings), hindi);
    const posted: Record<string, string> = {
      tagline: hindi.tagline.value,
      address: "ऑफ़िस 402, बाणेर रोड,\r\nपुणे",
      businessHours: hindi.businessHours.value,
      sebiRegistration: "",
    };
    const reading = readTranslationForm(rows, (name) => posted[name]);
    expect(reading.errors).toEqual({});
    expect(reading.changes).toEqual({ address: { value: "ऑफ़िस 402, बाणेर रोड,\r\nपुणे", source: settings.address } });

    const tooLong = readTranslationForm(rows, (name) => (name === "tagline" ? "क".repeat(201) : posted[name]));
    expect(tooLong.errors).toEqual({ tagline: "At most 200 characters (this has 201)." });
    // a single-line text loses its line breaks, as the English one does
    const oneLine = readTranslationForm(rows, (name) => (name === "businessHours" ? "सोमवार से\nशुक्रवार" : posted[name]));
    expect(oneLine.changes.businessHours).toEqual({ value: "सोमवार से शुक्रवार", source: settings.businessHours });
  });

  it("an outdated Hindi confirmed with 'still says the same' follows today's English again", () => {
    const { rows } = translationRows(settingsTranslatableFields, settingsEnglishByField(settings), hindi);
    const reading = readTranslationForm(rows, (name) => ({ address: hindi.address.value, "still.address": "yes" })[name]);
    expect(reading.changes).toEqual({ address: { value: hindi.address.value, source: settings.address } });
  });
});

describe("the settings' Hindi in a Hindi legal text", () => {
  const values = Object.fromEntries(legalPlaceholders.map((name) => [name, ""])) as Record<LegalPlaceholder, string>;

  it("leaves a value written in Hindi unmarked, even where it keeps Latin words, and marks an English fallback", () => {
    const html = "<p>{{address}}</p><p>{{sebiStatement}}</p>";
    const filled = { ...values, address: "Office 402, Riverside Business Bay", sebiStatement: "Research Analyst, INH000000000" };
    expect(fillLegalPlaceholdersMarked(html, filled, "en-IN")).toBe(
      '<p><span lang="en-IN">Office 402, Riverside Business Bay</span></p><p><span lang="en-IN">Research Analyst, INH000000000</span></p>',
    );
    // the Hindi of the registration kept its number and the English name of the category: not English
    expect(fillLegalPlaceholdersMarked(html, filled, "en-IN", new Set(["sebiStatement"]))).toBe(
      '<p><span lang="en-IN">Office 402, Riverside Business Bay</span></p><p>Research Analyst, INH000000000</p>',
    );
  });
});
