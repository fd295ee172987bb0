import { data, Link } from "react-router";
import { BlogCard } from "../../components/site/blog-card";
import { BlogKeywordChips } from "../../components/site/blog-keyword-chips";
import { BlogPagination } from "../../components/site/blog-pagination";
import { BlogSearchForm } from "../../components/site/blog-search-form";
import { blogListHref, BLOG_PAGE_SIZE, parseBlogListQuery, SEARCH_TEXT_MAX } from "../../domain/blog";
import { formatCount } from "../../domain/counts";
import { messages } from "../../domain/messages";
import { publicPageRouteSeo } from "../../domain/public-pages";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { loadBlogList, type BlogListData } from "../../server/blog.server";
import type { Route } from "./+types/blog-list";

/**
 * Each page of the list (and of a keyword) is its own address and canonical; search results are
 * not indexed (endless combinations) and point at the plain list.
 */
export const handle: SeoHandle<BlogListData | undefined> = {
  seo: ({ data: list }) => {
    const base = publicPageRouteSeo("/blog");
    if (!list) return base;
    if (list.outOfRange) return { ...base, notFound: true };
    if (list.q) return { ...base, path: "/blog", robots: "noindex, follow" };
    const path = blogListHref({ keyword: list.keyword, page: list.page });
    const name = [list.keyword ? `${base.name}: ${list.keyword}` : base.name, list.page > 1 ? `page ${list.page}` : ""].filter(Boolean).join(", ");
    return { ...base, path, name };
  },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await loadBlogList(context.services, parseBlogListQuery(new URL(request.url).searchParams));
  // A page past the last (an old link after posts were removed) is a real 404 for crawlers.
  return list.outOfRange ? data(list, { status: 404 }) : list;
}

export default function BlogList({ loaderData: list }: Route.ComponentProps) {
  const query = { page: list.page, q: list.q, keyword: list.keyword };
  const filtered = Boolean(list.q || list.keyword);
  const first = (list.page - 1) * BLOG_PAGE_SIZE + 1;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      {/* React places these in the head: search engines and assistive tools follow the series */}
      {!list.outOfRange && list.page > 1 && <link rel="prev" href={blogListHref({ ...query, page: list.page - 1 })} />}
      {!list.outOfRange && list.page < list.pageCount && <link rel="next" href={blogListHref({ ...query, page: list.page + 1 })} />}
      <h1 className="text-4xl">Blog</h1>
      <BlogSearchForm q={list.q} keyword={list.keyword} error={list.searchTooLong ? messages.blogs.searchTooLong(SEARCH_TEXT_MAX) : null} />
      <BlogKeywordChips chips={list.chips} selected={list.keyword} q={list.q} />
      <p role="status" className="mt-6 text-sm text-slate-600">
        {list.total > 0 && !list.outOfRange && statusLine({ first, last: first + list.posts.length - 1, total: list.total, q: list.q, keyword: list.keyword })}
      </p>
      {list.outOfRange ? (
        <div className="mt-8">
          <p className="text-slate-700">There is no page {list.page} of this list.</p>
          <Link to={blogListHref({ ...query, page: 1 })} className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent-700 underline">
            Go to the first page
          </Link>
        </div>
      ) : list.total === 0 ? (
        <div className="mt-8">
          <p className="text-slate-700">{filtered ? noMatch(list.q, list.keyword) : messages.blogs.none}</p>
          {filtered && (
            <Link to="/blog" className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800">
              {list.q ? "Clear search" : "Show all posts"}
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post, index) => (
            <BlogCard key={post.id} post={post} eager={index === 0} />
          ))}
        </ul>
      )}
      <BlogPagination query={query} pageCount={list.outOfRange ? 1 : list.pageCount} />
    </main>
  );
}

function statusLine({ first, last, total, q, keyword }: { first: number; last: number; total: number; q: string; keyword: string | null }) {
  const range = `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${total === 1 ? "post" : "posts"}`;
  return `${range}${keyword ? ` tagged “${keyword}”` : ""}${q ? ` matching “${q}”` : ""}.`;
}

function noMatch(q: string, keyword: string | null): string {
  if (q) return `No posts match “${q}”${keyword ? ` under “${keyword}”` : ""}.`;
  return `No posts are tagged “${keyword}”.`;
}
