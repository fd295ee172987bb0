import { ThirdPartyEmbed } from "../../components/site/third-party-embed";
import { DisclaimerLink } from "../../components/site/disclaimer-link";
import { publicPageHandle } from "../../domain/public-pages";
import { embedPage } from "../../route-handle";
import { useT } from "../../i18n/texts";

export const handle = { ...publicPageHandle, ...embedPage };

const CHART_HEIGHT = 850;

const chartConfig = {
  symbol: "OANDA:XAUUSD",
  theme: "light",
  width: "100%",
  height: CHART_HEIGHT,
  range: "YTD",
  watchlist: ["OANDA:XAUUSD", "FX:EURUSD", "FX_IDC:USDINR"],
  // TradingView's widget locales include no Hindi: English on both editions
  locale: "en",
  allow_symbol_change: true,
};

export default function LiveTradingChart() {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl leading-tight">{t("markets.chartTitle")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-600">{t("markets.chartIntro")}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-500">
        {t("markets.chartNote")} <DisclaimerLink className="text-accent-800" />
      </p>

      <div className="mt-8">
        <ThirdPartyEmbed
          label={t("markets.chartRegion")}
          subject={t("markets.chartSubject")}
          scriptSrc="https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js"
          config={chartConfig}
          height={CHART_HEIGHT}
          providerPage={{ href: "https://www.tradingview.com/symbols/XAUUSD/?exchange=OANDA", text: t("markets.chartProviderLink") }}
          attribution={{ href: "https://www.tradingview.com/", text: t("markets.attribution") }}
        />
      </div>
    </main>
  );
}
