import type { MessageId } from "../../../i18n/catalogue";
import { useFigure, usePageT } from "./page-texts";
import { SectionHeading } from "./section-heading";

/*
 * The spec's fixed texts of the home page (public spec, "Home page, sections in order", items 3-5):
 * three feature cards, four why-us cards and the six community statistics. Their words are in the
 * catalogue's home area unless an administrator wrote others (decision 0043).
 */

const FEATURES: { title: MessageId; text: MessageId; icon: string }[] = [
  { title: "home.featureTradingTitle", text: "home.featureTradingText", icon: "M5 19V9M5 7V4M12 19v-6M12 11V5M19 19v-4M19 13V7" },
  { title: "home.featureMarketingTitle", text: "home.featureMarketingText", icon: "M4 12h4l3 7 4-14 3 7h2" },
  { title: "home.featureWebTitle", text: "home.featureWebText", icon: "M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14" },
];

const WHY_US: { title: MessageId; text: MessageId }[] = [
  { title: "home.whyExpertTitle", text: "home.whyExpertText" },
  { title: "home.whyFlexibleTitle", text: "home.whyFlexibleText" },
  { title: "home.whyPracticalTitle", text: "home.whyPracticalText" },
  { title: "home.whyCommunityTitle", text: "home.whyCommunityText" },
];

/** Each statistic's figure is a page-text field (its default a number in the code, or the catalogue's "1k+"). */
const STATISTICS: { figure: string; label: MessageId }[] = [
  { figure: "statCertifiedTradersFigure", label: "home.statCertifiedTraders" },
  { figure: "statFollowersFigure", label: "home.statFollowers" },
  { figure: "statTeamMembersFigure", label: "home.statTeamMembers" },
  { figure: "statTraderCommunityFigure", label: "home.statTraderCommunity" },
  { figure: "statSubscribersFigure", label: "home.statSubscribers" },
  { figure: "statAppDownloadsFigure", label: "home.statAppDownloads" },
];

export function Features() {
  const t = usePageT();
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-16 sm:py-20" data-home-section="features">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-heading" eyebrow={t("home.featuresEyebrow")} title={t("home.featuresTitle")} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-xl">{t(feature.title)}</h3>
              <p className="mt-2 text-slate-600">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WhyUs() {
  const t = usePageT();
  return (
    <section aria-labelledby="why-us-heading" className="py-16 sm:py-20" data-home-section="why-us">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="why-us-heading" eyebrow={t("home.whyUsEyebrow")} title={t("home.whyUsTitle")} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_US.map((reason, index) => (
            <li key={reason.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p aria-hidden="true" className="text-sm font-bold text-amber-700 tabular-nums">
                0{index + 1}
              </p>
              <h3 className="mt-2 text-lg">{t(reason.title)}</h3>
              <p className="mt-2 text-slate-600">{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CommunityStatistics() {
  const t = usePageT();
  const figure = useFigure();
  return (
    <section aria-labelledby="community-heading" className="bg-accent-50 py-16 sm:py-20" data-home-section="statistics">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="community-heading" eyebrow={t("home.statisticsEyebrow")} title={t("home.statisticsTitle")} />
        <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-6">
          {STATISTICS.map((statistic) => (
            <div key={statistic.label} className="flex flex-col rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{t(statistic.label)}</dt>
              <dd className="order-first text-3xl font-bold text-navy-900 tabular-nums">
                {figure(statistic.figure)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
