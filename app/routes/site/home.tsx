import { BlogCoverImage } from "../../components/site/blog-cover-image";
import { Link } from "react-router";
import { CourseGrid } from "../../components/site/course-grid";
import { formatDate } from "../../domain/dates";
import { responsiveImage } from "../../domain/images";
import { messages } from "../../domain/messages";
import { loadHome } from "../../server/home.server";
import { publicPageRouteSeo } from "../../domain/public-pages";
import { courseListJsonLd, organizationJsonLd, webSiteJsonLd } from "../../domain/seo/json-ld";
import { absoluteUrl } from "../../domain/seo/page-head";
import type { SeoHandle } from "../../domain/seo/route-seo";
import type { Route } from "./+types/home";

export const handle: SeoHandle<Awaited<ReturnType<typeof loadHome>> | undefined> = {
  seo: ({ data: home, settings, publicUrl, pathname }) => {
    const site = absoluteUrl("/", publicUrl);
    return {
      ...publicPageRouteSeo(pathname),
      jsonLd: [
        organizationJsonLd({
          name: settings.companyName,
          url: site,
          logo: absoluteUrl("/favicon.svg", publicUrl),
          email: settings.email,
          telephone: settings.phone,
          address: settings.address,
          sameAs: Object.values(settings.social).filter((link) => /^https?:\/\//.test(link)),
        }),
        webSiteJsonLd(settings.companyName, site),
        ...(home && home.courses.length > 0
          ? [
              courseListJsonLd(
                home.courses.map((course) => ({
                  name: course.name,
                  description: course.description || `${course.name}: a ${course.category} course by ${settings.companyName}.`,
                  url: course.link,
                  image: absoluteUrl(course.image, publicUrl),
                })),
                { name: settings.companyName, url: site },
              ),
            ]
          : []),
      ],
    };
  },
};

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context.services);
}

const popularTags = ["Graphic Designing", "Web Development", "Google Ads", "Digital Marketing", "Master SMC"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { courses, testimonials, latestBlogs } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      <section className="bg-gradient-to-b from-accent-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
          <div>
            <h1 className="text-4xl leading-tight sm:text-5xl">One Dashboard. Endless Skills. Infinite Growth.</h1>
            <p className="mt-5 max-w-prose text-lg text-slate-600">
              Learn trading, technical analysis and digital skills with mentors who trade with discipline.
            </p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Popular courses">
              {popularTags.map((tag) => (
                <li key={tag} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <img src="/demo/hero.svg" alt="A learner studying a candlestick chart" width={560} height={480} className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <section aria-labelledby="courses-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="courses-heading" className="text-3xl">Our courses</h2>
        <CourseGrid courses={courses} emptyText={messages.courses.none} />
      </section>

      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading" className="bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="testimonials-heading" className="text-3xl">What our learners say</h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <p className="text-amber-600" aria-label={`Rating ${testimonial.rating} out of 5`}>
                    {"★".repeat(testimonial.rating)}
                  </p>
                  <blockquote className="mt-3 text-slate-700">“{testimonial.quote}”</blockquote>
                  <p className="mt-4 flex items-center gap-3 font-semibold text-navy-900">
                    <img
                      {...responsiveImage({ src: testimonial.avatar, width: testimonial.imageWidth, height: testimonial.imageHeight }, "testimonial-avatar")}
                      sizes="40px"
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded-full object-cover"
                    />
                    {testimonial.author}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="blogs-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="blogs-heading" className="text-3xl">Latest blogs</h2>
        {latestBlogs.length === 0 ? (
          <p className="mt-6 text-slate-600">{messages.blogs.none}</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {latestBlogs.map((blog) => (
              <li key={blog.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <BlogCoverImage image={blog.image} sizes="(min-width: 768px) 360px, 100vw" />
                <div className="p-5">
                  <p className="text-sm text-slate-500">{formatDate(blog.date)}</p>
                  <h3 className="mt-1 text-lg">{blog.title}</h3>
                  <Link to={`/blog/${blog.slug}`} className="mt-3 inline-block font-semibold text-accent-700 hover:underline">
                    Read More<span className="sr-only">: {blog.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Link to="/blog" className="mt-8 inline-block font-semibold text-accent-700 hover:underline">
          View All Blog Posts
        </Link>
      </section>
    </main>
  );
}
