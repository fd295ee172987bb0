import { Link } from "react-router";

/** A status page's words. */
export interface StatusTexts {
  /** the small label above the title, "ERROR 404" */
  label: string;
  title: string;
  body: string;
  backHome: string;
}

const texts: Record<number, { title: string; body: string }> = {
  404: {
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
  },
  500: {
    title: "Something went wrong",
    body: "We could not show this page. Please try again in a moment.",
  },
};

/** The English words, for /admin and for an error no page's texts reached (the root's boundary). */
function englishTexts(status: number): StatusTexts {
  const text = texts[status] ?? { title: "Request not completed", body: "This request could not be completed." };
  return { ...text, label: `ERROR ${status}`, backHome: "Back to the home page" };
}

/**
 * A whole, self-contained page for error statuses; it never shows technical details. Inside the
 * public site the site's head gives the title (`titled={false}`), so that there is one, and the
 * page passes its words from the catalogue in its language (`words`, with `homePath`); this
 * component stays domain-free.
 */
export function StatusPage({
  status,
  titled = true,
  words,
  homePath = "/",
}: {
  status: number;
  titled?: boolean;
  words?: StatusTexts;
  homePath?: string;
}) {
  const text = words ?? englishTexts(status);
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      {titled && <title>{`${text.title} | Candlewise Academy`}</title>}
      <p className="text-sm font-semibold tracking-widest text-accent-700">{text.label}</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{text.title}</h1>
      <p className="mt-4 text-slate-600">{text.body}</p>
      <Link
        to={homePath}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800"
      >
        {text.backHome}
      </Link>
    </main>
  );
}
