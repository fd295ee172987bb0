import { AUDIT_PAGE_SIZE, auditFilterSchema, auditTimeRange, decodeAuditCursor, encodeAuditCursor, type AuditFilterValues } from "../../domain/audit";
import type { z } from "../../domain/zod";
import { listAuditEvents } from "../repos/audit.server";
import type { AppServices } from "../services.server";

/** The audit screen's page: the filters from the address, newest first, one page at a time. */
export async function loadAuditTrail(services: AppServices, search: URLSearchParams) {
  const raw = Object.fromEntries(["entity", "actor", "from", "to"].map((name) => [name, search.get(name) || undefined]));
  // Each filter stands alone: a mistyped date is shown next to its field, the others still apply.
  const filter: AuditFilterValues = {};
  const fieldErrors: Partial<Record<keyof AuditFilterValues, string>> = {};
  for (const [name, schema] of Object.entries(auditFilterSchema.shape) as [keyof AuditFilterValues, z.ZodType][]) {
    const one = schema.safeParse(raw[name]);
    if (one.success) Object.assign(filter, { [name]: one.data });
    else fieldErrors[name] = one.error.issues[0]?.message ?? "Not a valid value.";
  }
  const before = decodeAuditCursor(search.get("before"));
  const rows = await listAuditEvents(
    services.db,
    { entity: filter.entity, actor: filter.actor || undefined, ...auditTimeRange(filter) },
    { limit: AUDIT_PAGE_SIZE + 1, before },
  );
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    filter: raw as Record<string, string | undefined>,
    fieldErrors,
    events: page.map((row) => ({ ...row, detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null })),
    older: rows.length > AUDIT_PAGE_SIZE ? encodeAuditCursor(page[page.length - 1]!) : null,
    paged: Boolean(before),
  };
}
