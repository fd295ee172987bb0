/**
 * A round button with a chevron, for moving a carousel; its label is for screen readers. Either
 * `onClick` moves it (a React carousel), or `scrollList` names the scrolling list that the site's
 * script moves by one card (app/client/page-helpers.ts), on pages that do not hydrate too.
 */
export function ArrowButton({ direction, label, onClick, scrollList }: { direction: "previous" | "next"; label: string; onClick?: () => void; scrollList?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-scroll-list={scrollList}
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
