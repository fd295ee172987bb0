/*
 * The home page's moving parts, by the site's own script (decision 0047): the course chips that
 * filter in place, the testimonial carousel, the trust banner's pause, the video lessons' player
 * made on request and the app picture's drawn stand-in. The server draws each as it works without
 * a script (app/components/site/…); these listeners make it the richer version.
 */
import { ALL_COURSES } from "../domain/course-filter";
import { afterLayout } from "./after-layout";
import { closestIn } from "./events";
import { whenNear } from "./when-near";

/** The spec's timing (public spec, section 9): a new testimonial every 5 s. */
export const TESTIMONIAL_INTERVAL_MS = 5_000;

/** A plain click: a new tab or window (a modifier, another button) keeps the link's own behaviour. */
function plainClick(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/** The chips choose a category in the page; the address stays, as the server's filter is for pages without a script. */
function wireCourseChips(): void {
  document.addEventListener("click", (event) => {
    const chip = closestIn(event, "[data-category-chip]");
    if (!chip || !plainClick(event)) return;
    event.preventDefault();
    const category = chip.dataset.categoryChip;
    for (const other of document.querySelectorAll("[data-category-chip]")) {
      if (other === chip) other.setAttribute("aria-current", "true");
      else other.removeAttribute("aria-current");
    }
    const list = document.getElementById("course-list");
    for (const card of list?.querySelectorAll<HTMLElement>("[data-category]") ?? []) {
      card.hidden = category !== ALL_COURSES && card.dataset.category !== category;
    }
    list?.scrollTo({ left: 0 });
  });
}

/** The row of logos stops where it is (CSS follows the section's `data-paused`), and the button says what it will do. */
function wireTrustPause(): void {
  document.addEventListener("click", (event) => {
    const button = closestIn(event, "[data-marquee-pause]");
    const section = button?.closest<HTMLElement>("[data-paused]");
    if (!button || !section) return;
    const paused = section.dataset.paused !== "true";
    section.dataset.paused = String(paused);
    const label = button.querySelector("[data-toggle-label]");
    if (label) label.textContent = (paused ? button.dataset.playLabel : button.dataset.pauseLabel) ?? "";
  });
}

/** The row of logos starts moving when it comes near the viewport: home.css says why it waits for `data-near-view`. */
function wireTrustMarquee(): void {
  for (const marquee of document.querySelectorAll<HTMLElement>("[data-marquee]")) {
    whenNear(marquee, "200px 0px", () => {
      marquee.dataset.nearView = "";
    });
  }
}

/** The poster gives way to the player's frame, which is the first request to the video host. */
function wireVideoLessons(): void {
  document.addEventListener("click", (event) => {
    const poster = closestIn(event, "[data-video-embed]");
    if (!poster || !plainClick(event)) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = poster.dataset.videoEmbed ?? "";
    frame.title = poster.dataset.videoTitle ?? "";
    frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.className = "h-full w-full";
    poster.replaceWith(frame);
    frame.focus();
  });
}

/** A picture that cannot load is replaced by the drawing in its `<template>` (`data-fallback` names it). */
function wireImageFallbacks(): void {
  const swap = (image: HTMLImageElement) => {
    const template = document.getElementById(image.dataset.fallback ?? "");
    if (template instanceof HTMLTemplateElement) image.replaceWith(template.content.cloneNode(true));
  };
  // error events do not bubble: listen while they go down
  document.addEventListener("error", (event) => {
    if (event.target instanceof HTMLImageElement && event.target.dataset.fallback) swap(event.target);
  }, true);
  // one that failed before this script ran fired its error unheard
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (image.complete && image.naturalWidth === 0) swap(image);
  }
}

/**
 * The testimonials: one at a time, every 5 s, wrapping both ways. It stops while the pointer is over
 * it or focus is inside it, when the visitor presses Pause, and always under prefers-reduced-motion
 * (then the Pause button is gone and the arrows and dots remain).
 */
function wireCarousel(carousel: HTMLElement): void {
  const scroller = carousel.querySelector<HTMLElement>("[data-carousel-scroller]");
  const track = carousel.querySelector<HTMLElement>("[data-testid=testimonial-track]");
  const slides = track ? [...track.children].filter((slide): slide is HTMLElement => slide instanceof HTMLElement) : [];
  const dots = [...carousel.querySelectorAll<HTMLElement>("[data-carousel-go]")];
  const pause = carousel.querySelector<HTMLElement>("[data-carousel-pause]");
  if (!scroller || !track || slides.length === 0) return;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const state = { current: 0, pausedByVisitor: false, hovered: false, focused: false };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const rotating = () => slides.length > 1 && !state.pausedByVisitor && !state.hovered && !state.focused && !reducedMotion.matches;
  const render = () => {
    const moving = rotating();
    carousel.dataset.rotating = String(moving);
    track.style.transform = `translateX(-${state.current * 100}%)`;
    track.setAttribute("aria-live", moving ? "off" : "polite");
    slides.forEach((slide, index) => {
      const hidden = index !== state.current;
      slide.dataset.current = String(!hidden);
      if (hidden) slide.setAttribute("aria-hidden", "true");
      else slide.removeAttribute("aria-hidden");
      slide.inert = hidden;
    });
    dots.forEach((dot, index) => {
      if (index === state.current) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (pause) {
      pause.hidden = reducedMotion.matches;
      pause.textContent = (state.pausedByVisitor ? pause.dataset.playLabel : pause.dataset.pauseLabel) ?? "";
    }
    clearTimeout(timer);
    if (moving) timer = setTimeout(() => go(state.current + 1), TESTIMONIAL_INTERVAL_MS);
  };
  const go = (index: number) => {
    state.current = ((index % slides.length) + slides.length) % slides.length;
    render();
  };

  // from the scrolling row to the carousel
  carousel.dataset.enhanced = "";
  scroller.removeAttribute("tabindex");
  scroller.removeAttribute("role");
  scroller.removeAttribute("aria-label");
  // back to the first slide if the row was scrolled, once laid out (a scroll offset set now would lay the page out)
  afterLayout(scroller, () => {
    scroller.scrollLeft = 0;
  });

  carousel.addEventListener("click", (event) => {
    const step = closestIn(event, "[data-carousel-step]");
    const dot = closestIn(event, "[data-carousel-go]");
    if (step) go(state.current + (step.dataset.carouselStep === "previous" ? -1 : 1));
    else if (dot) go(Number(dot.dataset.carouselGo));
    else if (closestIn(event, "[data-carousel-pause]")) {
      state.pausedByVisitor = !state.pausedByVisitor;
      render();
    }
  });
  carousel.addEventListener("mouseenter", () => {
    state.hovered = true;
    render();
  });
  carousel.addEventListener("mouseleave", () => {
    state.hovered = false;
    render();
  });
  carousel.addEventListener("focusin", () => {
    state.focused = true;
    render();
  });
  carousel.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget)) return;
    state.focused = false;
    render();
  });
  reducedMotion.addEventListener("change", render);
  render();
}

export function wireHomeWidgets(): void {
  wireCourseChips();
  wireTrustPause();
  wireTrustMarquee();
  wireVideoLessons();
  wireImageFallbacks();
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) wireCarousel(carousel);
}
