import { about as aboutCatalogue } from "../i18n/texts/about";
import { z } from "./zod";

/** The /about page's words; stored as JSON in the settings table under the key "about". */
export const aboutContentSchema = z.object({
  title: z.string().trim().min(1).max(120),
  intro: z.string().trim().max(400),
  mission: z.string().trim().min(1).max(1000),
  vision: z.string().trim().min(1).max(1000),
  values: z
    .array(z.object({ name: z.string().trim().min(1).max(80), description: z.string().trim().max(300) }))
    .min(1)
    .max(8),
  /** the page's small heading and its sections' headings (they were the catalogue's until issue 21's walk-through) */
  headings: z.object({
    eyebrow: z.string().trim().min(1).max(60),
    mission: z.string().trim().min(1).max(120),
    vision: z.string().trim().min(1).max(120),
    values: z.string().trim().min(1).max(120),
  }),
  team: z.object({
    heading: z.string().trim().min(1).max(120),
    text: z.string().trim().max(1000),
    /** the team picture: a site path or an uploaded file's address */
    image: z.string().trim().min(1).max(300),
    /** describes the team picture for people who cannot see it */
    imageAlt: z.string().trim().min(1).max(200),
  }),
});

/** The original team illustration shipped with the site. */
export const TEAM_PICTURE = "/demo/team.svg";

export type AboutContent = z.infer<typeof aboutContentSchema>;

/** The languages the fallback is written in: the public site's two (app/i18n/locale.ts). */
export type AboutLocale = "en" | "hi";

/**
 * Shown while nothing is stored (a database started without the demo content) or when the stored
 * value cannot be read: plain words about the company, with its name from the site settings.
 */
export function fallbackAboutContent(companyName: string, locale: AboutLocale = "en"): AboutContent {
  if (locale === "hi") return hindiFallbackAboutContent(companyName);
  return {
    title: `About ${companyName}`,
    intro: "Trading education that puts method and risk management first.",
    mission: "To help learners understand the markets and manage risk before they trade with real money.",
    vision: "Learners who decide with data and a plan, not with tips.",
    values: [
      { name: "Honesty about risk", description: "Every lesson says what can go wrong, not only what can go right." },
      { name: "Practice over theory", description: "Ideas are tried on charts and calculators before they are trusted." },
      { name: "Support for every learner", description: "Questions are answered, whatever the level they come from." },
    ],
    headings: aboutHeadingDefaults("en"),
    team: { heading: "Our team", text: "", image: TEAM_PICTURE, imageAlt: `The ${companyName} team` },
  };
}

/** The headings' defaults: the words the catalogue gave them before they could be changed. */
export function aboutHeadingDefaults(locale: AboutLocale): AboutContent["headings"] {
  const words = aboutCatalogue[locale];
  return { eyebrow: words.eyebrow, mission: words.mission, vision: words.vision, values: words.values };
}

/**
 * The same fallback for the Hindi edition (issue 23): stored content has no Hindi version yet, but
 * these words are the site's own, so a Hindi page that has nothing stored reads them in Hindi.
 */
function hindiFallbackAboutContent(companyName: string): AboutContent {
  return {
    title: `${companyName} के बारे में`,
    intro: "ऐसी ट्रेडिंग शिक्षा जो तरीक़े और रिस्क मैनेजमेंट को सबसे पहले रखती है।",
    mission: "छात्रों को असली पैसे से ट्रेड करने से पहले मार्केट को समझने और रिस्क संभालने में मदद करना।",
    vision: "ऐसे छात्र जो टिप्स के भरोसे नहीं, बल्कि डेटा और योजना के आधार पर फ़ैसले लें।",
    values: [
      { name: "रिस्क के बारे में ईमानदारी", description: "हर पाठ बताता है कि क्या ग़लत हो सकता है, सिर्फ़ यह नहीं कि क्या सही हो सकता है।" },
      { name: "सिद्धांत से ज़्यादा अभ्यास", description: "किसी भी विचार पर भरोसा करने से पहले उसे चार्ट और कैलकुलेटर पर परखा जाता है।" },
      { name: "हर छात्र का साथ", description: "सवाल चाहे किसी भी स्तर से आए, उसका जवाब दिया जाता है।" },
    ],
    headings: aboutHeadingDefaults("hi"),
    team: { heading: "हमारी टीम", text: "", image: TEAM_PICTURE, imageAlt: `${companyName} की टीम` },
  };
}

/*
 * Stored field by field (issue 21, decision 0043): the page-texts table holds the fields of page
 * "about" an administrator changed; any other field shows the fallback's, so that an emptied box
 * never leaves an empty section. The values are one field, a JSON list.
 */

export const ABOUT_VALUES_MAX = 8;

/** The form's one-value fields with their bounds (the schema's). */
export const aboutTextFields = [
  { key: "title", label: "Title", max: 120 },
  { key: "intro", label: "Introduction", max: 400, multiline: true },
  { key: "mission", label: "Mission", max: 1000, multiline: true },
  { key: "vision", label: "Vision", max: 1000, multiline: true },
  { key: "teamHeading", label: "Team: heading", max: 120 },
  { key: "teamText", label: "Team: text", max: 1000, multiline: true },
  { key: "teamImageAlt", label: "Team picture: description (for people who cannot see it)", max: 200 },
  { key: "eyebrow", label: "Small heading above the title", max: 60 },
  { key: "missionHeading", label: "Mission: heading", max: 120 },
  { key: "visionHeading", label: "Vision: heading", max: 120 },
  { key: "valuesHeading", label: "Values: heading", max: 120 },
] as const;

