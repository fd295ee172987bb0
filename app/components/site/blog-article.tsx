import type { ReactNode } from "react";
import type { ResponsiveImage } from "../../domain/images";
import type { Locale } from "../../i18n/locale";
import { useFormatDate } from "../../i18n/texts";
import { useContentLang } from "./content-lang";

export interface ArticleView {
  title: string;
  author: string;
  date: string;
  image: ResponsiveImage;
  tag: string | null;
  descriptionHtml: string;
  contentHtml: string;
  /** the language of its title, description and content (English unless it has a whole Hindi) */
  lang?: Locale;
}

/**
 * A blog post as readers see it. The public page and the admin preview both render this, so a
 * preview shows exactly what will be published. The HTML was sanitised on the server. The date is
 * the page's language; the post's own words are marked with theirs (English for now). The public
 * page adds its reading aids (reading time, contents) in the two slots; the preview shows none.
 */
export function BlogArticle({ post, byline, beforeContent }: { post: ArticleView; byline?: ReactNode; beforeContent?: ReactNode }) {
  const formatDate = useFormatDate();
  // A post's words are English unless a Hindi page shows its Hindi: English ones on a Hindi page are
  // marked en-IN, for screen readers and hyphenation. Its tag and author stay English either way.
  const lang = useContentLang(post.lang);
  const contentLang = { lang };
  const englishLang = { lang: useContentLang() };
  return (
    <article className="mt-6">
      {post.tag && (
        <p {...englishLang} className="text-sm font-semibold uppercase tracking-wide text-accent-700">
          {post.tag}
        </p>
      )}
      <h1 {...contentLang} className="mt-2 text-4xl leading-tight">{post.title}</h1>
      <p className="mt-3 text-sm text-slate-500">
        {englishLang.lang ? <span lang={englishLang.lang}>{post.author}</span> : post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
        {byline}
      </p>
      <img
        src={post.image.src}
        srcSet={post.image.srcSet}
        sizes={post.image.srcSet ? "(min-width: 800px) 720px, 100vw" : undefined}
        alt=""
        width={post.image.width ?? 640}
        height={post.image.height ?? 360}
        className="mt-6 aspect-video w-full rounded-2xl object-cover"
      />
      <div {...contentLang} className="mt-6 text-lg text-slate-700" dangerouslySetInnerHTML={{ __html: post.descriptionHtml }} />
      {beforeContent}
      <div {...contentLang} className="blog-content mt-6" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
    </article>
  );
}
