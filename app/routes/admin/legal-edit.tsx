import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { LegalHindiForm, type LegalHindiFormError } from "../../components/admin/legal-hindi-form";
import { OverwriteChoice } from "../../components/admin/overwrite-choice";
import { RichTextEditor } from "../../components/admin/rich-text-editor";
import { Notice } from "../../components/ui/notice";
import { TextField } from "../../components/ui/text-field";
import { formatDate, formatDateTime } from "../../domain/dates";
import { isLegalDocumentKind, LEGAL_HINDI_DRAFTS, type LegalDocumentKind, type LegalHindiHistory, legalDocumentPaths, legalDocumentTitles, legalHindiDraftId, legalPlaceholders } from "../../domain/legal-documents";
import { draftHandle } from "../../server/admin/autosave.server";
import { requirePermission } from "../../server/auth/guard.server";
import { readForm } from "../../server/http/request-form.server";
import { loadLegalEditor, loadLegalHindiEditor, loadLegalHindiHistory, saveLegalTranslation, saveLegalVersion } from "../../server/legal-documents.server";
import { actorOf } from "../../server/repos/audit.server";
import type { Route } from "./+types/legal-edit";

export function meta({ params }: Route.MetaArgs) {
  const title = isLegalDocumentKind(params.kind) ? legalDocumentTitles[params.kind] : "Legal document";
  return [{ title: `${title} | Candlewise Admin` }];
}

function kindOf(param: string) {
  if (!isLegalDocumentKind(param)) throw data("There is no such legal document.", { status: 404 });
  return param;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "content");
  // ?start=N: the editor starts from version N's text (an old text comes back as the next version)
  const url = new URL(request.url);
  const start = url.searchParams.get("start") ?? "";
  // ?hindi=N: the Hindi form writes version N's (one dated ahead); without it, the version in force's
  const hindiOf = url.searchParams.get("hindi") ?? "";
  // ?hindiText=id: one stored Hindi text, of any version, read-only (decision 0059)
  const hindiText = url.searchParams.get("hindiText");
  const kind = kindOf(params.kind);
  const [editor, hindi, hindiHistory] = await Promise.all([
    loadLegalEditor(context.services, kind, undefined, { startFrom: /^\d{1,6}$/.test(start) ? Number(start) : null }),
    loadLegalHindiEditor(context.services, kind, undefined, /^\d{1,6}$/.test(hindiOf) ? Number(hindiOf) : null),
    loadLegalHindiHistory(context.services, kind, hindiText),
  ]);
  // the Hindi form's autosave: this account's draft of that version's Hindi (decision 0059)
  const drafts = hindi.version === null ? null : await draftHandle(context.services, LEGAL_HINDI_DRAFTS, legalHindiDraftId(kind, hindi.version), user.userId, null, { hindiBody: hindi.hindiBody });
  return { ...editor, hindi, hindiHistory, drafts };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const kind = kindOf(params.kind);
  const form = await readForm(request);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  if (fields.intent === "hindi") {
    const saved = await saveLegalTranslation(context.services, kind, fields, actor);
    if (!saved.ok) {
      const values = { hindiBody: String(fields.hindiBody ?? ""), hindiVersion: String(fields.hindiVersion ?? ""), hindiBasedOn: String(fields.hindiBasedOn ?? "") };
      const hindi: LegalHindiFormError = { fieldErrors: saved.fieldErrors, values, conflictBasis: saved.hindiBasedOn ?? null };
      return data({ form: "hindi" as const, formError: saved.formError, hindi }, { status: saved.status });
    }
    return redirect(`/admin/legal/${kind}?${new URLSearchParams({ hindiSaved: String(saved.version), hindi: String(saved.version) })}#legal-hindi`);
  }
  const outcome = await saveLegalVersion(context.services, kind, fields, actor);
  if (!outcome.ok) {
    // sent back so that the form, re-rendered without JavaScript, keeps what was typed
    const values = { body: String(fields.body ?? ""), effectiveDate: String(fields.effectiveDate ?? ""), basedOn: String(fields.basedOn ?? "") };
    return data({ form: "english" as const, formError: outcome.formError, fieldErrors: outcome.fieldErrors, values, conflictVersion: outcome.conflictVersion ?? null }, { status: outcome.status });
  }
  const done = new URLSearchParams({ saved: String(outcome.version), from: outcome.effectiveDate });
  return redirect(`/admin/legal/${kind}?${done}`);
}

