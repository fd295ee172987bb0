import { usePageT } from "./page-texts";
import { useContentLang } from "../content-lang";

/** The spec's loop (public spec, section 9); its claim "Trusted by 10,000+ Learners Worldwide" is home.trustClaim. */
const COPIES_IN_LOOP = 3;

export interface TrustLogo {
  name: string;
  image: string;
}

/**
 * The dark banner and its endless row of logos (13 logos, three times, a 15 s linear loop; the
 * motion lives in home.css). The first copy is what assistive technology reads; the other two
 * only close the loop and are hidden from it. The pause button works by the site's script
 * (app/client/home-widgets.ts), which sets the section's `data-paused`; CSS stops the row and swaps
 * the button's icon. The same script starts the row when it comes near the viewport (`data-marquee`).
 */
export function TrustBanner({ logos }: { logos: TrustLogo[] }) {
  const t = usePageT();
  // the logos' names are content (the company names as written)
  const contentLang = useContentLang();
  return (
    <section aria-labelledby="trust-heading" className="group/trust bg-navy-900 py-10 text-white" data-home-section="trust" data-paused="false">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 sm:px-6">
        <h2 id="trust-heading" className="text-2xl text-white sm:text-3xl">
          {t("home.trustClaim")}
        </h2>
        {logos.length > 0 && (
          <button
            type="button"
            data-marquee-pause=""
            data-pause-label={t("home.pauseLogos")}
            data-play-label={t("home.playLogos")}
            className="inline-flex min-h-10 items-center gap-2 rounded-full border border-white/40 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
          >
            <PauseIcon />
            <span data-toggle-label="">{t("home.pauseLogos")}</span>
          </button>
        )}
      </div>
      {logos.length > 0 && (
        <div className="home-marquee mt-8 overflow-hidden" data-marquee="" data-testid="trust-marquee">
          <ul className="home-marquee-track flex w-max" aria-label={t("home.partnersAndMedia")}>
            {Array.from({ length: COPIES_IN_LOOP }, (_, copy) =>
              logos.map((logo, index) => (
                <li key={`${copy}-${index}`} className="shrink-0 px-6" aria-hidden={copy > 0 ? true : undefined}>
                  {/* lazy: React would otherwise preload all 13 in the head, ahead of the stylesheet and the hero */}
                  <img src={logo.image} alt={copy === 0 ? logo.name : ""} lang={copy === 0 ? contentLang : undefined} width={220} height={64} loading="lazy" decoding="async" className="h-10 w-auto opacity-90 sm:h-12" />
                </li>
              )),
            )}
          </ul>
        </div>
      )}
    </section>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <path d="M8 5v14l11-7z" className="hidden group-data-[paused=true]/trust:inline" />
      <path d="M7 5h4v14H7zM13 5h4v14h-4z" className="group-data-[paused=true]/trust:hidden" />
    </svg>
  );
}
