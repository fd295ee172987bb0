import { SectionHeading } from "./section-heading";

/*
 * The spec's fixed texts of the home page (public spec, "Home page, sections in order", items 3-5):
 * three feature cards, four why-us cards and the six community statistics.
 */

const FEATURES = [
  {
    title: "Trading courses",
    text: "Forex, stocks, options and crypto taught from the basics to complete strategies, with risk management in every lesson.",
    icon: "M5 19V9M5 7V4M12 19v-6M12 11V5M19 19v-4M19 13V7",
  },
  {
    title: "Digital marketing",
    text: "Search, social and Google Ads campaigns built step by step, so you can grow a business or start a career.",
    icon: "M4 12h4l3 7 4-14 3 7h2",
  },
  {
    title: "Full-stack web development",
    text: "HTML, CSS, JavaScript and a modern back end: build and ship real web applications from your first project on.",
    icon: "M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14",
  },
];

const WHY_US = [
  { title: "Expert guidance", text: "Mentors who trade and build for a living explain every step and answer your questions." },
  { title: "Flexible learning", text: "Recorded lessons and weekend live sessions that fit around college or a full-time job." },
  { title: "Practical insights", text: "Real charts, real campaigns and real code: every module ends with something you did yourself." },
  { title: "Supportive community", text: "Learn with hundreds of peers who share trade journals, feedback and encouragement." },
];

const STATISTICS = [
  { figure: "100+", label: "Certified traders" },
  { figure: "1k+", label: "Followers" },
  { figure: "35+", label: "Team members" },
  { figure: "500+", label: "Trader community" },
  { figure: "200+", label: "Video-channel subscribers" },
  { figure: "100+", label: "App downloads" },
];

export function Features() {
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-16 sm:py-20" data-home-section="features">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-heading" eyebrow="What we teach" title="Skills that pay for themselves" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-xl">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WhyUs() {
  return (
    <section aria-labelledby="why-us-heading" className="py-16 sm:py-20" data-home-section="why-us">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="why-us-heading" eyebrow="Why learn with us" title="Calm, precise and practical" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_US.map((reason, index) => (
            <li key={reason.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p aria-hidden="true" className="text-sm font-bold text-amber-700 tabular-nums">
                0{index + 1}
              </p>
              <h3 className="mt-2 text-lg">{reason.title}</h3>
              <p className="mt-2 text-slate-600">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CommunityStatistics() {
  return (
    <section aria-labelledby="community-heading" className="bg-accent-50 py-16 sm:py-20" data-home-section="statistics">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="community-heading" eyebrow="Our community" title="Growing together" />
        <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-6">
          {STATISTICS.map((statistic) => (
            <div key={statistic.label} className="flex flex-col rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{statistic.label}</dt>
              <dd className="order-first text-3xl font-bold text-navy-900 tabular-nums">{statistic.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
