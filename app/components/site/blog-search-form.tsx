import { Form } from "react-router";

/**
 * The search box: a GET form to /blog, so it works without JavaScript and a search has an address.
 * The keyword chosen stays chosen; a new search starts at page 1.
 */
export function BlogSearchForm({ q, keyword }: { q: string; keyword: string | null }) {
  return (
    <Form method="get" action="/blog" role="search" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="blog-search" className="sr-only">
        Search the blog
      </label>
      <input
        // a new address brings its own search into the box (after a chip or a page link, too)
        key={q}
        id="blog-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={200}
        placeholder="Search articles"
        className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40"
      />
      {keyword && <input type="hidden" name="keyword" value={keyword} />}
      <button type="submit" className="min-h-11 shrink-0 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
        Search
      </button>
    </Form>
  );
}
