import type { ResponsiveImage } from "../../../domain/images";
import { usePageT } from "./page-texts";
import { contentLangOf } from "../content-lang";
import { useLocale } from "../../../i18n/texts";
import { ArrowButton } from "../../ui/arrow-button";
import { ResponsiveImg } from "../../ui/responsive-img";
import { SectionHeading } from "./section-heading";

/** The spec's timing (public spec, section 9); app/client/home-widgets.ts moves the slides. */
const TRANSITION_MS = 500;

export interface TestimonialSlide {
  id: string;
  quote: string;
  author: string;
  avatar: ResponsiveImage;
  rating: number;
  /** "hi" when the quote is its Hindi (decision 0055); otherwise it is English */
  lang?: "hi";
}

/**
 * One testimonial at a time, moving on every 5 s and wrapping both ways. It stops while the
 * pointer is over it or focus is inside it, when the visitor presses Pause, and always under
 * prefers-reduced-motion. Drawn here as it is without a script: the slides form a row the visitor
 * scrolls through, so every testimonial stays readable. The site's script turns the row into the
 * carousel (`data-enhanced`, app/client/home-widgets.ts); CSS follows its attributes.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: TestimonialSlide[] }) {
  const count = testimonials.length;
  const t = usePageT();
  const locale = useLocale();
  if (count === 0) return null;

  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-16 sm:py-20" data-home-section="testimonials">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" eyebrow={t("home.testimonialsEyebrow")} title={t("home.testimonialsTitle")} />
        <div
          className="group/carousel mt-10"
          role="group"
          aria-roledescription="carousel"
          aria-label={t("home.testimonialsCarousel")}
          data-testid="testimonials-carousel"
          data-carousel=""
          data-rotating="false"
        >
          {/* without a script the row scrolls, and a keyboard must be able to reach it */}
          <div
            className="relative snap-x snap-mandatory overflow-x-auto group-data-enhanced/carousel:snap-none group-data-enhanced/carousel:overflow-hidden"
            tabIndex={0}
            aria-label={t("home.testimonialsScrollable")}
            role="region"
            data-carousel-scroller=""
          >
            <ul className="flex transition-transform ease-in-out" style={{ transitionDuration: `${TRANSITION_MS}ms` }} aria-live="polite" data-testid="testimonial-track">
              {testimonials.map((testimonial, index) => (
                <li
                  key={testimonial.id}
                  className="w-full shrink-0 snap-center px-1"
                  aria-roledescription="slide"
                  aria-label={t("home.testimonialSlide", { position: String(index + 1), total: String(count) })}
                >
                  <figure className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                    <p className="text-amber-700" role="img" aria-label={t("home.testimonialRating", { rating: String(testimonial.rating) })}>
                      {"★".repeat(testimonial.rating)}
                      <span className="text-slate-300">{"★".repeat(5 - testimonial.rating)}</span>
                    </p>
                    {/* a quote without its Hindi is shown as written, in English, marked and said so (decision 0055) */}
                    <blockquote lang={contentLangOf(locale, testimonial.lang ?? "en")} className="mt-3 text-lg text-slate-700" data-testid="testimonial-quote">
                      “{testimonial.quote}”
                    </blockquote>
                    {locale === "hi" && testimonial.lang !== "hi" && <p className="mt-1 text-sm text-slate-600">{t("home.testimonialInEnglish")}</p>}
                    <figcaption className="mt-5 flex items-center gap-3 font-semibold text-navy-900">
                      <ResponsiveImg
                        image={testimonial.avatar}
                        sizes="48px"
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="h-12 w-12 rounded-full bg-slate-100 object-cover"
                      />
                      {/* a name stays as its person writes it, in Latin letters, whatever the quote's language (decision 0055) */}
                      <span lang={contentLangOf(locale, "en")}>{testimonial.author}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
          {count > 1 && (
            <div className="invisible mt-6 flex flex-wrap items-center justify-center gap-3 group-data-enhanced/carousel:visible">
              <ArrowButton direction="previous" label={t("home.previousTestimonial")} carouselStep />
              <ul className="flex items-center gap-1">
                {testimonials.map((testimonial, index) => (
                  <li key={testimonial.id}>
                    <button type="button" data-carousel-go={index} className="inline-flex h-8 w-8 items-center justify-center rounded-full">
                      <span className="sr-only">{t("home.showTestimonial", { position: String(index + 1) })}</span>
                      <span
                        aria-hidden="true"
                        className="block h-2.5 w-2.5 rounded-full bg-slate-400 transition-all in-aria-[current=true]:w-6 in-aria-[current=true]:bg-accent-700"
                      />
                    </button>
                  </li>
                ))}
              </ul>
              <ArrowButton direction="next" label={t("home.nextTestimonial")} carouselStep />
              <button
                type="button"
                data-carousel-pause=""
                data-pause-label={t("home.pauseTestimonials")}
                data-play-label={t("home.playTestimonials")}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 hover:border-accent-600"
              >
                {t("home.pauseTestimonials")}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
