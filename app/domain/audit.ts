import { istToUtcIso } from "./blog";
import { z } from "./zod";

/** The kinds of record the audit trail names, with how the screen calls them. */
export const auditEntities = {
  blog: "Blog posts",
  course: "Courses",
  testimonial: "Testimonials",
  explore_program: "Explore programs",
  explore_platform: "Explore platforms",
  seo: "SEO",
  rate: "Exchange rates",
  statutory_rate: "Statutory rates",
  settings: "Settings",
  legal_document: "Legal documents",
  user: "Users",
  auth: "Sign-ins",
  contact: "Contact messages",
  subscriber: "Newsletter",
} as const;

export type AuditEntity = keyof typeof auditEntities;

export const AUDIT_PAGE_SIZE = 50;

const isoDay = z
  .string()
  .trim()
  .refine((value) => istToUtcIso(value, "00:00") !== null, "Use a date such as 2026-11-23.");

/** The screen's filters as they arrive in the address (every one optional). */
export const auditFilterSchema = z.object({
  entity: z.enum(Object.keys(auditEntities) as [AuditEntity, ...AuditEntity[]]).optional().catch(undefined),
  actor: z.string().trim().toLowerCase().max(200).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export type AuditFilterValues = z.infer<typeof auditFilterSchema>;

/** IST calendar days → the UTC instants the query compares: from the start of `from` to the end of `to`. */
export function auditTimeRange(filter: Pick<AuditFilterValues, "from" | "to">): { from?: string; to?: string } {
  const from = filter.from ? istToUtcIso(filter.from, "00:00") : null;
  const lastDay = filter.to ? istToUtcIso(filter.to, "00:00") : null;
  return {
    ...(from ? { from } : {}),
    ...(lastDay ? { to: new Date(Date.parse(lastDay) + 24 * 60 * 60 * 1000).toISOString() } : {}),
  };
}

/** A page boundary in the address: "<at>_<id>" of the last row shown. */
export function encodeAuditCursor(row: { at: string; id: string }): string {
  return `${row.at}_${row.id}`;
}

export function decodeAuditCursor(value: string | null): { at: string; id: string } | undefined {
  const match = value ? /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{1,64})$/.exec(value) : null;
  return match ? { at: match[1]!, id: match[2]! } : undefined;
}
