import { data, redirect } from "react-router";
import { BlogArticle } from "../../components/site/blog-article";
import { BlogCard } from "../../components/site/blog-card";
import { BlogContents } from "../../components/site/blog-contents";
import { BlogPostNeighbours } from "../../components/site/blog-post-neighbours";
import { BlogShare } from "../../components/site/blog-share";
import { NewsletterSignup } from "../../components/site/newsletter-signup";
import { feedLinks } from "../../domain/blog-feeds";
import { formatCount } from "../../domain/counts";
import { absoluteUrl } from "../../domain/seo/page-head";
import { pathInLocale } from "../../i18n/locale";
import { useLocale, useLocalPath, useT } from "../../i18n/texts";
import { keptBlogPostPage } from "../../server/blog.server";
import { localeOfRequest } from "../../server/i18n/site-messages.server";
import { siteBase } from "../../server/seo/sitemap.server";
import { blogPostRouteSeo } from "../../domain/seo/blog-post-seo";
import type { SeoHandle } from "../../domain/seo/route-seo";
import type { Article } from "../../server/blog.server";
import { contentPage, type RouteHandle } from "../../route-handle";
import type { Route } from "./+types/blog-post";
import { SiteLink } from "../../components/site/site-link";

export const handle: SeoHandle<{ post: Article | null } | undefined> & RouteHandle = {
  ...contentPage,
  seo: ({ data: loaded, settings, publicUrl, locale, t }) =>
    loaded?.post
      ? {
          ...blogPostRouteSeo(loaded.post, { companyName: settings.companyName, publicUrl }, { locale, t }),
          // the blog's feeds in the page's language, as on the list (decisions 0037, 0057)
          feeds: feedLinks(t("blog.feedTitle", { site: settings.companyName }), null, locale),
        }
      : { name: t("pages.postNotFound"), notFound: true },
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const found = await keptBlogPostPage(context.services, params.slug, locale);
  // A renamed post's old address keeps working, permanently moved (search engines follow it), in the
  // same language; so does a post's English slug under /hi once it has a Hindi one (decision 0051).
  if (found.kind === "moved") throw redirect(pathInLocale(`/blog/${encodeURIComponent(found.slug)}`, locale), 301);
  // A missing article is a real 404 for crawlers, with the spec's friendly screen for people.
  if (found.kind === "missing") return data({ post: null, surroundings: null, shareUrl: null }, { status: 404 });
  const { surroundings } = found;
  const base = await siteBase(context.services);
  // the address shared is this page's, in its language
  const shareUrl = absoluteUrl(pathInLocale(`/blog/${encodeURIComponent((locale === "hi" && found.post.hindiSlug) || found.post.slug)}`, locale), base);
  return { post: found.post, surroundings, shareUrl };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, surroundings, shareUrl } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const locale = useLocale();
  if (!post) {
    return (
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl">{t("blog.notFound")}</h1>
        <SiteLink to={localPath("/blog")} className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-semibold text-white">
          {t("blog.backToBlog")}
        </SiteLink>
      </main>
    );
  }
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <SiteLink to={localPath("/blog")} className="text-sm font-semibold text-accent-700 hover:underline">
        {t("blog.back")}
      </SiteLink>
      {locale === "hi" && post.lang !== "hi" && <p className="mt-4 text-sm text-slate-600">{t("blog.englishOnlyPost")}</p>}
      <BlogArticle
        post={post}
        byline={
          <>
            {" · "}
            <span>{t("blog.readingTime", { count: post.readingMinutes, countText: formatCount(post.readingMinutes) })}</span>
          </>
        }
        beforeContent={<BlogContents entries={post.toc} />}
      />
      {shareUrl && <BlogShare url={shareUrl} title={post.title} />}
      <div className="mt-10">
        <NewsletterSignup />
      </div>
      {surroundings && <BlogPostNeighbours older={surroundings.older} newer={surroundings.newer} />}
      {surroundings && surroundings.related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-12">
          <h2 id="related-posts" className="text-2xl">
            {t("blog.related")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {surroundings.related.map((card) => (
              <BlogCard key={card.id} post={card} eager={false} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
