import type { TocEntry } from "../../domain/blog-reading";
import { useT } from "../../i18n/texts";
import { useContentLang } from "./content-lang";

/**
 * A post's table of contents: plain links to the headings' ids (written on the server), so they
 * work without JavaScript and each section has an address to share. The headings are the post's
 * words, marked with the post's language.
 */
export function BlogContents({ entries }: { entries: TocEntry[] }) {
  const t = useT();
  const lang = useContentLang();
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="contents" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4">
      <h2 id="contents" className="text-lg">
        {t("blog.contents")}
      </h2>
      <ContentsList entries={entries} lang={lang} />
    </nav>
  );
}

function ContentsList({ entries, lang, nested = false }: { entries: TocEntry[]; lang: string | undefined; nested?: boolean }) {
  return (
    <ol className={nested ? "mt-1 space-y-1 pl-5" : "mt-2 space-y-1"}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} lang={lang} className="inline-block py-1 text-accent-700 underline-offset-4 hover:underline">
            {entry.text}
          </a>
          {entry.children.length > 0 && <ContentsList entries={entry.children} lang={lang} nested />}
        </li>
      ))}
    </ol>
  );
}
