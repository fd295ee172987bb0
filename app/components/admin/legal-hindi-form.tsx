import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { DraftHandle } from "../../domain/drafts";
import { formatDate, formatDateTime } from "../../domain/dates";
import { legalDocumentPaths, legalPlaceholders, type LegalDocumentKind, type LegalHindiEditorData } from "../../domain/legal-documents";
import type { FieldErrors } from "../../domain/field-errors";
import type { LegalTranslationFormInput } from "../../domain/legal-document-form";
import { AutosaveStatus, DraftOffer, useFormDrafts } from "./draft-offer";
import { RichTextEditor } from "./rich-text-editor";


export interface LegalHindiFormError {
  fieldErrors: FieldErrors<LegalTranslationFormInput>;
  values: { hindiBody: string; hindiVersion: string; hindiBasedOn: string };
  /** after a refusal: the newer Hindi row someone saved, offered to save over */
  conflictBasis: string | null;
}

/**
 * The Hindi of one legal version (decision 0056), below the English editor: the English text of
 * the version beside the same rich-text editor, the version in force by default or one dated ahead.
 * Saving adds a Hindi text of that version; the earlier ones stay stored. What is typed is
 * autosaved per version, like the post editor's (decision 0059).
 */
export function LegalHindiForm({ kind, hindi, failed, formKey, drafts: handle }: { kind: LegalDocumentKind; hindi: LegalHindiEditorData; failed: LegalHindiFormError | null; formKey: string; drafts?: DraftHandle | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "hindi";
  const version = failed ? Number(failed.values.hindiVersion) : hindi.version;
  const chosen = hindi.choices.find((choice) => choice.version === version);
  const formRef = useRef<HTMLFormElement>(null);
  // the draft's version is the Hindi row the typing started from (an id, not a time: offered whenever it differs)
  const drafts = useFormDrafts(formRef, { handle, version: failed?.values.hindiBasedOn ?? hindi.hindiBasedOn, offerVersion: null, typedAgain: failed !== null });
  const stored = { hindiBody: hindi.hindiBody, hindiVersion: String(hindi.version ?? ""), hindiBasedOn: hindi.hindiBasedOn };
  const values = failed?.values ?? (drafts.restored ? { ...stored, hindiBody: drafts.restored.fields.hindiBody ?? stored.hindiBody, hindiBasedOn: drafts.restored.version } : stored);
  return (
    <section aria-labelledby="legal-hindi" className="mt-10 max-w-6xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="legal-hindi">
      <h2 id="legal-hindi" className="text-lg">
        Hindi text
      </h2>
      {hindi.currentNeedsTranslation ? (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900" data-testid="legal-needs-translation">
          Needs translation: the version in force has no Hindi text, so{" "}
          <a href={`/hi${legalDocumentPaths[kind]}`} className="underline">
            /hi{legalDocumentPaths[kind]}
          </a>{" "}
          shows the English with a note.
        </p>
      ) : (
        <p className="mt-2 max-w-3xl text-sm text-slate-600">
          The Hindi page{" "}
          <a href={`/hi${legalDocumentPaths[kind]}`} className="font-semibold text-accent-800 underline">
            /hi{legalDocumentPaths[kind]}
          </a>{" "}
          shows the Hindi text of the version it shows; a version without one is shown in English with a note.
        </p>
      )}
      {version === null || !chosen ? (
        <p className="mt-4 text-slate-700">There is no version to translate yet.</p>
      ) : (
        <>
          {hindi.choices.length > 1 && (
            <nav aria-label="Version to translate" className="mt-4 text-sm">
              <ul className="flex flex-wrap gap-3">
                {hindi.choices.map((choice) => (
                  <li key={choice.version}>
                    {choice.version === version ? (
                      <span aria-current="page" className="font-semibold">
                        Version {choice.version} ({choice.state === "current" ? "in force" : `from ${formatDate(choice.effectiveAt)}`}, {choice.hindi ? "translated" : "needs translation"})
                      </span>
                    ) : (
                      <Link to={`?hindi=${choice.version}#legal-hindi`} className="font-medium text-accent-800 underline">
                        Version {choice.version} ({choice.state === "current" ? "in force" : `from ${formatDate(choice.effectiveAt)}`}, {choice.hindi ? "translated" : "needs translation"})
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {drafts.offerProps && <DraftOffer {...drafts.offerProps} what={`the Hindi of version ${version}`} saved="the saved Hindi" className="mt-4 rounded-lg border px-4 py-3" />}
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <div>
              <h3 id="legal-hindi-english" className="text-sm font-medium text-slate-800">
                English text of version {version}
              </h3>
              {/* scrolls on its own: focusable, so that a keyboard can scroll it too */}
              <div
                role="region"
                aria-labelledby="legal-hindi-english"
                tabIndex={0}
                className="blog-content mt-1 max-h-[40rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
                data-testid="legal-hindi-english"
                dangerouslySetInnerHTML={{ __html: hindi.english }}
              />
            </div>
            <Form ref={formRef} method="post" noValidate className="space-y-4" onSubmit={drafts.onSubmit}>
              <input type="hidden" name="intent" value="hindi" />
              <input type="hidden" name="hindiVersion" value={values.hindiVersion} />
              <input type="hidden" name="hindiBasedOn" value={values.hindiBasedOn} />
              {failed?.conflictBasis !== null && failed?.conflictBasis !== undefined && (
                <label className="flex min-h-10 items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900">
                  <input type="checkbox" name="hindiOverwrite" value={failed.conflictBasis} className="h-5 w-5 rounded border-slate-300 accent-accent-700" />
                  Save mine over theirs (theirs stays stored)
                </label>
              )}
              {!chosen.hindi && !failed && <p className="text-sm font-medium text-amber-900">Needs translation: version {version} has no Hindi text yet.</p>}
              <RichTextEditor
                // a new editor when the text it starts from changes (saved, refused, a draft brought back)
                key={`${formKey}-${drafts.restoredKey}`}
                name="hindiBody"
                label={`Hindi text of version ${version}`}
                lang="hi"
                defaultValue={values.hindiBody}
                error={failed?.fieldErrors.hindiBody ?? failed?.fieldErrors.hindiVersion}
                hint={`The same settings are filled in: ${legalPlaceholders.map((name) => `{{${name}}}`).join(", ")}. {{address}} and {{sebiStatement}} take the settings' Hindi texts where written (Settings, Hindi link); without a SEBI registration, {{sebiStatement}} is the site's own Hindi sentence.`}
              />
              <div className="flex flex-wrap items-center gap-3">
                <button type="submit" disabled={busy} className="min-h-11 w-full rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60 sm:w-auto">
                  {busy ? "Saving..." : `Save the Hindi of version ${version}`}
                </button>
                <AutosaveStatus state={drafts.state} hydrated={drafts.hydrated} />
              </div>
            </Form>
          </div>
          {hindi.history.length > 0 && (
            <p className="mt-4 text-sm text-slate-600">
              Earlier Hindi texts of version {version}, still stored:{" "}
              {hindi.history.map((row, index) => (
                <span key={row.id}>
                  {index > 0 && "; "}
                  <Link to={`?hindiText=${encodeURIComponent(row.id)}#legal-hindi-texts`} className="font-medium text-accent-800 underline">
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                  </Link>{" "}
                  by {row.createdBy ?? "the site's setup"}
                </span>
              ))}
              .
            </p>
          )}
        </>
      )}
    </section>
  );
}
