import { sitemapXml } from "../../server/seo/sitemap.server";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await sitemapXml(context.services), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
