import { createContext, useContext } from "react";

/*
 * The site's stylesheet, inlined in the head by the production server (server/http/inline-
 * stylesheet.ts). On the server the text comes from this context; in the browser it is whatever the
 * server sent, read from the page once, so that hydration renders the very same element and the
 * stylesheet never ships inside the JavaScript. In development the server has no text and the
 * stylesheet is a <link> as usual.
 */
const SiteStylesheetContext = createContext<string | null>(null);
export const SiteStylesheetProvider = SiteStylesheetContext.Provider;

const ELEMENT_ID = "site-stylesheet";
let sentWithThePage: string | null | undefined;

export function SiteStylesheet() {
  const fromServer = useContext(SiteStylesheetContext);
  const text = typeof document === "undefined" ? fromServer : (sentWithThePage ??= document.getElementById(ELEMENT_ID)?.textContent ?? null);
  if (!text) return null;
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
