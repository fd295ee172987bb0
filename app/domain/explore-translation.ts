import { PLATFORM_ALT_MAX, PROGRAM_LABEL_MAX } from "./explore";
import { currentTranslation, type TranslatableField, type Translation } from "./translations";

/*
 * The Explore section in Hindi (issue 23, part 3; decision 0055): each program's label and each
 * platform's alt text (what a screen reader says of its logo) is a box of one Hindi form, named by
 * the item's id (`program.{id}`, `platform.{id}`), so that reordering or deleting one item does not
 * shift the others. The labels are independent words, so a Hindi page shows each item's Hindi while
 * it was written from today's English, and the others in English, each marked as English.
 */

export const EXPLORE_TRANSLATION_RECORD = "home";

interface ExploreTexts {
  programs: readonly { id: string; label: string }[];
  platforms: readonly { id: string; alt: string }[];
}

export const programKey = (id: string) => `program.${id}`;
export const platformKey = (id: string) => `platform.${id}`;

/** A box per program label and platform alt text, in the section's order. */
export function exploreTextFields(explore: ExploreTexts): TranslatableField[] {
  return [
    ...explore.programs.map((program, index) => ({ key: programKey(program.id), label: `Program ${index + 1}: label`, max: PROGRAM_LABEL_MAX, multiline: false })),
    ...explore.platforms.map((platform, index) => ({ key: platformKey(platform.id), label: `Platform ${index + 1}: alt text`, max: PLATFORM_ALT_MAX, multiline: false })),
  ];
}

export function exploreEnglishByField(explore: ExploreTexts): Record<string, string> {
  return Object.fromEntries([...explore.programs.map((program) => [programKey(program.id), program.label]), ...explore.platforms.map((platform) => [platformKey(platform.id), platform.alt])]);
}

/**
 * The section's items with the Hindi of those that have a current one (`lang: "hi"`); the others
 * keep their English (the page marks them as English).
 */
export function exploreInHindi<P extends { id: string; label: string }, F extends { id: string; alt: string }>(
  explore: { programs: readonly P[]; platforms: readonly F[] },
  stored: Readonly<Record<string, Translation>>,
): { programs: (P & { lang?: "hi" })[]; platforms: (F & { lang?: "hi" })[] } {
  return {
    programs: explore.programs.map((program) => {
      const label = currentTranslation(program.label, stored[programKey(program.id)]);
      return label === null ? program : { ...program, label, lang: "hi" as const };
    }),
    platforms: explore.platforms.map((platform) => {
      const alt = currentTranslation(platform.alt, stored[platformKey(platform.id)]);
      return alt === null ? platform : { ...platform, alt, lang: "hi" as const };
    }),
  };
}
