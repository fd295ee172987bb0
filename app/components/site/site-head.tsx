import { useLocation, useMatches, useRouteError } from "react-router";
import { resolvePageHead, shareCard, tagKey, type CompiledSeo } from "../../domain/seo/page-head";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { useLocale, useT } from "../../i18n/texts";
import type { SiteSettings } from "../../domain/site-settings";
import { useNonce } from "../ui/nonce";
import { siteLayoutIds } from "./site-layout-data";

/** What the site layout's loader hands to the head (see routes/site/layout.tsx). */
export interface SiteHeadData {
  settings: SiteSettings;
  publicUrl: string;
  seo: { page: CompiledSeo | null; global: CompiledSeo | null };
}

/** Written by the document shell (root.tsx) on every page: a record's markup cannot add a second one. */
const SHELL_TAG_KEYS = new Set(["meta:viewport", "meta:theme-color"]);

/**
 * The <head> tags of a public page: title, description, canonical link, robots, verification,
 * Open Graph, Twitter, the language versions (hreflang), custom tags, JSON-LD and analytics, each once. Rendered on the
 * server (crawlers and link previews see it without JavaScript) and again after each client
 * navigation, from the same pure resolver. Admin pages keep React Router's <Meta />.
 */
export function SiteHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const nonce = useNonce();
  // the page's language and texts (the head sits inside the page's TextsProvider, see root.tsx)
  const locale = useLocale();
  const t = useT();
  // An error shown by the root's boundary brings its own title (the status page).
  const rootError = useRouteError();
  const site = matches.find((match) => siteLayoutIds.includes(match.id))?.loaderData as SiteHeadData | undefined;
  if (rootError != null || !site?.seo) return null;

  const leaf = [...matches].reverse().find((match) => typeof (match.handle as Partial<SeoHandle> | undefined)?.seo === "function");
  const route = leaf ? (leaf.handle as SeoHandle).seo({ data: leaf.loaderData, settings: site.settings, publicUrl: site.publicUrl, pathname, locale, t }) : {};
  const head = resolvePageHead({
    pathname,
    locale,
    page: site.seo.page,
    global: site.seo.global,
    route,
    site: { name: site.settings.companyName, publicUrl: site.publicUrl, defaultImage: shareCard(site.settings.companyName) },
  });

  return (
    <>
      <title>{head.title}</title>
      {head.tags.filter((tag) => !SHELL_TAG_KEYS.has(tagKey(tag) ?? "")).map((tag) =>
        tag.tag === "meta" ? <meta key={keyOf(tag.attrs)} {...reactAttributes(tag.attrs)} /> : <link key={keyOf(tag.attrs)} {...reactAttributes(tag.attrs)} />,
      )}
      {head.jsonLd.map((json) => (
        // Serialised by serialiseJsonLd: no '<', '>' or '&' left that could end the element. A data
        // block runs nothing; the nonce keeps "every script carries the nonce" true all the same.
        <script key={json} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
      ))}
      {head.analyticsId && <Analytics id={head.analyticsId} nonce={nonce} />}
    </>
  );
}

/** Google Analytics (gtag.js), only when an ID is set; both scripts carry the request's nonce. */
function Analytics({ id, nonce }: { id: string; nonce: string }) {
  const config = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: config }} />
    </>
  );
}

function keyOf(attrs: Record<string, string>): string {
  return Object.entries(attrs).map(([name, value]) => `${name}=${value}`).join("&");
}

/** React's spelling of the two attributes it names differently from HTML. */
function reactAttributes(attrs: Record<string, string>): Record<string, string> {
  const { hreflang, itemprop, ...rest } = attrs;
  return { ...rest, ...(hreflang ? { hrefLang: hreflang } : {}), ...(itemprop ? { itemProp: itemprop } : {}) };
}
