import { ThirdPartyEmbed } from "../../components/site/third-party-embed";
import { publicPageHandle } from "../../domain/public-pages";

export const handle = publicPageHandle;

const CHART_HEIGHT = 850;

const chartConfig = {
  symbol: "OANDA:XAUUSD",
  theme: "light",
  width: "100%",
  height: CHART_HEIGHT,
  range: "YTD",
  watchlist: ["OANDA:XAUUSD", "FX:EURUSD", "FX_IDC:USDINR"],
  locale: "en",
  allow_symbol_change: true,
};

export default function LiveTradingChart() {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl leading-tight">Market Summary</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-600">
        A live chart of gold against the US dollar (XAU/USD) from the start of the year, with EUR/USD and USD/INR in the
        watchlist. Search the chart to switch to any other symbol.
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-500">
        Prices come from TradingView and may be delayed. The chart is for learning, not a trading signal.
      </p>

      <div className="mt-8">
        <ThirdPartyEmbed
          label="Gold price chart"
          subject="the chart"
          scriptSrc="https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js"
          config={chartConfig}
          height={CHART_HEIGHT}
          providerPage={{ href: "https://www.tradingview.com/symbols/XAUUSD/?exchange=OANDA", text: "Open XAU/USD on TradingView" }}
          attribution={{ href: "https://www.tradingview.com/", text: "Track all markets on TradingView" }}
        />
      </div>
    </main>
  );
}
