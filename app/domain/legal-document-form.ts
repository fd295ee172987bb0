import { istToUtcIso } from "./blog";
import { formatCount } from "./counts";
import { fieldErrorsOf, type FieldErrors } from "./field-errors";
import { indiaDateOf, LEGAL_BODY_MAX } from "./legal-documents";
import { z } from "./zod";

/*
 * The legal document editor's form (decision 0042): the new version's text and the date it takes
 * effect. Kept apart from ./legal-documents, which the public pages load without a schema library.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const legalDocumentFormSchema = z.object({
  body: z.string().max(LEGAL_BODY_MAX, `Keep the text under ${formatCount(LEGAL_BODY_MAX)} characters.`),
  effectiveDate: z.string().trim().max(10, "Use a date such as 2026-12-01.").regex(DATE, "Use a date such as 2026-12-01."),
});

export type LegalDocumentFormInput = z.input<typeof legalDocumentFormSchema>;

export type LegalDocumentFormResult =
  | { ok: true; body: string; effectiveDate: string; effectiveAt: string }
  | { ok: false; fieldErrors: FieldErrors<LegalDocumentFormInput> };

/**
 * The posted form checked: a body that is not empty once its markup is gone (`textOf` is the
 * server's plain-text reader), and an effective date that is a real day, today or later in India
 * (a new version cannot rewrite what already applied).
 */
export function parseLegalDocumentForm(values: Record<string, unknown>, textOf: (html: string) => string, now: string): LegalDocumentFormResult {
  const parsed = legalDocumentFormSchema.safeParse({ body: values.body ?? "", effectiveDate: values.effectiveDate ?? "" });
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) as FieldErrors<LegalDocumentFormInput> };
  const { body, effectiveDate } = parsed.data;
  const fieldErrors: FieldErrors<LegalDocumentFormInput> = {};
  if (textOf(body).trim() === "") fieldErrors.body = "Write the document's text.";
  const effectiveAt = istToUtcIso(effectiveDate, "00:00");
  if (!effectiveAt) fieldErrors.effectiveDate = "Use a date such as 2026-12-01.";
  else if (effectiveDate < indiaDateOf(now)) fieldErrors.effectiveDate = "Choose today or a later date: an earlier one would change what already applied.";
  if (Object.keys(fieldErrors).length > 0 || !effectiveAt) return { ok: false, fieldErrors };
  return { ok: true, body, effectiveDate, effectiveAt };
}

/*
 * The Hindi text of one version (decision 0056): which version it translates and its text. The
 * version must be one the editor offers (in force or dated ahead): the server checks that part.
 */
export const legalTranslationFormSchema = z.object({
  hindiBody: z.string().max(LEGAL_BODY_MAX, `Keep the text under ${formatCount(LEGAL_BODY_MAX)} characters.`),
  hindiVersion: z.string().trim().max(6, "Choose the version this text translates.").regex(/^\d{1,6}$/, "Choose the version this text translates."),
});

export type LegalTranslationFormInput = z.input<typeof legalTranslationFormSchema>;

export type LegalTranslationFormResult = { ok: true; body: string; version: number } | { ok: false; fieldErrors: FieldErrors<LegalTranslationFormInput> };

/** The posted Hindi text checked: not empty once its markup is gone, for a version named by number. */
export function parseLegalTranslationForm(values: Record<string, unknown>, textOf: (html: string) => string): LegalTranslationFormResult {
  const parsed = legalTranslationFormSchema.safeParse({ hindiBody: values.hindiBody ?? "", hindiVersion: values.hindiVersion ?? "" });
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) as FieldErrors<LegalTranslationFormInput> };
  if (textOf(parsed.data.hindiBody).trim() === "") return { ok: false, fieldErrors: { hindiBody: "Write the Hindi text." } };
  return { ok: true, body: parsed.data.hindiBody, version: Number(parsed.data.hindiVersion) };
}
