import { publicPageHandle } from "../../domain/public-pages";
import { htmlLang, localeOfPath } from "../../i18n/locale";
import { useLocale, useT } from "../../i18n/texts";
import { loadAboutPage } from "../../server/site-chrome.server";
import { contentPage } from "../../route-handle";
import type { Route } from "./+types/about";

export const handle = { ...publicPageHandle, ...contentPage };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAboutPage(context.services, localeOfPath(new URL(request.url).pathname));
}

/**
 * Mission, vision, values and the team: the page texts (decision 0043) around the page's own
 * headings. On a Hindi page they are in Hindi, or, while a field changed in English has no Hindi,
 * the English page's (decision 0046), whose parts then carry lang="en-IN" so that a screen reader
 * switches voice for them.
 */
export default function About({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  const t = useT();
  const locale = useLocale();
  const lang = loaderData.lang === locale ? undefined : htmlLang[loaderData.lang];
  return (
    <main id="main" tabIndex={-1}>
      <section className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <p lang={lang} className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {about.headings.eyebrow}
          </p>
          <h1 lang={lang} className="mt-2 max-w-3xl text-4xl leading-tight sm:text-5xl">
            {about.title}
          </h1>
          {about.intro && (
            <p lang={lang} className="mt-5 max-w-3xl text-lg text-slate-600">
              {about.intro}
            </p>
          )}
        </div>
      </section>

      <section aria-label={t("about.missionAndVision")} className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        <StatementCard heading={about.headings.mission} text={about.mission} lang={lang} />
        <StatementCard heading={about.headings.vision} text={about.vision} lang={lang} />
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <h2 id="values-heading" lang={lang} className="text-3xl">
          {about.headings.values}
        </h2>
        <ul lang={lang} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {about.values.map((value) => (
            <li key={value.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg">{value.name}</h3>
              {value.description && <p className="mt-2 text-slate-600">{value.description}</p>}
            </li>
          ))}
        </ul>
      </section>

      <section lang={lang} aria-labelledby="team-heading" className="mx-auto grid max-w-6xl items-center gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="team-heading" className="text-3xl">
            {about.team.heading}
          </h2>
          {about.team.text && <p className="mt-4 text-lg text-slate-600">{about.team.text}</p>}
        </div>
        <img
          src={about.team.image}
          alt={about.team.imageAlt}
          width={640}
          height={360}
          loading="lazy"
          className="h-auto w-full rounded-2xl border border-slate-200 bg-slate-100"
        />
      </section>
    </main>
  );
}

function StatementCard({ heading, text, lang }: { heading: string; text: string; lang: string | undefined }) {
  return (
    <div lang={lang} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h2 className="text-2xl">{heading}</h2>
      <p className="mt-3 text-slate-700">
        {text}
      </p>
    </div>
  );
}
