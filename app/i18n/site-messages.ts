import type { Messages } from "@lingui/core";
import type { Locale } from "./locale";

/** What the site layout's loader hands to the browser: the page's language and the compiled texts it needs. */
export interface SiteMessages {
  locale: Locale;
  messages: Messages;
}
