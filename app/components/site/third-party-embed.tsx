import { useT } from "../../i18n/texts";

/*
 * A widget that a third party's script builds as an iframe (TradingView's embed pattern: a script
 * whose text is its JSON configuration, placed in a `.tradingview-widget-container` that holds a
 * `__widget` box and the provider's attribution).
 *
 * The page is sent without the framework (decision 0061): this component is the markup only, and
 * the market pages' small script (app/client/market-embeds.ts) gives it its behaviour.
 *
 * - The box keeps its height from the first paint, so nothing below it moves.
 * - The script is created by that script, only when the box nears the viewport, from the section's
 *   `data-embed-src` and `data-embed-config`. A script created this way with a `src` on a host the
 *   CSP allows needs no nonce.
 * - A cover over the box holds a live region: "loading" while the widget is awaited; if the script
 *   fails, or no iframe appears within `timeoutMs`, a fallback that says so and links to the
 *   provider's own page; the cover goes once the iframe is there. Those states' texts are drawn
 *   here, in the page's language, as `<template>`s the script copies into the live region.
 * - Without JavaScript the cover says the widget needs it, and offers the provider's page.
 * - The attribution stays visible whatever happens.
 */

/** How long to wait for the widget's iframe once the script is in the page. */
const IFRAME_TIMEOUT_MS = 10_000;

interface Link {
  href: string;
  text: string;
}

export interface ThirdPartyEmbedProps {
  /** the region's accessible name, e.g. "Economic calendar" */
  label: string;
  /** what the widget is, inside the page's sentences: "the economic calendar", "इकोनॉमिक कैलेंडर" */
  subject: string;
  scriptSrc: string;
  /** becomes the script element's text (the widget reads it as its settings) */
  config: Record<string, unknown>;
  /** the reserved height in CSS pixels */
  height: number;
  /** the provider's own page, offered when the widget cannot show (opens in a new tab) */
  providerPage: Link;
  /** the provider's credit, always shown under the box */
  attribution: Link;
  timeoutMs?: number;
}

export function ThirdPartyEmbed({
  label,
  subject,
  scriptSrc,
  config,
  height,
  providerPage,
  attribution,
  timeoutMs = IFRAME_TIMEOUT_MS,
}: ThirdPartyEmbedProps) {
  const t = useT();
  const Subject = capitalise(subject);

  const providerLink = (
    <a
      href={providerPage.href}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-4 inline-block min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-navy-900 hover:border-accent-600 hover:text-accent-700"
    >
      {/* the icon stays on the line of the last word */}
      {leadingWords(providerPage.text)}
      <span className="whitespace-nowrap">
        {lastWord(providerPage.text)}
        <ExternalIcon />
      </span>
      <span className="sr-only">{t("common.opensInNewTab")}</span>
    </a>
  );

  return (
    <section aria-label={label} data-embed-src={scriptSrc} data-embed-config={JSON.stringify(config)} data-embed-timeout={timeoutMs}>
      <div data-embed-container className="tradingview-widget-container relative">
        <div
          data-embed-box
          data-testid="embed-box"
          className="tradingview-widget-container__widget w-full overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
          style={{ height }}
        />
        <div
          data-embed-cover
          className="absolute inset-x-0 top-0 flex items-center justify-center rounded-xl bg-slate-50 p-4 text-center sm:p-6 ring-1 ring-slate-200"
          style={{ height }}
        >
          <div data-embed-status role="status" aria-live="polite" className="max-w-md" />
          <noscript>
            <p className="max-w-md text-slate-600">{t("markets.embedNeedsScript", { Subject })}</p>
            {providerLink}
          </noscript>
        </div>
        <div className="tradingview-widget-copyright mt-1 text-right text-sm text-slate-600">
          <a href={attribution.href} target="_blank" rel="noopener nofollow" className="inline-block py-1 underline-offset-2 hover:text-accent-700 hover:underline">
            {attribution.text}
            <span className="sr-only">{t("common.opensInNewTab")}</span>
          </a>
        </div>
      </div>
      {/* the cover's other states, for the script to copy in: outside the widget's container, which is the provider's */}
      <template data-embed-template="loading">
        <p className="flex items-center justify-center gap-3 text-slate-600">
          <span aria-hidden="true" className="h-2.5 w-2.5 animate-pulse rounded-full bg-accent-500" />
          {t("markets.embedLoading", { subject })}
        </p>
      </template>
      <template data-embed-template="failed">
        <p className="font-semibold text-navy-900">{t("markets.embedFailed", { Subject })}</p>
        <p className="mt-2 text-slate-600">{t("markets.embedFailedWhy")}</p>
        {providerLink}
      </template>
    </section>
  );
}

function leadingWords(text: string): string {
  const cut = text.lastIndexOf(" ");
  return cut < 0 ? "" : text.slice(0, cut + 1);
}

function lastWord(text: string): string {
  return text.slice(text.lastIndexOf(" ") + 1);
}

/** "the chart" → "The chart" as a sentence starts; scripts without case (Hindi) are left as they are */
function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-2 inline-block h-4 w-4 align-[-0.125em]" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
