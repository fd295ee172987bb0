import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
// the home page's marquee, in the one stylesheet: a route's own CSS is a second request before the first paint
import "./components/site/home/home.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import devanagariFont from "./fonts/noto-sans-devanagari-400-700.woff2?url";
// no-inline: a file of 2.4 KB is under Vite's inlining limit, and the stylesheet asks for the file
import languageSwitchFont from "./fonts/language-switch.woff2?url&no-inline";
import { StatusPage } from "./components/ui/status-page";
import { useNonce } from "./components/ui/nonce";
import { SiteHead } from "./components/site/site-head";
import { THEME_COLOR } from "./domain/web-manifest";
import { useSiteLayoutData } from "./components/site/site-layout-data";
import { htmlLang, localeOfPath } from "./i18n/locale";
import { TextsProvider } from "./i18n/texts";
// the site's own small script (decision 0047), built as one standalone file: its address only
import siteBehaviour from "./client/site-behaviour?worker&url";
import calculatorForms from "./client/calculator-forms-entry?worker&url";
import marketEmbeds from "./client/market-embeds-entry?worker&url";
import { hasCalculators, hasEmbeds, hydrates } from "./route-handle";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // the text face, fetched with the stylesheet rather than after it (see theme.css)
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const site = useSiteLayoutData();
  const texts = site?.texts;
  const hindiDigits = site?.settings.hindiDigits;
  // the address decides the language (app/i18n/locale.ts); /admin is English
  const lang = htmlLang[localeOfPath(pathname)];
  const publicPage = site !== undefined;
  // the Devanagari a page shows, fetched with the stylesheet rather than after it: the Hindi face on
  // Hindi pages; on English public pages the six letters of the switch's "हिन्दी" (2.4 KB), which,
  // found only at the first layout, came after the first paint and laid the page out again (issue 25)
  const devanagariFace = lang === htmlLang.hi ? devanagariFont : publicPage ? languageSwitchFont : undefined;
  // a content page is whole without the framework: its forms post and its links load (decision 0047)
  const matches = useMatches();
  const withFramework = hydrates(matches);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {devanagariFace && <link rel="preload" href={devanagariFace} as="font" type="font/woff2" crossOrigin="anonymous" />}
        <Meta />
        <TextsProvider texts={texts} hindiDigits={hindiDigits}>
          <SiteHead />
        </TextsProvider>
        <Links />
      </head>
      <body>
        <TextsProvider texts={texts} hindiDigits={hindiDigits}>
          {children}
        </TextsProvider>
        {/* async, each in a task of its own once the page is parsed (app/client/when-parsed.ts) */}
        {publicPage && <script src={siteBehaviour} async nonce={nonce} />}
        {hasCalculators(matches) && <script src={calculatorForms} async nonce={nonce} />}
        {hasEmbeds(matches) && <script src={marketEmbeds} async nonce={nonce} />}
        {withFramework && <ScrollRestoration nonce={nonce} />}
        {withFramework && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** 404 for unknown addresses; anything else is a 500 that says nothing about the internals. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage status={404} />;
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    return <StatusPage status={error.status} />;
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <StatusPage status={500} />;
}
