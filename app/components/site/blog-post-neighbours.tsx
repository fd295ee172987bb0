import { Link } from "react-router";
import { useContentLang } from "./content-lang";
import { useLocalPath, useT } from "../../i18n/texts";

interface PostLink {
  slug: string;
  title: string;
}

/** The posts before and after this one in the blog's order: "previous" is the older one. */
export function BlogPostNeighbours({ older, newer }: { older: PostLink | null; newer: PostLink | null }) {
  const t = useT();
  const localPath = useLocalPath();
  const lang = useContentLang();
  if (!older && !newer) return null;
  const card = (post: PostLink, label: string, align: string) => (
    <Link to={localPath(`/blog/${encodeURIComponent(post.slug)}`)} className={`flex min-h-11 flex-col rounded-2xl border border-slate-200 bg-white p-4 hover:border-accent-600 ${align}`}>
      <span className="text-sm font-semibold text-accent-700">{label}</span>
      <span lang={lang} className="mt-1 text-navy-900">
        {post.title}
      </span>
    </Link>
  );
  return (
    <nav aria-label={t("blog.postNavigation")} className="mt-10 grid gap-4 sm:grid-cols-2">
      <div>{older && card(older, `← ${t("blog.previousPost")}`, "")}</div>
      <div>{newer && card(newer, `${t("blog.nextPost")} →`, "sm:text-right")}</div>
    </nav>
  );
}
