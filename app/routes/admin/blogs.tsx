import { useEffect, useState } from "react";
import { data, Link, redirect, useLocation } from "react-router";
import { forgetLocalDraft, PENDING_KEY } from "../../components/admin/use-editor-autosave";
import { BlogEditorDialog } from "../../components/admin/blog-editor-dialog";
import { ConfirmDialog, ConfirmLink } from "../../components/ui/confirm-dialog";
import { Notice, type NoticeData } from "../../components/ui/notice";
import { addressWithout } from "../../domain/addresses";
import { formatIst, newBlogValues, type BlogEditorValues, type BlogListStatus } from "../../domain/blog";
import { formatDate } from "../../domain/dates";
import { messages } from "../../domain/messages";
import { requirePermission } from "../../server/auth/guard.server";
import { may } from "../../domain/roles";
import { actorOf } from "../../server/repos/audit.server";
import { discardBlogDraft, loadBlogsAdmin, removeBlog, saveBlog } from "../../server/admin/blogs.server";
import { loadPostTranslation, POST_HINDI_REVISIONS, savePostTranslation } from "../../server/admin/blog-translations.server";
import { withDrafts } from "../../server/admin/autosave.server";
import { RecordTranslationForm } from "../../components/admin/record-translation";
import { TextField } from "../../components/ui/text-field";
import { HINDI_SLUG_MAX } from "../../domain/blog-translation";
import { sendPostToSubscribers } from "../../server/newsletter/subscribers-admin.server";
import { readUploadForm } from "../../server/uploads/upload-form.server";
import type { Route } from "./+types/blogs";

export function meta() {
  return [{ title: "Blogs | Candlewise Admin" }];
}

const notices: Record<string, NoticeData> = {
  created: { tone: "success", text: messages.blogAdmin.created },
  submitted: { tone: "success", text: "Submitted for review: an editor or administrator will publish it." },
  updated: { tone: "success", text: messages.blogAdmin.updated },
  deleted: { tone: "success", text: messages.blogAdmin.deleted },
  "emailed-queued": { tone: "success", text: "Post saved. Its e-mail to the subscribers is queued: follow it on the Subscribers screen." },
  "emailed-already": { tone: "success", text: "Post saved. It had already been e-mailed to the subscribers, so it is not sent again." },
  "hindi-saved": { tone: "success", text: "The Hindi texts are saved." },
  "emailed-not-published": { tone: "success", text: "Post saved as a draft: it is e-mailed only when saved as Published." },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "posts.own");
  const params = new URL(request.url).searchParams;
  // a post's Hindi beside its English (?hindi=id; issue 23, part 3), for whoever may change the post
  const hindiId = params.get("hindi");
  const [admin, hindi] = await Promise.all([
    loadBlogsAdmin(context.services, params.get("edit"), user, params.get("new") === "1"),
    hindiId ? loadPostTranslation(context.services, hindiId.slice(0, 64), user) : null,
  ]);
  // with this account's autosaved draft of it (decision 0059)
  return { ...admin, hindi: await withDrafts(context.services, user.userId, hindi, (post) => ({ entity: POST_HINDI_REVISIONS, id: post.id, version: post.hindiVersion, shown: { hindiSlug: post.hindiSlug } })) };
}

