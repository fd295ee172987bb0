import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { DraftHandle } from "../../domain/drafts";
import type { TranslationRow } from "../../domain/translations";
import { AutosaveStatus, DraftOffer, useFormDrafts } from "./draft-offer";
import { TextField } from "../ui/text-field";
import { OverwriteChoice } from "./overwrite-choice";
import { RichTextEditor } from "./rich-text-editor";

/*
 * A record's Hindi beside its English (issue 23, part 3; decision 0046), for every kind of content:
 * each field shows the English as the public page shows it and a Hindi box; a field whose Hindi no
 * longer follows the English says so, until its Hindi is changed or confirmed with "still says the
 * same". A plain form: it saves without JavaScript. What is typed is autosaved like the post
 * editor's (decision 0059), and offered back when the form is opened again.
 */

const CHANGED = "Needs translation: the English changed after this Hindi was written.";

export interface TranslationFormProps {
  /** the form's accessible name, e.g. "Home page in Hindi" */
  name: string;
  intent: string;
  rows: readonly TranslationRow[];
  waiting: number;
  /** the Hindi version the form is opened at: a save after someone else's Hindi save is refused (decision 0052) */
  hindiVersion: string;
  /**
   * after a refused save: what was typed and what was refused, by field; the Hindi version the typing
   * started from; and, refused as stale, the version now current, which may be saved over on purpose
   */
  outcome: {
    values?: Record<string, string> | undefined;
    fieldErrors: Record<string, string | undefined>;
    hindiVersion?: string | null | undefined;
    conflictVersion?: string | null | undefined;
  } | null;
  /** what an emptied box means for this content */
  emptyBox: string;
  /** the hint of a field that has no Hindi of an administrator's (the site's own words, or none) */
  untranslatedHint: (row: TranslationRow) => string | undefined;
  /** hidden fields the save needs besides the boxes (the record's id) */
  children?: ReactNode;
  /** where the typing is autosaved, and this account's draft kept on the server (decision 0059) */
  drafts?: DraftHandle | undefined;
}

const buttonClass = "min-h-11 w-full rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60 sm:w-auto";

export function TranslationForm({ name, intent, hindiVersion, rows, waiting, outcome, emptyBox, untranslatedHint, children, drafts: handle }: TranslationFormProps) {
  const busy = useNavigation().formData?.get("intent") === intent;
  const errors = outcome?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const drafts = useFormDrafts(formRef, { handle, version: hindiVersion, offerVersion: hindiVersion, typedAgain: outcome !== null });
  // what the boxes open with: what was typed (a refused save), a draft brought back, or what is stored
  const opened = outcome?.values ?? drafts.restored?.fields;
  const source = outcome ? "typed" : drafts.restoredKey;
  // a field a kind adds beside the boxes (a post's Hindi address) comes back with the draft too
  const restoredFields = drafts.restored?.fields;
  useEffect(() => {
    if (!restoredFields || !formRef.current) return;
    const boxes = new Set(rows.map((row) => row.key));
    for (const [name, value] of Object.entries(restoredFields)) {
      const field = formRef.current.elements.namedItem(name);
      if (!boxes.has(name) && field instanceof HTMLInputElement && field.type === "text") field.value = value;
    }
  }, [restoredFields, rows]);
  return (
    <>
      {drafts.offerProps && <DraftOffer {...drafts.offerProps} what="these Hindi texts" saved="the saved Hindi" className="mt-6 max-w-4xl rounded-xl border px-4 py-3" />}
      <Form ref={formRef} method="post" noValidate aria-label={name} className="mt-6 max-w-4xl space-y-4" onSubmit={drafts.onSubmit}>
        <input type="hidden" name="intent" value={intent} />
        {/* the version the typing started from, never a newer one the page was reloaded with */}
        <input type="hidden" name="hindiVersion" value={outcome?.hindiVersion ?? drafts.restored?.version ?? hindiVersion} />
        {children}
        <p className="text-slate-600" data-testid="translation-summary">
          {waiting === 0 ? "Every Hindi text follows the English as it is now." : `${waiting} ${waiting === 1 ? "field needs" : "fields need"} translation.`} {emptyBox}
        </p>
        {rows.map((row) => (
          <div key={`${row.key}-${source}-${row.hindi}`} className={`rounded-xl border bg-white p-4 ${row.needsTranslation ? "border-amber-400" : "border-slate-200"}`} data-testid="translation-row">
            {row.html ? (
              // rich text: the English as its page shows it (stored sanitised), the Hindi in the post editor's field
              <div className="text-sm text-slate-600">
                <span className="font-semibold text-navy-900">English:</span>
                <div lang="en" className="blog-content mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 p-3" dangerouslySetInnerHTML={{ __html: row.english }} />
              </div>
            ) : (
              <p className="text-sm break-words whitespace-pre-line text-slate-600">
                <span className="font-semibold text-navy-900">English:</span> <span lang="en">{row.english}</span>
              </p>
            )}
            {row.html ? (
              <div className="mt-2">
                <RichTextEditor
                  name={row.key}
                  label={`${row.label} (Hindi)`}
                  lang="hi"
                  defaultValue={opened?.[row.key] ?? row.hindi}
                  error={errors[row.key]}
                  hint={row.translated ? (row.needsTranslation ? CHANGED : undefined) : untranslatedHint(row)}
                />
              </div>
            ) : (
              <TextField
                name={row.key}
                label={`${row.label} (Hindi)`}
                lang="hi"
                multiline={row.multiline}
                maxLength={row.max}
                defaultValue={opened?.[row.key] ?? row.hindi}
                error={errors[row.key]}
                hint={row.translated ? (row.needsTranslation ? CHANGED : undefined) : untranslatedHint(row)}
                className="mt-2"
              />
            )}
            {row.needsTranslation && row.hindi !== "" && (
              <label className="mt-2 flex min-h-10 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name={`still.${row.key}`} value="yes" className="h-5 w-5 rounded border-slate-300 accent-accent-700" />
                The Hindi above still says the same as the English
                <span className="sr-only"> ({row.label})</span>
              </label>
            )}
          </div>
        ))}
        {outcome?.conflictVersion && <OverwriteChoice version={outcome.conflictVersion} />}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={buttonClass}>
            {busy ? "Saving..." : "Save the Hindi texts"}
          </button>
          <AutosaveStatus state={drafts.state} hydrated={drafts.hydrated} />
        </div>
      </Form>
    </>
  );
}
