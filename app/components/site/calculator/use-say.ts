import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { say, type Said } from "../../../domain/calculators/phrase";
import type { FieldErrors } from "../../../domain/calculators/form-values";
import { useT } from "../../../i18n/texts";

/** Words what the calculators' domain says (a phrase or a figure) in the page's language and digits. */
export function useSay(): (said: Said) => string {
  const t = useT();
  return useCallback((said: Said) => say(t, said), [t]);
}

/**
 * A form's refusals, worded: what the fields show beside them. A refusal names what to type
 * ("like 1.5", "at least 0.01"), so its numbers stay in the Latin digits the fields read even on a
 * Hindi page set to Devanagari digits (useT would turn them into १.५, which no field accepts).
 */
export function useErrorTexts(errors: FieldErrors | undefined): Partial<Record<string, string>> {
  const { i18n } = useLingui();
  const texts: Partial<Record<string, string>> = {};
  for (const [field, refusal] of Object.entries(errors ?? {})) if (refusal) texts[field] = say((id, values) => i18n._(id, values), refusal);
  return texts;
}
