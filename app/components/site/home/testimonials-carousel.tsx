import { useEffect, useState, type FocusEvent } from "react";
import type { ResponsiveImage } from "../../../domain/images";
import { usePageT } from "./page-texts";
import { useContentLang } from "../content-lang";
import { ArrowButton } from "../../ui/arrow-button";
import { ResponsiveImg } from "../../ui/responsive-img";
import { SectionHeading } from "./section-heading";
import { useReducedMotion } from "./use-reduced-motion";

/** The spec's timing (public spec, section 9). */
export const TESTIMONIAL_INTERVAL_MS = 5_000;
const TRANSITION_MS = 500;

export interface TestimonialSlide {
  id: string;
  quote: string;
  author: string;
  avatar: ResponsiveImage;
  rating: number;
}

/**
 * One testimonial at a time, moving on every 5 s and wrapping both ways. It stops while the
 * pointer is over it or focus is inside it, when the visitor presses Pause, and always under
 * prefers-reduced-motion. Without JavaScript the slides form a row the visitor scrolls through,
 * so every testimonial stays readable.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: TestimonialSlide[] }) {
  const count = testimonials.length;
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const t = usePageT();
  const contentLang = useContentLang();
  const rotating = enhanced && count > 1 && !pausedByVisitor && !hovered && !focused && !reducedMotion;

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), TESTIMONIAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  if (count === 0) return null;
  const go = (index: number) => setCurrent(((index % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-labelledby="testimonials-heading"
      className="bg-slate-50 py-16 sm:py-20"
      data-home-section="testimonials"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" eyebrow={t("home.testimonialsEyebrow")} title={t("home.testimonialsTitle")} />
        <div
          className="mt-10"
          role="group"
          aria-roledescription="carousel"
          aria-label={t("home.testimonialsCarousel")}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
          data-testid="testimonials-carousel"
          data-rotating={rotating}
        >
          <div
            className={`relative ${enhanced ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}`}
            // without JavaScript the row scrolls, and a keyboard must be able to reach it
            tabIndex={enhanced ? undefined : 0}
            aria-label={enhanced ? undefined : t("home.testimonialsScrollable")}
            role={enhanced ? undefined : "region"}
          >
            <ul
              className="flex transition-transform ease-in-out"
              style={{ transform: enhanced ? `translateX(-${current * 100}%)` : undefined, transitionDuration: `${TRANSITION_MS}ms` }}
              aria-live={rotating ? "off" : "polite"}
              data-testid="testimonial-track"
            >
              {testimonials.map((testimonial, index) => {
                const hidden = enhanced && index !== current;
                return (
                  <li
                    key={testimonial.id}
                    className="w-full shrink-0 snap-center px-1"
                    aria-roledescription="slide"
                    aria-label={t("home.testimonialSlide", { position: String(index + 1), total: String(count) })}
                    aria-hidden={hidden || undefined}
                    inert={hidden || undefined}
                    data-current={enhanced ? index === current : undefined}
                  >
                    <figure className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                      <p className="text-amber-700" role="img" aria-label={t("home.testimonialRating", { rating: String(testimonial.rating) })}>
                        {"★".repeat(testimonial.rating)}
                        <span className="text-slate-300">{"★".repeat(5 - testimonial.rating)}</span>
                      </p>
                      <blockquote lang={contentLang} className="mt-3 text-lg text-slate-700">“{testimonial.quote}”</blockquote>
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
                        <span lang={contentLang}>{testimonial.author}</span>
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </div>
          {count > 1 && (
            <div className={`mt-6 flex flex-wrap items-center justify-center gap-3 ${enhanced ? "" : "invisible"}`}>
              <ArrowButton direction="previous" label={t("home.previousTestimonial")} onClick={() => go(current - 1)} />
              <ul className="flex items-center gap-1">
                {testimonials.map((testimonial, index) => (
                  <li key={testimonial.id}>
                    <button
                      type="button"
                      onClick={() => go(index)}
                      aria-current={index === current ? "true" : undefined}
                      className="inline-flex h-8 w-8 items-center justify-center rounded-full"
                    >
                      <span className="sr-only">{t("home.showTestimonial", { position: String(index + 1) })}</span>
                      <span
                        aria-hidden="true"
                        className={`block h-2.5 rounded-full transition-all ${index === current ? "w-6 bg-accent-700" : "w-2.5 bg-slate-400"}`}
                      />
                    </button>
                  </li>
                ))}
              </ul>
              <ArrowButton direction="next" label={t("home.nextTestimonial")} onClick={() => go(current + 1)} />
              {!reducedMotion && (
                <button
                  type="button"
                  onClick={() => setPausedByVisitor((value) => !value)}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 hover:border-accent-600"
                >
                  {pausedByVisitor ? t("home.playTestimonials") : t("home.pauseTestimonials")}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
