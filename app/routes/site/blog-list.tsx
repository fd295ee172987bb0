import { BlogCoverImage } from "../../components/site/blog-cover-image";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../domain/dates";
import { messages } from "../../domain/messages";
import { loadBlogList } from "../../server/blog.server";
import type { Route } from "./+types/blog-list";
import { publicPageHandle } from "../../domain/public-pages";

export const handle = publicPageHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return { blogs: await loadBlogList(context.services) };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { blogs } = loaderData;
  const [keyword, setKeyword] = useState<string | null>(null);
  const keywords = [...new Set(blogs.flatMap((blog) => blog.keywords))];
  const shown = keyword ? blogs.filter((blog) => blog.keywords.includes(keyword)) : blogs;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">Blog</h1>
      {keywords.length > 0 && (
        <div role="group" aria-label="Filter by keyword" className="-mx-4 mt-6 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {[null, ...keywords].map((value) => (
            <button
              key={value ?? "all"}
              type="button"
              aria-pressed={keyword === value}
              onClick={() => setKeyword(value)}
              className={`min-h-9 shrink-0 rounded-full border px-3 text-sm ${keyword === value ? "border-accent-600 bg-accent-700 text-white" : "border-slate-200 bg-white text-slate-700"}`}
            >
              {value ?? "All"}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <p className="mt-8 text-slate-600">{messages.blogs.none}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((blog, index) => (
            <li key={blog.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <BlogCoverImage image={blog.image} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" eager={index === 0} />
              <div className="p-5">
                <p className="text-sm text-slate-500">{formatDate(blog.date)}</p>
                <h2 className="mt-1 text-xl">
                  <Link to={`/blog/${blog.slug}`} className="hover:text-accent-700">
                    {blog.title}
                  </Link>
                </h2>
                <p className="mt-2 line-clamp-3 text-sm text-slate-600">{blog.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
