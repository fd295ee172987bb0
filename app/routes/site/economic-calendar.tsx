import { ThirdPartyEmbed } from "../../components/site/third-party-embed";
import { DisclaimerLink } from "../../components/site/disclaimer-link";
import { publicPageHandle } from "../../domain/public-pages";
import { embedPage } from "../../route-handle";
import type { MessageId } from "../../i18n/catalogue";
import { Text, useT } from "../../i18n/texts";

export const handle = { ...publicPageHandle, ...embedPage };

const CALENDAR_HEIGHT = 600;

const calendarConfig = {
  colorTheme: "light",
  isTransparent: false,
  width: "100%",
  height: CALENDAR_HEIGHT,
  // TradingView's widgets offer no Hindi: the Hindi page keeps them English and explains their columns
  locale: "en",
  importanceFilter: "-1,0,1",
  countryFilter: "in,us,eu,gb,jp,au,cn",
};

const columns = [
  ["markets.columnDate", "markets.columnDateMeaning"],
  ["markets.columnTime", "markets.columnTimeMeaning"],
  ["markets.columnCurrency", "markets.columnCurrencyMeaning"],
  ["markets.columnEvent", "markets.columnEventMeaning"],
  ["markets.columnForecast", "markets.columnForecastMeaning"],
  ["markets.columnPrevious", "markets.columnPreviousMeaning"],
] as const satisfies readonly (readonly [name: MessageId, meaning: MessageId])[];

export default function EconomicCalendar() {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl leading-tight">{t("markets.calendarTitle")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-600">{t("markets.calendarIntro")}</p>

      <div className="mt-8">
        <ThirdPartyEmbed
          label={t("markets.calendarRegion")}
          subject={t("markets.calendarSubject")}
          scriptSrc="https://s3.tradingview.com/external-embedding/embed-widget-events.js"
          config={calendarConfig}
          height={CALENDAR_HEIGHT}
          providerPage={{ href: "https://www.tradingview.com/economic-calendar/", text: t("markets.calendarProviderLink") }}
          attribution={{ href: "https://www.tradingview.com/", text: t("markets.attribution") }}
        />
      </div>

      <section aria-labelledby="reading-heading" className="mt-12">
        <h2 id="reading-heading" className="text-2xl sm:text-3xl">{t("markets.readingHeading")}</h2>
        <p className="mt-2 text-slate-600">{t("markets.readingIntro")}</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {columns.map(([name, meaning]) => (
            <div key={name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              {/* on the Hindi page the widget's own English column name follows in brackets, marked as English */}
              <dt className="font-semibold text-navy-900">
                <Text id={name} components={{ 0: <span lang="en" /> }} />
              </dt>
              <dd className="mt-1 text-slate-600">{t(meaning)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 max-w-3xl text-slate-600">
          <Text id="markets.actual" components={{ 0: <strong className="font-semibold text-navy-900" />, 1: <span lang="en" /> }} />
        </p>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl bg-slate-50 p-5">
            <h3 className="text-lg">{t("markets.impactHeading")}</h3>
            <p className="mt-1 text-slate-600">{t("markets.impactBody")}</p>
          </div>
          <div className="rounded-xl bg-slate-50 p-5">
            <h3 className="text-lg">{t("markets.timeZoneHeading")}</h3>
            <p className="mt-1 text-slate-600">{t("markets.timeZoneBody")}</p>
          </div>
        </div>
        <p className="mt-8 max-w-3xl text-sm text-slate-600">
          {t("markets.educationNotice")} <DisclaimerLink className="text-accent-800" />
        </p>
      </section>
    </main>
  );
}