export type AboutTextKey = (typeof aboutTextFields)[number]["key"];
export const VALUE_NAME_MAX = 80;
export const VALUE_DESCRIPTION_MAX = 300;

const valuesSchema = aboutContentSchema.shape.values;

/** The content's fields as the page-texts table stores them. */
export function aboutStoredFieldsOf(content: AboutContent): Record<string, string> {
  return {
    title: content.title,
    intro: content.intro,
    mission: content.mission,
    vision: content.vision,
    values: JSON.stringify(content.values),
    teamHeading: content.team.heading,
    teamText: content.team.text,
    teamImage: content.team.image,
    teamImageAlt: content.team.imageAlt,
    eyebrow: content.headings.eyebrow,
    missionHeading: content.headings.mission,
    visionHeading: content.headings.vision,
    valuesHeading: content.headings.values,
  };
}

function parseValues(json: string | undefined): AboutContent["values"] | undefined {
  if (!json) return undefined;
  try {
    const parsed = valuesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The stored fields over the fallback: a field missing, empty or unreadable is the fallback's. */
export function aboutContentFromStored(stored: Readonly<Record<string, string>>, fallback: AboutContent): AboutContent {
  const pick = (key: string, fallbackValue: string, max: number) => {
    const value = stored[key]?.trim() ?? "";
    return value === "" || value.length > max ? fallbackValue : value;
  };
  const image = pick("teamImage", fallback.team.image, 300);
  return {
    title: pick("title", fallback.title, 120),
    intro: pick("intro", fallback.intro, 400),
    mission: pick("mission", fallback.mission, 1000),
    vision: pick("vision", fallback.vision, 1000),
    values: parseValues(stored.values) ?? fallback.values,
    headings: {
      eyebrow: pick("eyebrow", fallback.headings.eyebrow, 60),
      mission: pick("missionHeading", fallback.headings.mission, 120),
      vision: pick("visionHeading", fallback.headings.vision, 120),
      values: pick("valuesHeading", fallback.headings.values, 120),
    },
    team: {
      heading: pick("teamHeading", fallback.team.heading, 120),
      text: pick("teamText", fallback.team.text, 1000),
      // a site path or an uploaded file's address, never a script
      image: image.startsWith("/") && !image.startsWith("//") ? image : fallback.team.image,
      imageAlt: pick("teamImageAlt", fallback.team.imageAlt, 200),
    },
  };
}

export type AboutFormErrors = Record<string, string>;

/**
 * The about form checked: every box measured first, then cleaned; an empty box or the fallback's
 * text means "the fallback" (null: not stored). A value needs a name; up to eight values.
 */
export function parseAboutForm(
  form: Readonly<Record<string, string>>,
  fallback: AboutContent,
  clean: (value: string, multiline: boolean) => string,
): { ok: true; values: Record<string, string | null> } | { ok: false; errors: AboutFormErrors } {
  const errors: AboutFormErrors = {};
  const values: Record<string, string | null> = {};
  const defaults = aboutStoredFieldsOf(fallback);
  const read = (key: string, max: number, multiline: boolean): string | undefined => {
    const raw = form[key];
    if (raw === undefined) return undefined;
    if (raw.length > max * 2) {
      errors[key] = `At most ${max} characters.`;
      return undefined;
    }
    const value = clean(raw, multiline);
    if (value.length > max) {
      errors[key] = `At most ${max} characters (this has ${value.length}).`;
      return undefined;
    }
    return value;
  };
  // a field the post does not carry is left as it is
  for (const field of aboutTextFields) {
    const value = read(field.key, field.max, "multiline" in field);
    if (value !== undefined) values[field.key] = value === "" || value === defaults[field.key] ? null : value;
  }
  const list: AboutContent["values"] = [];
  let valuesPosted = false;
  for (let n = 1; n <= ABOUT_VALUES_MAX; n++) {
    const nameKey = `value${n}Name`;
    const descriptionKey = `value${n}Description`;
    if (form[nameKey] === undefined && form[descriptionKey] === undefined) continue;
    valuesPosted = true;
    const name = form[nameKey] === undefined ? "" : read(nameKey, VALUE_NAME_MAX, false);
    const description = form[descriptionKey] === undefined ? "" : read(descriptionKey, VALUE_DESCRIPTION_MAX, true);
    if (name === undefined || description === undefined) continue;
    if (name === "" && description !== "") errors[nameKey] = "Enter a name for this value, or empty its description.";
    else if (name !== "") list.push({ name, description });
  }
  const json = JSON.stringify(list);
  if (valuesPosted) values.values = list.length === 0 || json === defaults.values ? null : json;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** The about form's boxes for a content (eight value slots, the unused ones empty). */
export function aboutFormValues(content: AboutContent): Record<string, string> {
  const values: Record<string, string> = {
    title: content.title,
    intro: content.intro,
    mission: content.mission,
    vision: content.vision,
    teamHeading: content.team.heading,
    teamText: content.team.text,
    teamImageAlt: content.team.imageAlt,
    eyebrow: content.headings.eyebrow,
    missionHeading: content.headings.mission,
    visionHeading: content.headings.vision,
    valuesHeading: content.headings.values,
  };
  for (let n = 1; n <= ABOUT_VALUES_MAX; n++) {
    values[`value${n}Name`] = content.values[n - 1]?.name ?? "";
    values[`value${n}Description`] = content.values[n - 1]?.description ?? "";
  }
  return values;
}

