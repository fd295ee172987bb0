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

/**
 * Shown while nothing is stored (a database started without the demo content) or when the stored
 * value cannot be read: plain words about the company, with its name from the site settings.
 */
export function fallbackAboutContent(companyName: string): AboutContent {
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
    team: { heading: "Our team", text: "", image: TEAM_PICTURE, imageAlt: `The ${companyName} team` },
  };
}
