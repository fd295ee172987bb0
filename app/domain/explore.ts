import { z } from "./zod";
import type { FieldErrors } from "./field-errors";
import type { ResponsiveImage } from "./images";
import { messages } from "./messages";

/*
 * The two forms of the Explore screen. The spec answers a missing field with one sentence per
 * form ('Please provide both an icon image and program label.'); we show that sentence beside the
 * form and, under each missing field, what that field lacks, so nobody has to guess which it is.
 */

export const PROGRAM_LABEL_MAX = 60;
export const PLATFORM_ALT_MAX = 120;

/**
 * A program: label always, icon when adding (an edit keeps the current icon unless a new one is
 * chosen). `iconChosen` is true when a file came with the form or was sent ahead.
 */
export const programFormSchema = z
  .object({
    id: z.string().trim().min(1).optional(),
    label: z.string().trim().max(PROGRAM_LABEL_MAX, `At most ${PROGRAM_LABEL_MAX} characters.`),
    iconChosen: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.label === "") ctx.addIssue({ code: "custom", path: ["label"], message: "Enter the program label." });
    if (value.id === undefined && !value.iconChosen) ctx.addIssue({ code: "custom", path: ["icon"], message: "Choose an icon image." });
  });

/** The spec's alert for an incomplete program form: adding needs both, editing the label. */
export function programAlert(adding: boolean): string {
  return adding ? messages.explore.programMissingBoth : messages.explore.programMissingLabel;
}

export type ProgramForm = z.infer<typeof programFormSchema>;

/** A platform: alt text and an image, both required. */
export const platformFormSchema = z
  .object({
    alt: z.string().trim().max(PLATFORM_ALT_MAX, `At most ${PLATFORM_ALT_MAX} characters.`),
    imageChosen: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.alt === "") ctx.addIssue({ code: "custom", path: ["alt"], message: "Enter the alt text." });
    if (!value.imageChosen) ctx.addIssue({ code: "custom", path: ["image"], message: "Choose an image." });
  });

export type PlatformForm = z.infer<typeof platformFormSchema>;

/** What the screen shows of a program and a platform (no storage keys). */
export interface ExploreProgramView {
  id: string;
  label: string;
  icon: ResponsiveImage;
  /** 1 while its label's Hindi waits (decision 0055), else 0 */
  hindiWaiting?: number;
}

export interface ExplorePlatformView {
  id: string;
  alt: string;
  image: ResponsiveImage;
  /** 1 while its alt text's Hindi waits (decision 0055), else 0 */
  hindiWaiting?: number;
}

/** The answer of a save or delete: one alert beside the form it concerns, and the fields to mark. */
export interface ExploreFormOutcome {
  form: "program" | "platform" | "delete-program" | "delete-platform";
  ok: boolean;
  alert: string | null;
  fieldErrors: FieldErrors<{ label: string; icon: string; alt: string; image: string }>;
  /** set after a successful add, so the form can start afresh */
  savedId?: string;
}

/** The id a confirmation dialog uses in the address (?confirm=…), one namespace per list. */
export const confirmIdOf = {
  program: (id: string) => `program-${id}`,
  platform: (id: string) => `platform-${id}`,
};
