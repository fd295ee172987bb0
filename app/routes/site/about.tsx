import { publicPageHandle } from "../../domain/public-pages";
import { loadAboutContent } from "../../server/site-chrome.server";
import type { Route } from "./+types/about";

export const handle = publicPageHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return { about: await loadAboutContent(context.services) };
}

/** Mission, vision, values and the team: words from the stored content (settings key "about"). */
export default function About({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      <section className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">About us</p>
          <h1 className="mt-2 max-w-3xl text-4xl leading-tight sm:text-5xl">{about.title}</h1>
          {about.intro && <p className="mt-5 max-w-3xl text-lg text-slate-600">{about.intro}</p>}
        </div>
      </section>

      <section aria-label="Mission and vision" className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        <StatementCard heading="Our mission" text={about.mission} />
        <StatementCard heading="Our vision" text={about.vision} />
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <h2 id="values-heading" className="text-3xl">
          Our values
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {about.values.map((value) => (
            <li key={value.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg">{value.name}</h3>
              {value.description && <p className="mt-2 text-slate-600">{value.description}</p>}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-heading" className="mx-auto grid max-w-6xl items-center gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-2">
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

function StatementCard({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h2 className="text-2xl">{heading}</h2>
      <p className="mt-3 text-slate-700">{text}</p>
    </div>
  );
}
