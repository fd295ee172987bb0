import { hreflang, pathInLocale, type Locale } from "../../i18n/locale";
import { blogPostingJsonLd } from "./json-ld";
import { absoluteUrl, type RouteSeo } from "./page-head";
import type { Translate } from "./route-seo";

/** What a post's head is made of (the public article has all of it). */
export interface PostFacts {
  slug: string;
  title: string;
  /** the description as plain words */
  summary: string;
  keywords: string;
  author: string;
  image: { src: string; width?: number | null; height?: number | null };
  publishedAt: string;
  modifiedAt: string;
}

/**
 * A post speaking for itself: its title, description, image, dates, BlogPosting and breadcrumbs, on
 * the page of one language (the breadcrumbs in its words and at its addresses). The post's own
 * words are English until posts have Hindi versions: the BlogPosting says so whatever the page.
 */
export function blogPostRouteSeo(post: PostFacts, site: { companyName: string; publicUrl: string }, page: { locale: Locale; t: Translate }): RouteSeo {
  const { locale, t } = page;
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const localPath = pathInLocale(path, locale);
  const url = absoluteUrl(localPath, site.publicUrl);
  const image = absoluteUrl(post.image.src, site.publicUrl);
  return {
    path,
    content: {
      title: post.title,
      description: post.summary,
      keywords: post.keywords,
      image: { url: image, width: post.image.width, height: post.image.height, alt: post.title },
      publishedTime: post.publishedAt,
      modifiedTime: post.modifiedAt,
    },
    jsonLd: [
      blogPostingJsonLd({
        headline: post.title,
        description: post.summary,
        url,
        image,
        datePublished: post.publishedAt,
        dateModified: post.modifiedAt,
        authorName: post.author,
        publisher: { name: site.companyName, logo: absoluteUrl("/favicon.svg", site.publicUrl) },
        keywords: post.keywords,
        inLanguage: hreflang.en,
      }),
    ],
    breadcrumbs: [
      { name: t("pages.homeName"), path: pathInLocale("/", locale) },
      { name: t("pages.blogName"), path: pathInLocale("/blog", locale) },
      { name: post.title, path: localPath },
    ],
  };
}