/** The list's address with a notice, and without the dialog or confirmation that led here. */
function listAddress(request: Request, notice: string): string {
  const url = new URL(addressWithout(request.url, "confirm"), "http://localhost");
  for (const param of ["new", "edit", "notice"]) url.searchParams.delete(param);
  url.searchParams.set("notice", notice);
  return `${url.pathname}?${url.searchParams}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(context.services, request, "posts.own");
  const actor = actorOf(user, context.clientIp);
  const received = await readUploadForm(request, { image: "blog-image" });
  if (!received.ok) {
    return data({ formError: received.message, fieldErrors: { [received.field]: received.message } as Record<string, string>, values: null, conflictVersion: null }, { status: received.status });
  }
  const { form, files } = received;
  const intent = form.get("intent");
  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    const removed = await removeBlog(context.services, id, actor, user);
    if (!removed) return data({ formError: messages.blogAdmin.deleteFailed, fieldErrors: {} as Record<string, string>, values: null, conflictVersion: null }, { status: 404 });
    throw redirect(listAddress(request, "deleted"));
  }
  if (intent === "discard-draft") {
    // The autosaved draft is thrown away; the editor opens again on the saved post.
    const id = String(form.get("id") ?? "");
    await discardBlogDraft(context.services, id || "new", user.userId);
    const url = new URL(request.url);
    url.searchParams.delete("draft");
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  if (intent === "save-hindi") {
    const id = String(form.get("id") ?? "").slice(0, 64);
    const saved = await savePostTranslation(context.services, context.log, { id, form, actor, user });
    if (!saved.ok) {
      return data({ formError: saved.error, fieldErrors: {} as Record<string, string>, values: null, conflictVersion: null, hindi: { values: saved.values, fieldErrors: saved.fieldErrors, hindiVersion: saved.hindiVersion, conflictVersion: saved.conflictVersion } }, { status: saved.status });
    }
    // back to the same Hindi view, which shows what the page shows now
    throw redirect(`/admin/blogs?hindi=${encodeURIComponent(id)}&notice=hindi-saved`);
  }
  if (intent !== "save") return data({ formError: "Unknown request.", fieldErrors: {} as Record<string, string>, values: null, conflictVersion: null }, { status: 400 });

  const outcome = await saveBlog(context.services, { form, files, actor, user });
  if (outcome.ok) {
    // the newsletter choice (issue 22): queued after the save, for the subscribers confirmed now;
    // only those who publish may send (an author's save is a draft, submitted for review)
    const emailed = form.get("emailSubscribers") === "yes" && may(user.role, "posts.publish") ? await sendPostToSubscribers(context.services, outcome.id, actor) : null;
    throw redirect(listAddress(request, emailed ? `emailed-${emailed}` : outcome.submitted ? "submitted" : outcome.created ? "created" : "updated"));
  }
  // Sent back so that the form, re-rendered without JavaScript, keeps what was typed.
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return data({ formError: outcome.formError, fieldErrors: outcome.fieldErrors as Record<string, string>, values, conflictVersion: outcome.conflict?.version ?? null }, { status: outcome.status });
}

const reviewBadge = "bg-sky-50 text-sky-800 ring-sky-600/30";
const statusBadge: Record<BlogListStatus, string> = {
  Published: "bg-accent-50 text-accent-800 ring-accent-600/30",
  Draft: "bg-slate-100 text-slate-700 ring-slate-500/30",
  Scheduled: "bg-amber-50 text-amber-800 ring-amber-600/30",
};

export default function AdminBlogs({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, author, editing, canPublish, awaitingReview, draft, hindi } = loaderData;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const creating = params.get("new") === "1";
  const editId = params.get("edit");
  const notice = notices[params.get("notice") ?? ""];
  const closeParams = new URLSearchParams(location.search);
  for (const param of ["new", "edit", "notice", "hindi"]) closeParams.delete(param);
  const closeHref = `${location.pathname}${closeParams.size ? `?${closeParams}` : ""}`;
  const openHref = (param: string, value: string) => {
    const next = new URLSearchParams(closeParams);
    next.set(param, value);
    return `${location.pathname}?${next}`;
  };

  const dialogValues: BlogEditorValues | null = creating ? newBlogValues : editing;
  // a draft kept in this browser, brought back: the dialog opens again with it
  const [restoredDraft, setRestoredDraft] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const dialogKey = `${dialogValues?.id ?? "new"}`;
  // Once a save is confirmed, the browser's copy of that typing is no longer needed.
  const savedNotice = params.get("notice");
  useEffect(() => {
    if (savedNotice !== "created" && savedNotice !== "updated") return;
    try {
      const pending = window.sessionStorage.getItem(PENDING_KEY);
      if (pending) forgetLocalDraft(pending);
      window.sessionStorage.removeItem(PENDING_KEY);
    } catch {
      // storage refused: nothing to clear
    }
  }, [savedNotice]);
  // ?draft=1: the editor opens on the server's autosaved draft instead of the saved post (works without JavaScript)
  const posted = actionData?.values ?? (restoredDraft?.key === dialogKey ? restoredDraft.fields : undefined) ?? (params.get("draft") === "1" && draft ? { ...draft.fields, ...(draft.baseVersion ? { version: draft.baseVersion } : {}) } : undefined);
  const deleteError = !dialogValues && actionData?.formError ? actionData.formError : null;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl">Blogs</h1>
          <p className="mt-1 max-w-2xl text-slate-600">
            {canPublish
              ? "Write, schedule and publish the articles of the public blog. Drafts and scheduled posts stay hidden from visitors."
              : "Your posts. Write a draft and submit it for review: an editor or administrator publishes it."}
          </p>
        </div>
        <Link to={openHref("new", "1")} preventScrollReset className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800">
          <span aria-hidden="true" className="text-lg leading-none">+</span> New post
        </Link>
      </div>
      <Notice notice={deleteError ? { tone: "error", text: deleteError } : notice} />
      {canPublish && awaitingReview > 0 && (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900" data-testid="awaiting-review">
          {awaitingReview === 1 ? "1 post awaits review" : `${awaitingReview} posts await review`}: open it, check it and publish it.
        </p>
      )}

      {editId && !editing && !creating && <p role="alert" className="mt-4 text-red-700">{messages.blogAdmin.notFound}</p>}
      {params.get("hindi") && !hindi && <p role="alert" className="mt-4 text-red-700">{messages.blogAdmin.notFound}</p>}
      {hindi && <PostHindi hindi={hindi} closeHref={closeHref} canPublish={canPublish} answer={actionData && "hindi" in actionData ? (actionData.hindi as HindiAnswer) : null} />}

      {posts.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <p className="font-semibold text-navy-900">{messages.blogAdmin.none}</p>
          <p className="mt-1 text-sm text-slate-600">Choose “New post” to write the first article.</p>
        </div>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[760px] text-left text-sm" data-testid="blog-table">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Title</th>
                <th scope="col" className="px-4 py-3 font-semibold">Keywords</th>
                <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                <th scope="col" className="px-4 py-3 font-semibold">Date</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id} className="border-t border-slate-100 align-top">
                  <th scope="row" className="max-w-xs px-4 py-3 font-normal">
                    <span className="block font-semibold text-navy-900">{post.title}</span>
                    <span className="block truncate text-xs text-slate-500">/blog/{post.slug}</span>
                    {post.hindiWaiting !== null && (
                      <span className={`mt-1 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${post.hindiWaiting === 0 ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`} data-testid="post-hindi-state">
                        {post.hindiWaiting === 0 ? "In Hindi" : `Hindi: ${post.hindiWaiting} to translate`}
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-3">
                    <ul className="flex max-w-[16rem] flex-wrap gap-1" aria-label="Keywords">
                      {post.chips.shown.map((keyword) => (
                        <li key={keyword} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">{keyword}</li>
                      ))}
                      {post.chips.more > 0 && (
                        <li className="rounded-full bg-navy-900 px-2.5 py-0.5 text-xs font-semibold text-white">
                          +{post.chips.more}
                          <span className="sr-only"> more</span>
                        </li>
                      )}
                    </ul>
                  </td>
                  <td className="px-4 py-3">
                    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${post.review ? reviewBadge : statusBadge[post.status]}`}>
                      {post.review ? "In review" : post.status}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-600">
                    {post.status === "Scheduled" && post.publishAt ? (
                      <span title="Goes live at">
                        <span className="sr-only">Goes live </span>
                        <time dateTime={post.publishAt}>{formatIst(post.publishAt)}</time>
                      </span>
                    ) : (
                      <time dateTime={post.date}>{formatDate(post.date)}</time>
                    )}
                  </td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-1">
                      {post.changeable && (
                        <Link to={openHref("edit", post.id)} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-navy-900 hover:bg-slate-100">
                          Edit<span className="sr-only"> “{post.title}”</span>
                        </Link>
                      )}
                      {post.changeable && (
                        <Link to={openHref("hindi", post.id)} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-accent-700 hover:bg-slate-100">
                          Hindi<span className="sr-only"> version of “{post.title}”</span>
                        </Link>
                      )}
                      <Link to={`/admin/blogs/${post.id}/preview`} className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-navy-900 hover:bg-slate-100">
                        Preview<span className="sr-only"> “{post.title}”</span>
                      </Link>
                      {post.changeable && (
                        <ConfirmLink id={post.id} className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-red-700 hover:bg-red-50">
                          Delete<span className="sr-only"> “{post.title}”</span>
                        </ConfirmLink>
                      )}
                    </div>
                    {post.changeable && (
                      <ConfirmDialog
                        id={post.id}
                        title="Delete blog post"
                        message={<>Are you sure you want to delete “{post.title}”? Its image is deleted too. This cannot be undone.</>}
                        fields={{ intent: "delete", id: post.id }}
                        busyLabel="Deleting..."
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {dialogValues && (
        <BlogEditorDialog
          // a new key when a draft is brought back: the fields start again from it
          key={`${dialogKey}${restoredDraft?.key === dialogKey ? "-draft" : ""}${params.get("draft") === "1" ? "-server-draft" : ""}`}
          values={posted ? valuesFromPost(dialogValues, posted) : dialogValues}
          author={author}
          canPublish={canPublish}
          closeHref={closeHref}
          formError={actionData?.formError}
          fieldErrors={actionData?.fieldErrors}
          conflictVersion={actionData?.conflictVersion ?? null}
          serverDraft={draft && params.get("draft") !== "1" ? { savedAt: draft.savedAt, fields: draft.fields, restoreHref: `${openHref(creating ? "new" : "edit", creating ? "1" : (editId ?? ""))}&draft=1` } : null}
          onRestoreLocal={(fields) => setRestoredDraft({ key: dialogKey, fields })}
          fromDraft={restoredDraft?.key === dialogKey || params.get("draft") === "1"}
        />
      )}
    </>
  );
}

/** After a refused save without JavaScript: the form again, as it was sent. */
function valuesFromPost(base: BlogEditorValues, posted: Record<string, string>): BlogEditorValues {
  return {
    ...base,
    title: posted.title ?? base.title,
    slug: posted.slug ?? base.slug,
    slugAuto: posted.slugAuto === "1",
    description: posted.description ?? base.description,
    keywords: posted.keywords ?? base.keywords,
    tag: posted.tag ?? base.tag,
    status: posted.status === "Published" ? "Published" : "Draft",
    publishDate: posted.publishDate ?? base.publishDate,
    publishTime: posted.publishTime ?? base.publishTime,
    content: posted.content ?? base.content,
    // the version the typing started from, never the newer one the page was reloaded with: a save
    // after someone else's is refused again unless the editor chooses to save over it
    version: posted.version ?? base.version,
  };
}

/** a refused Hindi save: what was typed and what was refused, by field, and the Hindi versions */
type HindiAnswer = { values: Record<string, string>; fieldErrors: Record<string, string>; hindiVersion?: string | null; conflictVersion?: string };

/**
 * A post's Hindi beside its English (issue 23, part 3; decision 0051), above the list: a box per
 * text (the body in the post editor's rich-text field) and its optional address under /hi.
 * /hi/blog shows the post in Hindi once no box waits; until then, in English, marked as such.
 */
function PostHindi({
  hindi,
  closeHref,
  canPublish,
  answer,
}: {
  hindi: NonNullable<Route.ComponentProps["loaderData"]["hindi"]>;
  closeHref: string;
  /** who may read the Hindi's revisions (as the English post's: Editors and Administrators) */
  canPublish: boolean;
  answer: HindiAnswer | null;
}) {
  return (
    <section aria-labelledby="post-hindi" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="post-hindi" className="text-lg">
          “{hindi.title}” in Hindi
        </h2>
        <div className="flex flex-wrap gap-1">
          {canPublish && (
            <Link to={`/admin/revisions/post-hi/${encodeURIComponent(hindi.id)}`} className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100">
              Revisions<span className="sr-only"> of the Hindi of “{hindi.title}”</span>
            </Link>
          )}
          <Link to={closeHref} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100">
            Close<span className="sr-only"> the Hindi version</span>
          </Link>
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        The Hindi post page (/hi/blog/…) shows these texts once every box has Hindi written from today&apos;s English; until then it shows the post in
        English, marked as English. Keywords, tag, image and dates stay as they are.
      </p>
      <RecordTranslationForm hindi={{ ...hindi, name: hindi.title }} answer={answer}>
        <TextField
          name="hindiSlug"
          label="Address under /hi/blog/ (optional)"
          lang="hi"
          maxLength={HINDI_SLUG_MAX}
          defaultValue={answer?.values.hindiSlug ?? hindi.hindiSlug}
          error={answer?.fieldErrors.hindiSlug}
          hint="Devanagari or Latin, e.g. जोखिम-प्रबंधन or jokhim-prabandhan. Empty: the English address serves under /hi too."
        />
      </RecordTranslationForm>
    </section>
  );
}
