import type { AppServices } from "./services.server";

/** What changed, for the log and for admin screens that follow one area live. */
export type ContentArea = "blogs" | "courses" | "testimonials" | "explore" | "rates" | "lot-sizes" | "settings" | "seo" | "pages" | "legal";

/**
 * Every save of public content ends here: the page cache of every instance drops what it holds
 * (through the bus, LISTEN/NOTIFY on PostgreSQL), and open admin screens hear about it.
 */
export async function announceContentChange(services: AppServices, area: ContentArea): Promise<void> {
  await services.bus.publish({ type: "content.changed", area });
}
