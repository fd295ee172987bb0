import type { SiteSettings } from "../../../domain/site-settings";
import { socialNetworkNames, socialNetworks } from "../../../domain/social-networks";
import type { MessageId } from "../../../i18n/catalogue";
import { useFigure, usePageT } from "./page-texts";

/**
 * The hero's artwork, the largest thing above the fold: React preloads an eager image in the
 * document's head by itself, and fetchPriority="high" puts it first.
 */
export const HERO_IMAGE = { src: "/demo/hero.svg", width: 560, height: 480 };

/** The spec's texts (public spec, section 1): the catalogue's home area, or what an administrator wrote (decision 0043). */
const POPULAR_TAGS: MessageId[] = ["home.tagGraphicDesign", "home.tagWebDevelopment", "home.tagGoogleAds", "home.tagDigitalMarketing", "home.tagMasterSmc"];

/** Decorative badges around the illustration, from the md breakpoint up. */
const BADGES: { text: MessageId; place: string; dot: string }[] = [
  { text: "home.badgeLiveChart", place: "left-0 top-8", dot: "bg-accent-500" },
  { text: "home.badgeRiskFirst", place: "right-0 top-1/3", dot: "bg-amber-accent" },
  { text: "home.badgeMentorPractice", place: "bottom-10 left-6", dot: "bg-navy-700" },
];

export function Hero({ social }: { social: SiteSettings["social"] }) {
  const t = usePageT();
  const figure = useFigure();
  const networks = socialNetworks.map((key) => ({ name: socialNetworkNames[key], href: social[key] }));
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-accent-50 to-white" data-home-section="hero">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <h1 id="hero-heading" className="text-4xl leading-tight sm:text-5xl">
            {t("home.heroHeadline")}
          </h1>
          <p className="mt-5 max-w-prose text-lg text-slate-600">{t("home.heroIntro")}</p>
          <p className="mt-6 text-sm font-semibold text-slate-700">{t("home.popularCourses")}</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("home.popularCourses")}>
            {POPULAR_TAGS.map((tag) => (
              <li key={tag} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700">
                {t(tag)}
              </li>
            ))}
          </ul>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-base">{t("home.topCategories")}</h2>
              <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {networks.map((network) => (
                  <li key={network.name}>
                    {/^https?:\/\//.test(network.href) ? (
                      <a href={network.href} target="_blank" rel="noopener noreferrer" className="inline-block py-0.5 text-accent-700 underline-offset-2 hover:underline">
                        {network.name}
                        <span className="sr-only">{t("common.opensInNewTab")}</span>
                      </a>
                    ) : (
                      <span className="text-slate-700">{network.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-base">{t("home.customerSuccess")}</h2>
              <p className="mt-2 text-3xl font-bold text-accent-700 tabular-nums">{figure("customerSuccessFigure")}</p>
              <p className="text-sm text-slate-600">{t("home.customerSuccessNote")}</p>
            </div>
          </div>
          <p className="mt-6 max-w-prose text-slate-700 italic">{t("home.heroTagline")}</p>
        </div>
        <div className="relative">
          <img
            src={HERO_IMAGE.src}
            alt={t("home.heroImageAlt")}
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
                {t(badge.text)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
