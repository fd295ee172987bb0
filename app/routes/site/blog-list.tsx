import { data } from "react-router";
import { BlogCard } from "../../components/site/blog-card";
import { BlogKeywordChips } from "../../components/site/blog-keyword-chips";
import { BlogPagination } from "../../components/site/blog-pagination";
import { BlogSearchForm } from "../../components/site/blog-search-form";
import { blogListHref, BLOG_PAGE_SIZE, parseBlogListQuery, SEARCH_TEXT_MAX } from "../../domain/blog";
import { feedLinks } from "../../domain/blog-feeds";
import { formatCount } from "../../domain/counts";
import { publicPageRouteSeo } from "../../domain/public-pages";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { pathInLocale } from "../../i18n/locale";
import { keptBlogList, type BlogListData } from "../../server/blog.server";
import type { MessageId } from "../../i18n/catalogue";
import type { Locale } from "../../i18n/locale";
import { useLocale, useLocalPath, useT } from "../../i18n/texts";
import { localeOfRequest, translate } from "../../server/i18n/site-messages.server";
import { contentPage, type RouteHandle } from "../../route-handle";
import type { Route } from "./+types/blog-list";
import { SiteLink } from "../../components/site/site-link";

/**
 * Each page of the list (and of a keyword) is its own address and canonical; search results are
 * not indexed (endless combinations) and point at the plain list.
 */
export const handle: SeoHandle<BlogListData | undefined> & RouteHandle = {
  ...contentPage,
  seo: ({ data: list, locale, t, settings }) => {
    // the feeds, of the keyword listed (when it has posts) and of the whole blog (decision 0037)
    const feedTitle = t("blog.feedTitle", { site: settings.companyName });
    const feeds = feedLinks(feedTitle, list && list.total > 0 ? list.keyword : null, locale);
    const base = { ...publicPageRouteSeo(pathInLocale("/blog", locale), t), feeds };
    if (!list) return base;
    if (list.outOfRange) return { ...base, notFound: true };
    if (list.q) return { ...base, path: "/blog", robots: "noindex, follow" };
    const path = blogListHref({ keyword: list.keyword, page: list.page });
    const listName = list.keyword ? t("pages.blogKeyword", { name: base.name!, keyword: list.keyword }) : base.name!;
    const name = list.page > 1 ? t("pages.blogPage", { name: listName, page: String(list.page) }) : listName;
    return { ...base, path, name };
  },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const list = await keptBlogList(context.services, parseBlogListQuery(new URL(request.url).searchParams), locale);
  const page = { ...list, results: resultsSentences(list, locale) };
  // A page past the last (an old link after posts were removed) is a real 404 for crawlers.
  return list.outOfRange ? data(page, { status: 404 }) : page;
}

/** The line over the cards and the empty list's words, in the page's language (null where the page shows none). */
function resultsSentences(list: BlogListData, locale: Locale): { status: string | null; empty: string | null } {
  const { q, keyword } = list;
  if (list.outOfRange) return { status: null, empty: null };
  if (list.total === 0) {
    if (!q && !keyword) return { status: null, empty: null };
    return { status: null, empty: translate(locale, q ? (keyword ? "blogResults.noMatchTagged" : "blogResults.noMatch") : "blogResults.noneTagged", { q, keyword: keyword ?? "" }) };
  }
  const first = (list.page - 1) * BLOG_PAGE_SIZE + 1;
  const values = { first: formatCount(first), last: formatCount(first + list.posts.length - 1), count: list.total, countText: formatCount(list.total), q, keyword: keyword ?? "" };
  return { status: translate(locale, statusId(q, keyword), values), empty: null };
}

/** One whole sentence for each combination of keyword and search: a translation orders them as its language wants. */
function statusId(q: string, keyword: string | null): MessageId {
  if (keyword && q) return "blogResults.showingTaggedMatching";
  if (keyword) return "blogResults.showingTagged";
  return q ? "blogResults.showingMatching" : "blogResults.showing";
}

export default function BlogList({ loaderData: list }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const locale = useLocale();
  const query = { page: list.page, q: list.q, keyword: list.keyword };
  const filtered = Boolean(list.q || list.keyword);
  const listHref = (page: number) => localPath(blogListHref({ ...query, page }));
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      {/* React places these in the head: search engines and assistive tools follow the series */}
      {!list.outOfRange && list.page > 1 && <link rel="prev" href={listHref(list.page - 1)} />}
      {!list.outOfRange && list.page < list.pageCount && <link rel="next" href={listHref(list.page + 1)} />}
      <h1 className="text-4xl">{t("blog.title")}</h1>
      {locale === "hi" && list.posts.some((post) => post.lang !== "hi") && <p className="mt-3 text-slate-600">{t("blog.someInEnglish")}</p>}
      <BlogSearchForm q={list.q} keyword={list.keyword} error={list.searchTooLong ? t("blog.searchTooLong", { max: formatCount(SEARCH_TEXT_MAX) }) : null} />
      <BlogKeywordChips chips={list.chips} selected={list.keyword} q={list.q} />
      <p role="status" className="mt-6 text-sm text-slate-600">
        {list.results.status}
      </p>
      {list.outOfRange ? (
        <div className="mt-8">
          <p className="text-slate-700">{t("blog.noSuchPage", { page: formatCount(list.page) })}</p>
          <SiteLink to={listHref(1)} className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent-700 underline">
            {t("blog.firstPage")}
          </SiteLink>
        </div>
      ) : list.total === 0 ? (
        <div className="mt-8">
          <p className="text-slate-700">{list.results.empty ?? t("blog.none")}</p>
          {filtered && (
            <SiteLink to={localPath("/blog")} className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800">
              {list.q ? t("blog.clearSearch") : t("blog.showAll")}
            </SiteLink>
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

