import type { SiteSettings } from "../site-settings";
import type { RouteSeo } from "./page-head";

/** What a public route's `handle.seo` is given: its own loader data and the site's facts. */
export interface RouteSeoContext<Data = unknown> {
  data: Data;
  settings: SiteSettings;
  /** PUBLIC_URL, without a trailing slash */
  publicUrl: string;
  pathname: string;
}

export interface SeoHandle<Data = unknown> {
  seo: (context: RouteSeoContext<Data>) => RouteSeo;
}
