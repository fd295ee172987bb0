import { blogListHref, pageLinks, type BlogListQuery } from "../../domain/blog";
import { formatCount } from "../../domain/counts";
import { useLocalPath, useT } from "../../i18n/texts";
import { SiteLink } from "./site-link";

/**
 * Page links (plain links: they work without JavaScript, each page has its own address): Previous,
 * the first and last pages and those near the current one, Next.
 */
export function BlogPagination({ query, pageCount }: { query: BlogListQuery; pageCount: number }) {
  const t = useT();
  const localPath = useLocalPath();
  if (pageCount <= 1) return null;
  const { page } = query;
  const href = (to: number) => localPath(blogListHref({ ...query, page: to }));
  const box = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";
  const idle = `${box} border-slate-300 bg-white text-slate-700 hover:border-accent-600`;
  return (
    <nav aria-label={t("blog.pagination")} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <SiteLink to={href(page - 1)} rel="prev" className={idle}>
              {t("blog.previous")}
            </SiteLink>
          </li>
        )}
        {pageLinks(page, pageCount).map((link, index) =>
          link === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={link}>
              <SiteLink
                to={href(link)}
                aria-current={link === page ? "page" : undefined}
                aria-label={t("blog.pageLabel", { page: formatCount(link) })}
                className={link === page ? `${box} border-accent-700 bg-accent-700 font-semibold text-white` : idle}
              >
                {formatCount(link)}
              </SiteLink>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <SiteLink to={href(page + 1)} rel="next" className={idle}>
              {t("blog.next")}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
