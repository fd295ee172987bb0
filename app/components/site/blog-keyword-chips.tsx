import { useContentLang } from "./content-lang";
import { blogListHref } from "../../domain/blog";
import { formatCount } from "../../domain/counts";
import { useLocalPath, useT } from "../../i18n/texts";
import { SiteLink } from "./site-link";

interface BlogKeywordChipsProps {
  chips: { keyword: string; count: number }[];
  selected: string | null;
  /** the search in force: choosing a keyword keeps it */
  q: string;
}

/**
 * Keyword filters as links (they work without JavaScript, and each filtered list has an address).
 * On a phone they scroll sideways in one row; from sm up they wrap.
 */
export function BlogKeywordChips({ chips, selected, q }: BlogKeywordChipsProps) {
  const t = useT();
  const localPath = useLocalPath();
  const contentLang = useContentLang();
  if (chips.length === 0) return null;
  // `relative`: the screen-reader-only count stays inside the scrolling row (else it widens the page)
  const chip = (active: boolean) =>
    `relative inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${
      active ? "border-accent-700 bg-accent-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-accent-600"
    }`;
  return (
    <nav aria-label={t("blog.keywordNav")} className="mt-6">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <SiteLink to={localPath(blogListHref({ q }))} className={chip(selected === null)} aria-current={selected === null ? "true" : undefined}>
            {t("blog.allKeywords")}
          </SiteLink>
        </li>
        {chips.map(({ keyword, count }) => (
          <li key={keyword}>
            <SiteLink to={localPath(blogListHref({ q, keyword }))} className={chip(selected === keyword)} aria-current={selected === keyword ? "true" : undefined}>
              {/* a post's keyword, English for now: marked so on a Hindi page (see BlogArticle) */}
              {contentLang ? <span lang={contentLang}>{keyword}</span> : keyword}
              <span className={`text-xs ${selected === keyword ? "text-white" : "text-slate-600"}`}>
                {formatCount(count)}
                <span className="sr-only"> {t("blog.chipPosts", { count })}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
