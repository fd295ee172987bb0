import { ThirdPartyEmbed } from "../../components/site/third-party-embed";
import { publicPageHandle } from "../../domain/public-pages";

export const handle = publicPageHandle;

const CALENDAR_HEIGHT = 600;

const calendarConfig = {
  colorTheme: "light",
  isTransparent: false,
  width: "100%",
  height: CALENDAR_HEIGHT,
  locale: "en",
  importanceFilter: "-1,0,1",
  countryFilter: "in,us,eu,gb,jp,au,cn",
};

const columns: [name: string, meaning: string][] = [
  ["Date", "The day the figure is published."],
  ["Time", "When it is published, in your own time zone."],
  ["Currency", "The currency the release is most likely to move, such as INR, USD or EUR."],
  ["Event", "What is published: an interest-rate decision, inflation, jobs, growth and so on."],
  ["Forecast", "What economists expect the figure to be."],
  ["Previous", "The figure from the last release, for comparison."],
];

export default function EconomicCalendar() {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl leading-tight">Economic Calendar</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-600">
        Scheduled economic releases that can move currencies, gold and indices. Use it to know when the news is coming, so that
        it does not catch an open trade by surprise.
      </p>

      <div className="mt-8">
        <ThirdPartyEmbed
          label="Economic calendar"
          subject="the economic calendar"
          scriptSrc="https://s3.tradingview.com/external-embedding/embed-widget-events.js"
          config={calendarConfig}
          height={CALENDAR_HEIGHT}
          providerPage={{ href: "https://www.tradingview.com/economic-calendar/", text: "Open the calendar on TradingView" }}
          attribution={{ href: "https://www.tradingview.com/", text: "Track all markets on TradingView" }}
        />
      </div>

      <section aria-labelledby="reading-heading" className="mt-12">
        <h2 id="reading-heading" className="text-2xl sm:text-3xl">How to read the calendar</h2>
        <p className="mt-2 text-slate-600">Each row is one scheduled release, with these columns:</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {columns.map(([name, meaning]) => (
            <div key={name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="font-semibold text-navy-900">{name}</dt>
              <dd className="mt-1 text-slate-600">{meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 max-w-3xl text-slate-600">
          Once a figure is out, the <strong className="font-semibold text-navy-900">Actual</strong> value appears beside the
          forecast. A big gap between the two is what moves prices.
        </p>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl bg-slate-50 p-5">
            <h3 className="text-lg">Impact and volatility</h3>
            <p className="mt-1 text-slate-600">
              The importance marker shows how much a release usually moves its currency. High-impact events, such as
              central-bank rate decisions, inflation and jobs reports, can cause sharp moves and wider spreads; many traders
              reduce their size or wait until the release is out.
            </p>
          </div>
          <div className="rounded-xl bg-slate-50 p-5">
            <h3 className="text-lg">Time zone</h3>
            <p className="mt-1 text-slate-600">
              Times are shown in your device’s time zone (IST for most visitors in India), so there is nothing to convert.
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}
