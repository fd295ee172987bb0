import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Notice } from "../../components/ui/notice";
import { formatIst } from "../../domain/blog";
import { requirePermission } from "../../server/auth/guard.server";
import { loadRevisionsView, revisionKind } from "../../server/admin/revision-kinds.server";
import { readRevision } from "../../server/revisions.server";
import { actorOf } from "../../server/repos/audit.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/revisions";

/*
 * The revisions of one record (issue 21, decision 0041): who saved each version and when, what
 * changed (words removed and added, rich text as its text), and restoring one as a new save. Plain
 * links and one form: it works without JavaScript. Who may use it: whoever may change the record
 * (each kind names its permission: posts for editors, testimonials as content, settings for administrators).
 */

export function meta({ data: loaded }: Route.MetaArgs) {
  const title = loaded && "view" in loaded && loaded.view ? loaded.view.title : "Revisions";
  return [{ title: `Revisions: ${title} | Candlewise Admin` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "dashboard");
  const kind = revisionKind(params.kind);
  if (!kind) return data({ view: null }, { status: 404 });
  // each kind's revisions are for those who may change it (decision 0040)
  await requirePermission(context.services, request, kind.permission);
  const search = new URL(request.url).searchParams;
  const view = await loadRevisionsView(context.services, kind, params.id, {
    revisionId: search.get("rev"),
    against: search.get("against") === "current" ? "current" : "previous",
  });
  if (!view) return data({ view: null }, { status: 404 });
  return { view, restored: search.get("notice") === "restored" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requirePermission(context.services, request, "dashboard");
  const kind = revisionKind(params.kind);
  if (!kind) return data({ error: "There is nothing to restore here." }, { status: 404 });
  const actor = actorOf(await requirePermission(context.services, request, kind.permission), context.clientIp);
  const form = await readForm(request);
  const revisionId = String(form.get("revision") ?? "");
  if (form.get("intent") !== "restore") return data({ error: "Unknown request." }, { status: 400 });
  const revision = await readRevision(context.services.db, kind.entity, params.id, revisionId);
  if (!revision) return data({ error: "This revision no longer exists." }, { status: 404 });
  const version = typeof form.get("version") === "string" && form.get("version") !== "" ? String(form.get("version")) : null;
  const outcome = await kind.restore(context.services, { id: params.id, snapshot: revision.snapshot, revisionId, version, actor });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  throw redirect(`/admin/revisions/${kind.entity}/${encodeURIComponent(params.id)}?notice=restored`);
}

const actionLabel = (action: string) => (action === "restore" ? "Restored" : action === "baseline" ? "As it was before revisions were kept" : "Saved");

export default function AdminRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.view) {
    return (
      <>
        <h1 className="text-2xl">Revisions</h1>
        <p className="mt-4 text-slate-600">This record no longer exists.</p>
      </>
    );
  }
  const { view } = loaderData;
  const base = `/admin/revisions/${view.entity}/${encodeURIComponent(view.id)}`;
  const selected = view.selected;
  const restoredFrom = (id: string | null) => view.revisions.find((revision) => revision.id === id);
  return (
    <>
      <p>
        <Link to={view.editHref} className="inline-flex min-h-10 items-center font-semibold text-accent-700 hover:underline">
          ← Back to the editor
        </Link>
      </p>
      <h1 className="text-2xl break-words">Revisions: {view.title}</h1>
      <p className="mt-1 max-w-2xl text-slate-600">
        Every save of this {view.noun} is kept: all of them for a year, then the newest 50. Choose a version to see what changed; restoring one saves it again
        as a new version, so nothing is lost.
      </p>
      <Notice notice={actionData?.error ? { tone: "error", text: actionData.error } : loaderData.restored ? { tone: "success", text: "The version was restored and saved as the newest revision." } : null} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section aria-labelledby="revision-list" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="revision-list" className="text-lg">
            Versions ({view.revisions.length})
          </h2>
          {view.revisions.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No revision yet: the first save of this {view.noun} keeps the state it had.</p>
          ) : (
            <ol className="mt-2 divide-y divide-slate-100" data-testid="revision-list">
              {view.revisions.map((revision, index) => {
                const current = revision.id === selected?.revision.id;
                const from = restoredFrom(revision.restoredFrom);
                return (
                  <li key={revision.id} className="py-2">
                    <Link
                      to={`${base}?rev=${revision.id}`}
                      aria-current={current ? "true" : undefined}
                      className={`block rounded-lg px-2 py-1.5 hover:bg-slate-50 ${current ? "bg-accent-50 ring-1 ring-accent-600/30" : ""}`}
                    >
                      <span className="block font-semibold text-navy-900">
                        <time dateTime={revision.savedAt}>{formatIst(revision.savedAt)}</time>
                        {index === 0 && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">current</span>}
                      </span>
                      <span className="block text-sm text-slate-700">
                        {actionLabel(revision.action)}
                        {revision.action !== "baseline" && <> by {revision.savedByName}</>}
                        {from && <> (the version of {formatIst(from.savedAt)})</>}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          )}
        </section>

        <section aria-labelledby="revision-changes" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          {!selected ? (
            <>
              <h2 id="revision-changes" className="text-lg">
                Changes
              </h2>
              <p className="mt-2 text-sm text-slate-600">Choose a version on the list to see what it changed.</p>
            </>
          ) : (
            <>
              <h2 id="revision-changes" className="text-lg">
                {selected.against === "current" ? "From this version to the current one" : "What this version changed"}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {actionLabel(selected.revision.action)} <time dateTime={selected.revision.savedAt}>{formatIst(selected.revision.savedAt)}</time>
                {selected.revision.action !== "baseline" && <> by {selected.revision.savedByName}</>}.{" "}
                {selected.against === "current" ? (
                  <Link to={`${base}?rev=${selected.revision.id}`} className="font-semibold text-accent-700 underline">
                    Show what this version changed
                  </Link>
                ) : (
                  !selected.isCurrent && (
                    <Link to={`${base}?rev=${selected.revision.id}&against=current`} className="font-semibold text-accent-700 underline">
                      Compare with the current version
                    </Link>
                  )
                )}
              </p>
              <p className="mt-2 text-sm text-slate-600">
                <del className="rounded bg-red-50 px-1 text-red-800">Removed words</del> and <ins className="rounded bg-accent-50 px-1 text-accent-800">added words</ins> are
                marked; everything else stayed as it was.
              </p>
              {selected.changes.length === 0 ? (
                <p className="mt-4 text-slate-700">No field differs.</p>
              ) : (
                <dl className="mt-4 space-y-4" data-testid="revision-diff">
                  {selected.changes.map((change) => (
                    <div key={change.name}>
                      <dt className="text-sm font-semibold text-slate-800">{change.label}</dt>
                      <dd className="mt-1 max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-6 text-slate-800">
                        {change.parts === null
                          ? "Changed (too long to compare word by word)."
                          : change.parts.map((part, index) =>
                              part.added ? (
                                <ins key={index} className="bg-accent-50 text-accent-800 underline decoration-accent-600">
                                  {part.value}
                                </ins>
                              ) : part.removed ? (
                                <del key={index} className="bg-red-50 text-red-800">
                                  {part.value}
                                </del>
                              ) : (
                                <span key={index}>{part.value}</span>
                              ),
                            )}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {!selected.isCurrent && (
                <Form method="post" className="mt-6 border-t border-slate-100 pt-4">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="revision" value={selected.revision.id} />
                  <input type="hidden" name="version" value={view.version} />
                  <button type="submit" disabled={busy} className="min-h-10 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-70">
                    {busy ? "Restoring..." : "Restore this version"}
                  </button>
                  <p className="mt-2 text-sm text-slate-600">Saved as a new version; the current one stays on the list.</p>
                </Form>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
