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
  /** its own address under /hi, if it has one (decision 0051) */
  hindiSlug?: string | null;
  /** the language of its words on this page (English unless a Hindi page shows its whole Hindi) */
  lang?: Locale;
}

/**
 * A post speaking for itself: its title, description, image, dates, BlogPosting and breadcrumbs, on
 * the page of one language (the breadcrumbs in its words and at its addresses). The post's own
 * words are English unless the Hindi page shows its Hindi version: the BlogPosting says which. A
 * post with a Hindi slug has that address under /hi: the canonical link, the alternates and the
 * breadcrumbs name it (decision 0051).
 */
export function blogPostRouteSeo(post: PostFacts, site: { companyName: string; publicUrl: string }, page: { locale: Locale; t: Translate }): RouteSeo {
  const { locale, t } = page;
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const hindiPath = post.hindiSlug ? pathInLocale(`/blog/${encodeURIComponent(post.hindiSlug)}`, "hi") : null;
  const localPath = locale === "hi" && hindiPath ? hindiPath : pathInLocale(path, locale);
  const url = absoluteUrl(localPath, site.publicUrl);
  const image = absoluteUrl(post.image.src, site.publicUrl);
  return {
    path,
    ...(hindiPath ? { localPaths: { hi: hindiPath } } : {}),
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
        inLanguage: hreflang[post.lang ?? "en"],
      }),
    ],
    breadcrumbs: [
      { name: t("pages.homeName"), path: pathInLocale("/", locale) },
      { name: t("pages.blogName"), path: pathInLocale("/blog", locale) },
      { name: post.title, path: localPath },
    ],
  };
}
