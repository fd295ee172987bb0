import type { MessageId } from "../../i18n/catalogue";
import type { Locale } from "../../i18n/locale";
import type { SiteSettings } from "../site-settings";
import type { RouteSeo } from "./page-head";

/** A text of the catalogue in one language (useT() on a page, translate() on the server). */
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** What a public route's `handle.seo` is given: its own loader data and the site's facts. */
export interface RouteSeoContext<Data = unknown> {
  data: Data;
  settings: SiteSettings;
  /** PUBLIC_URL, without a trailing slash */
  publicUrl: string;
  pathname: string;
  /** the page's language: the address decides it (app/i18n/locale.ts) */
  locale: Locale;
  /** the page's texts, in its language */
  t: Translate;
}

export interface SeoHandle<Data = unknown> {
  seo: (context: RouteSeoContext<Data>) => RouteSeo;
}
