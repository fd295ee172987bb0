import { istToUtcIso } from "./blog";
import { fieldErrorsOf, type FieldErrors } from "./field-errors";
import { indiaDateOf, LEGAL_BODY_MAX } from "./legal-documents";
import { z } from "./zod";

/*
 * The legal document editor's form (decision 0042): the new version's text and the date it takes
 * effect. Kept apart from ./legal-documents, which the public pages load without a schema library.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const legalDocumentFormSchema = z.object({
  body: z.string().max(LEGAL_BODY_MAX, `Keep the text under ${LEGAL_BODY_MAX.toLocaleString("en-IN")} characters.`),
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