const stateLabels = { current: "In force", upcoming: "Takes effect later", earlier: "Earlier", superseded: "Replaced before its date" } as const;

/** One document: a new version's text and date, and the versions stored so far. */
export default function AdminLegalEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, body, today, versions, newestVersion, startedFrom, hindi, hindiHistory, drafts } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "hindi";
  const saved = params.get("saved");
  const hindiSaved = params.get("hindiSaved");
  const from = params.get("from") ?? "";
  const englishFailed = actionData?.form === "english" ? actionData : null;
  const hindiFailed = actionData?.form === "hindi" ? actionData.hindi : null;
  const notice = actionData
    ? { tone: "error" as const, text: actionData.formError }
    : hindiSaved && /^\d{1,6}$/.test(hindiSaved)
      ? { tone: "success" as const, text: `The Hindi text of version ${hindiSaved} is saved. The Hindi page shows it ${hindiSaved === String(hindi.choices.find((choice) => choice.state === "current")?.version) ? "now" : "from that version's date"}.` }
      : saved && /^\d{1,6}$/.test(saved)
      ? {
          tone: "success" as const,
          text: from > today ? `Version ${saved} saved. It takes effect on ${from}; until then the public page shows the version in force.` : `Version ${saved} saved. The public page shows it now.`,
        }
      : null;
  const values = englishFailed?.values ?? { body, effectiveDate: today, basedOn: String(newestVersion) };
  const errors = englishFailed?.fieldErrors ?? {};
  const title = legalDocumentTitles[kind];
  return (
    <>
      <Link to="/admin/legal" className="text-sm font-medium text-accent-700 underline underline-offset-4">
        ← All legal documents
      </Link>
      <h1 className="mt-3 text-2xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Saving stores a new version; the versions before it stay as they were, readable by visitors. Public page:{" "}
        <a href={legalDocumentPaths[kind]} className="font-semibold text-accent-800 underline">
          {legalDocumentPaths[kind]}
        </a>
        .
      </p>
      <Notice notice={notice} />
      <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" key={`${saved ?? ""}-${englishFailed ? "typed" : "stored"}-${startedFrom ?? "newest"}`}>
        <h2 className="text-lg">New version</h2>
        {/* the newest version when the editor was opened: a save after someone else's is refused, naming them */}
        <input type="hidden" name="basedOn" value={values.basedOn} />
        {englishFailed?.conflictVersion && <OverwriteChoice version={String(englishFailed.conflictVersion)} />}
        {startedFrom !== null && !englishFailed && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
            The text below is version {startedFrom}&apos;s. Saving makes it the newest version; the versions after it stay as they were.{" "}
            <Link to={`/admin/legal/${kind}`} className="font-semibold underline">
              Start from the newest text instead
            </Link>
          </p>
        )}
        <RichTextEditor
          name="body"
          label="Text"
          defaultValue={values.body}
          error={errors.body}
          hint={`Settings are filled in where you write their name in double braces: ${legalPlaceholders.map((name) => `{{${name}}}`).join(", ")}.`}
        />
        <TextField
          name="effectiveDate"
          label="Effective from"
          type="date"
          required
          defaultValue={values.effectiveDate}
          error={errors.effectiveDate}
          hint="Today or later (India time). A later date keeps the version in force until that day."
          className="max-w-xs"
        />
        <button type="submit" disabled={busy} className="min-h-11 w-full rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60 sm:w-auto">
          {busy ? "Saving..." : "Save as new version"}
        </button>
      </Form>

      <LegalHindiForm kind={kind} hindi={hindi} drafts={drafts ?? undefined} failed={hindiFailed} formKey={`${hindiSaved ?? ""}-${hindiFailed ? "typed" : "stored"}-${hindi.version ?? ""}`} />

      <section aria-labelledby="legal-versions" className="mt-10 max-w-3xl">
        <h2 id="legal-versions" className="text-lg">
          Versions
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white" data-testid="legal-admin-versions">
          {versions.map((version) => (
            <li key={version.version} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
              <span>
                <span className="font-semibold text-navy-900">Version {version.version}</span> · effective{" "}
                <time dateTime={version.effectiveAt}>{formatDate(version.effectiveAt)}</time> · {stateLabels[version.state]}
                {version.state === "current" || version.state === "upcoming" ? <> · {version.hindi ? "Hindi written" : "Hindi: needs translation"}</> : version.hindi ? <> · Hindi written</> : null}
              </span>
              <span className="text-slate-600">
                saved <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time> by {version.createdBy ?? "the site's setup"}
                {version.state !== "upcoming" && version.state !== "superseded" && (
                  <>
                    {" "}
                    ·{" "}
                    <a href={`${legalDocumentPaths[kind]}?version=${version.version}`} className="font-medium text-accent-800 underline">
                      Read<span className="sr-only"> version {version.version}</span>
                    </a>
                  </>
                )}
                {version.version !== newestVersion && (
                  <>
                    {" "}
                    ·{" "}
                    <Link to={`?start=${version.version}`} className="font-medium text-accent-800 underline">
                      Start from this text<span className="sr-only"> (version {version.version})</span>
                    </Link>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <LegalHindiTexts kind={kind} history={hindiHistory} />
    </>
  );
}

const hindiStateLabels = { current: "in force", upcoming: "takes effect later", earlier: "earlier", superseded: "replaced before its date" } as const;

/**
 * Every Hindi text stored for the document (decision 0059), listed as the English versions are:
 * which version it translates, when and by whom it was saved, whether /hi shows it for that
 * version or a later save replaced it; each one readable here as it was stored.
 */
function LegalHindiTexts({ kind, history }: { kind: LegalDocumentKind; history: LegalHindiHistory }) {
  const { viewing } = history;
  return (
    <section aria-labelledby="legal-hindi-texts" className="mt-10 max-w-3xl">
      <h2 id="legal-hindi-texts" className="text-lg">
        Hindi texts
      </h2>
      <p className="mt-2 text-sm text-slate-600">Every Hindi text saved, of every version. Saving a Hindi text adds one; none is ever changed or removed.</p>
      {viewing && (
        <div className="mt-4 rounded-2xl border border-accent-600 bg-white p-4 shadow-sm" data-testid="legal-hindi-text-view">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-base">
              Hindi text of version {viewing.version}, saved <time dateTime={viewing.createdAt}>{formatDateTime(viewing.createdAt)}</time> by {viewing.createdBy ?? "the site's setup"}
            </h3>
            <Link to={`/admin/legal/${kind}#legal-hindi-texts`} className="text-sm font-semibold text-accent-700 underline">
              Close
            </Link>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Read only.{" "}
            {viewing.shown
              ? `This is the Hindi text /hi${legalDocumentPaths[kind]} shows for version ${viewing.version}.`
              : `A later Hindi save of version ${viewing.version} replaced it; it is kept as it was shown.`}{" "}
            Settings are shown as their names in double braces.
          </p>
          {/* stored sanitised, sanitised again when read: the text as it was saved */}
          <div lang="hi" className="blog-content mt-3 max-h-[40rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" dangerouslySetInnerHTML={{ __html: viewing.body }} />
        </div>
      )}
      {history.texts.length === 0 ? (
        <p className="mt-3 text-slate-600">No Hindi text is stored for this document yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white" data-testid="legal-admin-hindi-texts">
          {history.texts.map((text) => (
            <li key={text.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm" aria-current={viewing?.id === text.id ? "true" : undefined}>
              <span>
                <span className="font-semibold text-navy-900">Version {text.version}</span> ({hindiStateLabels[text.versionState]}) ·{" "}
                {text.shown ? "the Hindi text shown for it" : "replaced by a later Hindi save"}
              </span>
              <span className="text-slate-600">
                saved <time dateTime={text.createdAt}>{formatDateTime(text.createdAt)}</time> by {text.createdBy ?? "the site's setup"} ·{" "}
                <Link to={`?hindiText=${encodeURIComponent(text.id)}#legal-hindi-texts`} preventScrollReset className="font-medium text-accent-800 underline">
                  View<span className="sr-only"> the Hindi text of version {text.version} saved {formatDateTime(text.createdAt)}</span>
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
