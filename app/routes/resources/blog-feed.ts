import { parseBlogListQuery } from "../../domain/blog";
import { feedFormatOfPath } from "../../domain/blog-feeds";
import { blogFeed } from "../../server/blog-feeds.server";
import { localeOfRequest } from "../../server/i18n/site-messages.server";
import type { Route } from "./+types/blog-feed";

/**
 * /blog/feed.xml (RSS 2.0), /blog/atom.xml (Atom) and /blog/feed.json (JSON Feed), each also of one
 * keyword with ?keyword= as the list's address has it (decision 0037); the same under /hi, of the
 * Hindi blog (decision 0057). Cached like sitemap.xml: the
 * page cache keeps the answer until content changes or a scheduled post goes live, on every instance.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const format = feedFormatOfPath(url.pathname);
  if (!format) throw new Response("Not found", { status: 404 });
  const { keyword } = parseBlogListQuery(url.searchParams);
  const feed = await blogFeed(context.services, format, keyword, localeOfRequest(request));
  if (!feed) return new Response("No posts have this keyword.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });
  return new Response(feed.body, { headers: { "Content-Type": feed.contentType, "Cache-Control": "public, max-age=300" } });
}
