import { webManifest } from "../../domain/web-manifest";
import { loadSiteChrome } from "../../server/site-chrome.server";
import type { Route } from "./+types/web-manifest";

/** /site.webmanifest: the installable app's name comes from the site settings, not from a file. */
export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = await loadSiteChrome(context.services);
  return new Response(JSON.stringify(webManifest(settings), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
