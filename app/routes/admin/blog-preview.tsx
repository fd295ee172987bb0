import { data, Link } from "react-router";
import { BlogArticle } from "../../components/site/blog-article";
import { formatIst } from "../../domain/blog";
import { messages } from "../../domain/messages";
import { requirePermission } from "../../server/auth/guard.server";
import { loadBlogPreview } from "../../server/admin/blogs.server";
import type { Route } from "./+types/blog-preview";

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `Preview: ${loaded?.preview?.article.title ?? "Blog post"} | Candlewise Admin` }, { name: "robots", content: "noindex" }];
}

/** Any post, draft or scheduled, as its public page will show it; an author only their own. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "posts.own");
  const preview = await loadBlogPreview(context.services, params.id, user);
  if (!preview) return data({ preview: null }, { status: 404 });
  return { preview };
}

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  const { preview } = loaderData;
  if (!preview) {
    return (
      <>
        <h1 className="text-2xl">Preview</h1>
        <p className="mt-4 text-slate-600">{messages.blogAdmin.notFound}</p>
        <Link to="/admin/blogs" className="mt-4 inline-flex min-h-10 items-center font-semibold text-accent-700 hover:underline">← Back to Blogs</Link>
      </>
    );
  }
  const visibility =
    preview.status === "Draft"
      ? "This is a draft: visitors cannot see it."
      : preview.status === "Scheduled" && preview.publishAt
        ? `Scheduled: visitors see it from ${formatIst(preview.publishAt)}.`
        : `Published at /blog/${preview.slug}.`;
  return (
    <>
      <div role="note" aria-label="Preview" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
        <p>
          <span className="mr-2 rounded-full bg-amber-500 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-navy-950">Preview</span>
          {visibility}
        </p>
        <div className="flex gap-2">
          <Link to={`/admin/blogs?edit=${preview.id}`} className="inline-flex min-h-10 items-center rounded-lg border border-amber-400 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-amber-100">
            Edit
          </Link>
          <Link to="/admin/blogs" className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-navy-900 hover:bg-amber-100">
            Back to Blogs
          </Link>
        </div>
      </div>
      <div className="mx-auto mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white px-4 pb-10 pt-4 shadow-sm sm:px-8">
        <BlogArticle post={preview.article} />
      </div>
    </>
  );
}
