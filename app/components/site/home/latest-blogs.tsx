import type { ResponsiveImage } from "../../../domain/images";
import { useFormatDate, useLocalPath } from "../../../i18n/texts";
import { usePageT } from "./page-texts";
import { useContentLang } from "../content-lang";
import { BlogCoverImage } from "../blog-cover-image";
import { SectionHeading } from "./section-heading";
import { SiteLink } from "../site-link";

export interface LatestBlog {
  id: string;
  title: string;
  slug: string;
  date: string;
  image: ResponsiveImage;
}

/** The three newest published posts, or the spec's empty text. */
export function LatestBlogs({ blogs }: { blogs: LatestBlog[] }) {
  const t = usePageT();
  const formatDate = useFormatDate();
  const localPath = useLocalPath();
  const contentLang = useContentLang();
  return (
    <section aria-labelledby="blogs-heading" className="bg-slate-50 py-16 sm:py-20" data-home-section="blogs">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="blogs-heading" eyebrow={t("home.blogsEyebrow")} title={t("home.blogsTitle")} />
        {blogs.length === 0 ? (
          <p className="mt-8 text-center text-slate-600">{t("home.blogsNone")}</p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {blogs.map((blog) => (
              <li key={blog.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <BlogCoverImage image={blog.image} sizes="(min-width: 768px) 360px, 100vw" />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-sm text-slate-600">{formatDate(blog.date)}</p>
                  <h3 lang={contentLang} className="mt-1 text-lg">
                    {blog.title}
                  </h3>
                  <SiteLink to={localPath(`/blog/${blog.slug}`)} className="mt-auto inline-block pt-3 font-semibold text-accent-700 hover:underline">
                    {t("home.readMore")}
                    <span className="sr-only">
                      : <span lang={contentLang}>{blog.title}</span>
                    </span>
                  </SiteLink>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10 text-center">
          <SiteLink to={localPath("/blog")} className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800">
            {t("home.allBlogPosts")}
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
