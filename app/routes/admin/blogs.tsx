import { data, Link, redirect, useLocation } from "react-router";
import { BlogEditorDialog } from "../../components/admin/blog-editor-dialog";
import { ConfirmDialog, ConfirmLink } from "../../components/ui/confirm-dialog";
import { Notice, type NoticeData } from "../../components/ui/notice";
import { addressWithout } from "../../domain/addresses";
import { formatIst, newBlogValues, type BlogEditorValues, type BlogListStatus } from "../../domain/blog";
import { formatDate } from "../../domain/dates";
import { messages } from "../../domain/messages";
import { requireAdmin } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { loadBlogsAdmin, removeBlog, saveBlog } from "../../server/admin/blogs.server";
import { readUploadForm } from "../../server/uploads/upload-form.server";
import type { Route } from "./+types/blogs";

export function meta() {
  return [{ title: "Blogs | Candlewise Admin" }];
}

const notices: Record<string, NoticeData> = {
  created: { tone: "success", text: messages.blogAdmin.created },
  updated: { tone: "success", text: messages.blogAdmin.updated },
  deleted: { tone: "success", text: messages.blogAdmin.deleted },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  const params = new URL(request.url).searchParams;
  return loadBlogsAdmin(context.services, params.get("edit"));
}

/** The list's address with a notice, and without the dialog or confirmation that led here. */
function listAddress(request: Request, notice: string): string {
  const url = new URL(addressWithout(request.url, "confirm"), "http://localhost");
  for (const param of ["new", "edit", "notice"]) url.searchParams.delete(param);
  url.searchParams.set("notice", notice);
  return `${url.pathname}?${url.searchParams}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(context.services, request), context.clientIp);
  const received = await readUploadForm(request, { image: "blog-image" });
  if (!received.ok) {
    return data({ formError: received.message, fieldErrors: { [received.field]: received.message } as Record<string, string>, values: null }, { status: received.status });
  }
  const { form, files } = received;
  const intent = form.get("intent");
  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    const removed = await removeBlog(context.services, id, actor);
    if (!removed) return data({ formError: messages.blogAdmin.deleteFailed, fieldErrors: {} as Record<string, string>, values: null }, { status: 404 });
    throw redirect(listAddress(request, "deleted"));
  }
  if (intent !== "save") return data({ formError: "Unknown request.", fieldErrors: {} as Record<string, string>, values: null }, { status: 400 });

  const outcome = await saveBlog(context.services, { form, files, actor });
  if (outcome.ok) throw redirect(listAddress(request, outcome.created ? "created" : "updated"));
  // Sent back so that the form, re-rendered without JavaScript, keeps what was typed.
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return data({ formError: outcome.formError, fieldErrors: outcome.fieldErrors as Record<string, string>, values }, { status: outcome.status });
}

const statusBadge: Record<BlogListStatus, string> = {
  Published: "bg-accent-50 text-accent-800 ring-accent-600/30",
  Draft: "bg-slate-100 text-slate-700 ring-slate-500/30",
  Scheduled: "bg-amber-50 text-amber-800 ring-amber-600/30",
};

export default function AdminBlogs({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, author, editing } = loaderData;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const creating = params.get("new") === "1";
  const editId = params.get("edit");
  const notice = notices[params.get("notice") ?? ""];
  const closeParams = new URLSearchParams(location.search);
  for (const param of ["new", "edit", "notice"]) closeParams.delete(param);
  const closeHref = `${location.pathname}${closeParams.size ? `?${closeParams}` : ""}`;
  const openHref = (param: string, value: string) => {
    const next = new URLSearchParams(closeParams);
    next.set(param, value);
    return `${location.pathname}?${next}`;
  };

  const dialogValues: BlogEditorValues | null = creating ? newBlogValues : editing;
  const posted = actionData?.values;
  const deleteError = !dialogValues && actionData?.formError ? actionData.formError : null;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl">Blogs</h1>
          <p className="mt-1 max-w-2xl text-slate-600">Write, schedule and publish the articles of the public blog. Drafts and scheduled posts stay hidden from visitors.</p>
        </div>
        <Link to={openHref("new", "1")} preventScrollReset className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800">
          <span aria-hidden="true" className="text-lg leading-none">+</span> New post
        </Link>
      </div>
      <Notice notice={deleteError ? { tone: "error", text: deleteError } : notice} />

      {editId && !editing && !creating && <p role="alert" className="mt-4 text-red-700">{messages.blogAdmin.notFound}</p>}

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
                    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusBadge[post.status]}`}>{post.status}</span>
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
                      <Link to={openHref("edit", post.id)} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-navy-900 hover:bg-slate-100">
                        Edit<span className="sr-only"> “{post.title}”</span>
                      </Link>
                      <Link to={`/admin/blogs/${post.id}/preview`} className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-navy-900 hover:bg-slate-100">
                        Preview<span className="sr-only"> “{post.title}”</span>
                      </Link>
                      <ConfirmLink id={post.id} className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-red-700 hover:bg-red-50">
                        Delete<span className="sr-only"> “{post.title}”</span>
                      </ConfirmLink>
                    </div>
                    <ConfirmDialog
                      id={post.id}
                      title="Delete blog post"
                      message={<>Are you sure you want to delete “{post.title}”? Its image is deleted too. This cannot be undone.</>}
                      fields={{ intent: "delete", id: post.id }}
                      busyLabel="Deleting..."
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {dialogValues && (
        <BlogEditorDialog
          key={dialogValues.id ?? "new"}
          values={posted ? valuesFromPost(dialogValues, posted) : dialogValues}
          author={author}
          closeHref={closeHref}
          formError={actionData?.formError}
          fieldErrors={actionData?.fieldErrors}
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
  };
}
