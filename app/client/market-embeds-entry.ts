/*
 * The market pages' script (decision 0061), beside the site's own: built as one small standalone
 * file that root.tsx adds to the pages whose handle is `embedPage` (the economic calendar, the chart).
 */
import { wireMarketEmbeds } from "./market-embeds";
import { whenParsed } from "./when-parsed";

whenParsed(() => {
  wireMarketEmbeds();
  document.documentElement.dataset.embeds = "ready";
});
