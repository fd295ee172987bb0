import type { SiteSettings } from "../../../domain/site-settings";
import { socialNetworkNames, socialNetworks } from "../../../domain/social-networks";

/**
 * The hero's artwork, the largest thing above the fold: React preloads an eager image in the
 * document's head by itself, and fetchPriority="high" puts it first.
 */
export const HERO_IMAGE = { src: "/demo/hero.svg", width: 560, height: 480 };

/** The spec's fixed texts (public spec, section 1). */
const HEADLINE = "One Dashboard. Endless Skills. Infinite Growth.";
const POPULAR_TAGS = ["Graphic Designing", "Web Development", "Google Ads", "Digital Marketing", "Master SMC"];
const CUSTOMER_SUCCESS = "8.50%";
const TAGLINE = "Working towards a life free from inequality, where every learner can earn with skill and discipline.";

/** Decorative badges around the illustration, from the md breakpoint up. */
const BADGES = [
  { text: "Live chart sessions", place: "left-0 top-8", dot: "bg-accent-500" },
  { text: "Risk first, always", place: "right-0 top-1/3", dot: "bg-amber-accent" },
  { text: "Mentor-led practice", place: "bottom-10 left-6", dot: "bg-navy-700" },
];

export function Hero({ social }: { social: SiteSettings["social"] }) {
  const networks = socialNetworks.map((key) => ({ name: socialNetworkNames[key], href: social[key] }));
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-accent-50 to-white" data-home-section="hero">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <h1 id="hero-heading" className="text-4xl leading-tight sm:text-5xl">
            {HEADLINE}
          </h1>
          <p className="mt-5 max-w-prose text-lg text-slate-600">
            Learn trading, technical analysis and digital skills with mentors who trade with discipline.
          </p>
          <p className="mt-6 text-sm font-semibold text-slate-700">Popular courses</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Popular courses">
            {POPULAR_TAGS.map((tag) => (
              <li key={tag} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-base">Top Categories</h2>
              <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {networks.map((network) => (
                  <li key={network.name}>
                    {/^https?:\/\//.test(network.href) ? (
                      <a href={network.href} target="_blank" rel="noopener noreferrer" className="inline-block py-0.5 text-accent-700 underline-offset-2 hover:underline">
                        {network.name}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <span className="text-slate-700">{network.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-base">Customer Success</h2>
              <p className="mt-2 text-3xl font-bold text-accent-700 tabular-nums">{CUSTOMER_SUCCESS}</p>
              <p className="text-sm text-slate-600">growth in learner outcomes</p>
            </div>
          </div>
          <p className="mt-6 max-w-prose text-slate-700 italic">{TAGLINE}</p>
        </div>
        <div className="relative">
          <img
            src={HERO_IMAGE.src}
            alt="A learner studying a candlestick chart on a laptop and phone"
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-md"
          />
          <ul aria-hidden="true" className="hidden md:block" data-testid="hero-badges">
            {BADGES.map((badge) => (
              <li
                key={badge.text}
                className={`absolute ${badge.place} flex items-center gap-2 rounded-full border border-slate-200 bg-white/95 px-3 py-1.5 text-sm font-semibold text-navy-900 shadow-md`}
              >
                <span className={`h-2.5 w-2.5 rounded-full ${badge.dot}`} />
                {badge.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
