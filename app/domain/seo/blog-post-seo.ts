import { blogPostingJsonLd } from "./json-ld";
import { absoluteUrl, type RouteSeo } from "./page-head";

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

/** A post speaking for itself: its title, description, image, dates, BlogPosting and breadcrumbs. */
export function blogPostRouteSeo(post: PostFacts, site: { companyName: string; publicUrl: string }): RouteSeo {
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const url = absoluteUrl(path, site.publicUrl);
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
      }),
    ],
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: post.title, path },
    ],
  };
}
