import { Form } from "react-router";
import { SEARCH_TEXT_MAX } from "../../domain/blog";
import { useLocalPath, useT } from "../../i18n/texts";

/**
 * The search box: a GET form to /blog, so it works without JavaScript and a search has an address.
 * The keyword chosen stays chosen; a new search starts at page 1. A search refused for its length
 * (only a hand-made address can be longer than the box) is said under the box.
 */
export function BlogSearchForm({ q, keyword, error = null }: { q: string; keyword: string | null; error?: string | null }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <>
      <Form method="get" action={localPath("/blog")} role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="blog-search" className="sr-only">
          {t("blog.searchLabel")}
        </label>
        <input
          // a new address brings its own search into the box (after a chip or a page link, too)
          key={q}
          id="blog-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_TEXT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "blog-search-error" : undefined}
          placeholder={t("blog.searchPlaceholder")}
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40"
        />
        {keyword && <input type="hidden" name="keyword" value={keyword} />}
        <button type="submit" className="min-h-11 shrink-0 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
          {t("blog.searchButton")}
        </button>
      </Form>
      {error && (
        <p id="blog-search-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
