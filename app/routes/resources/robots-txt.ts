import { robotsTxt } from "../../server/seo/sitemap.server";
import type { Route } from "./+types/robots-txt";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await robotsTxt(context.services), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
