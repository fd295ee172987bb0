import { SimplePage } from "../../components/site/page-intro";

export function meta() {
  return [{ title: "Market Summary | Candlewise Academy" }];
}

export default function LiveTradingChart() {
  return <SimplePage title="Market Summary" intro="A live chart of gold against the US dollar, with a small watchlist." />;
}
