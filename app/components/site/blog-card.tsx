import { useFormatDate, useLocale, useLocalPath } from "../../i18n/texts";
import { contentLangOf } from "./content-lang";
import type { BlogCardView } from "../../server/blog.server";
import { BlogCoverImage } from "./blog-cover-image";
import { InEnglishBadge } from "./in-english-badge";
import { SiteLink } from "./site-link";

/**
 * One post in the /blog grid: cover, date, title (the link) and the description's opening words.
 * Under a post's "related" heading the title is one level lower (`headingLevel` 3).
 */
export function BlogCard({ post, eager, headingLevel = 2 }: { post: BlogCardView; eager: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const locale = useLocale();
  const formatDate = useFormatDate();
  const localPath = useLocalPath();
  // the post's words are English unless it reads in Hindi: marked so on a Hindi page (see BlogArticle),
  // with a visible badge; its tag stays English either way
  const written = post.lang;
  const contentLang = { lang: contentLangOf(locale, written) };
  const tagLang = { lang: contentLangOf(locale, "en") };
  const slug = locale === "hi" && post.hindiSlug ? post.hindiSlug : post.slug;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <BlogCoverImage image={post.image} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600">
          {post.tag && (
            <span {...tagLang} className="mr-2 font-semibold uppercase tracking-wide text-accent-700">
              {post.tag}
            </span>
          )}
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <Heading {...contentLang} className="mt-1 text-xl">
          <SiteLink to={localPath(`/blog/${encodeURIComponent(slug)}`)} className="rounded hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
            {post.title}
          </SiteLink>
          {locale !== written && <InEnglishBadge />}
        </Heading>
        <p {...contentLang} className="mt-2 line-clamp-3 text-sm text-slate-600">
          {post.description}
        </p>
      </div>
    </li>
  );
}
