import { contentLangOf } from "./content-lang";
import { InEnglishBadge } from "./in-english-badge";
import { useLocale, useLocalPath, useT } from "../../i18n/texts";
import type { NeighbourLink } from "../../server/blog.server";
import { SiteLink } from "./site-link";

/**
 * The posts before and after this one in the blog's order: "previous" is the older one. On a Hindi
 * page a post without a Hindi version shows its English title, marked as English with the list's
 * "(in English)" badge (decision 0051).
 */
export function BlogPostNeighbours({ older, newer }: { older: NeighbourLink | null; newer: NeighbourLink | null }) {
  const t = useT();
  const localPath = useLocalPath();
  const locale = useLocale();
  if (!older && !newer) return null;
  const card = (post: NeighbourLink, label: string, align: string, testId: string) => (
    <SiteLink
      to={localPath(`/blog/${encodeURIComponent(post.slug)}`)}
      className={`flex min-h-11 flex-col rounded-2xl border border-slate-200 bg-white p-4 hover:border-accent-600 ${align}`}
      data-testid={testId}
    >
      <span className="text-sm font-semibold text-accent-700">{label}</span>
      <span className="mt-1 text-navy-900">
        <span lang={contentLangOf(locale, post.lang)}>{post.title}</span>
        {locale !== post.lang && <InEnglishBadge />}
      </span>
    </SiteLink>
  );
  return (
    <nav aria-label={t("blog.postNavigation")} className="mt-10 grid gap-4 sm:grid-cols-2">
      <div>{older && card(older, `← ${t("blog.previousPost")}`, "", "previous-post")}</div>
      <div>{newer && card(newer, `${t("blog.nextPost")} →`, "sm:text-right", "next-post")}</div>
    </nav>
  );
}
