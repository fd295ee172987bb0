import type { StatutoryRateEdit } from "../../domain/calculators/statutory-rate-edit";
import { announceContentChange } from "../content-events.server";
import { auditedWrite, type AuditActor } from "../repos/audit.server";
import { addStatutoryRate } from "../repos/statutory-rates.server";
import type { AppServices } from "../services.server";

/** Adds an administrator's dated rate with its audit line, and lets every instance's pages see it. */
export async function addStatutoryRateByHand(services: AppServices, rate: StatutoryRateEdit, actor: AuditActor): Promise<string> {
  const entry = (id: string) => ({ action: "statutory_rate.create", entity: "statutory_rate", entityId: id, detail: { kind: rate.kind, segment: rate.segment, exchange: rate.exchange, side: rate.side, scripGroup: rate.scripGroup, rate: rate.rate, unit: rate.unit, effectiveFrom: rate.effectiveFrom } });
  const id = await auditedWrite(services.db, actor, entry, (db) => addStatutoryRate(db, rate, actor.id));
  await announceContentChange(services, "rates");
  return id;
}
