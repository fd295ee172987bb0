/**
 * A round button with a chevron; its label is for screen readers. The site's script moves what it
 * names (app/client/page-helpers.ts, home-widgets.ts): `scrollList`, a scrolling list by one card;
 * `carouselStep`, the carousel it sits in by one slide. Either way it works on pages that do not
 * hydrate.
 */
export function ArrowButton({ direction, label, scrollList, carouselStep }: { direction: "previous" | "next"; label: string; scrollList?: string; carouselStep?: boolean }) {
  return (
    <button
      type="button"
      data-scroll-list={scrollList}
      data-carousel-step={carouselStep ? direction : undefined}
      data-direction={direction}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-navy-900 hover:border-accent-600"
    >
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={direction === "previous" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} />
      </svg>
    </button>
  );
}
