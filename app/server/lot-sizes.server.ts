import { todayInIndia } from "../domain/dates";
import { lotSizeEditSchema, lotSizesInForce, type LotSizeEntry } from "../domain/calculators/lot-sizes";
import { addLotSize, deleteLotSize, listLotSizes, listPublicLotSizes } from "./repos/lot-sizes.server";
import { auditedWrite, type AuditActor } from "./repos/audit.server";
import { cachedUntilChange } from "./content-cache.server";
import { announceContentChange } from "./content-events.server";
import type { AppServices } from "./services.server";

/**
 * The lot sizes in force today, for the calculators' instrument list. Every row is read once and
 * kept until an administrator adds or removes one (`content.changed`), and the day picks from them
 * on each render, so a size announced ahead takes over at midnight in India without a change.
 */
export async function loadLotSizeCatalogue(services: AppServices, day = todayInIndia()): Promise<LotSizeEntry[]> {
  return lotSizesInForce(await cachedUntilChange(services, "lot-sizes", () => listPublicLotSizes(services.db)), day);
}

export async function listLotSizesForAdmin(services: AppServices) {
  return listLotSizes(services.db);
}

export type LotSizeOutcome = { ok: true; message: string } | { ok: false; status: number; error: string; field?: string };

/** An administrator adds a lot size from a date (a revision announced ahead, or a new instrument), audited. */
export async function addLotSizeByAdmin(services: AppServices, form: Record<string, unknown>, actor: AuditActor): Promise<LotSizeOutcome> {
  const parsed = lotSizeEditSchema.safeParse({
    symbol: String(form.symbol ?? ""),
    name: String(form.name ?? ""),
    lotSize: String(form.lotSize ?? ""),
    effectiveFrom: String(form.effectiveFrom ?? ""),
    source: String(form.source ?? ""),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, status: 400, error: issue.message, field: String(issue.path[0] ?? "") };
  }
  const edit = parsed.data;
  const entry = (saved: { id: string } | null) =>
    saved ? { action: "lot_size.create", entity: "lot_size", entityId: saved.id, detail: { symbol: edit.symbol, lotSize: edit.lotSize, effectiveFrom: edit.effectiveFrom } } : null;
  const saved = await auditedWrite(services.db, actor, entry, (db) => addLotSize(db, edit));
  if (!saved) return { ok: false, status: 409, error: `${edit.symbol} already has a lot size from ${edit.effectiveFrom}: remove it first.`, field: "effectiveFrom" };
  await announceContentChange(services, "lot-sizes");
  return { ok: true, message: `${edit.symbol}: ${edit.lotSize} from ${edit.effectiveFrom} saved.` };
}

export async function removeLotSizeByAdmin(services: AppServices, id: string, actor: AuditActor): Promise<LotSizeOutcome> {
  const removed = await auditedWrite(
    services.db,
    actor,
    (row: Awaited<ReturnType<typeof deleteLotSize>>) =>
      row ? { action: "lot_size.delete", entity: "lot_size", entityId: row.id, detail: { symbol: row.symbol, lotSize: row.lotSize, effectiveFrom: row.effectiveFrom } } : null,
    (db) => deleteLotSize(db, id.slice(0, 64)),
  );
  if (removed) await announceContentChange(services, "lot-sizes");
  return removed ? { ok: true, message: `${removed.symbol} from ${removed.effectiveFrom} removed.` } : { ok: false, status: 404, error: "That lot size is no longer there." };
}
