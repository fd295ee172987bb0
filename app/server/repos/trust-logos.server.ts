import type { Kysely } from "kysely";
import { z } from "../../domain/zod";
import { nowIso } from "../db/ids.server";
import type { Database } from "../db/schema.server";

/*
 * The trust banner's logos: an ordered list an administrator may replace, kept as JSON in the
 * settings table under its own key (no table of its own for thirteen small rows).
 */

const TRUST_LOGOS_KEY = "trust-logos";

export const trustLogoSchema = z.object({
  name: z.string().trim().min(1).max(80),
  image: z.string().trim().min(1).max(300),
});

export type TrustLogo = z.infer<typeof trustLogoSchema>;

const trustLogoListSchema = z.array(trustLogoSchema).max(40);

/** The stored logos in their order; none when nothing was stored or what is stored is unreadable. */
export async function listTrustLogos(db: Kysely<Database>): Promise<TrustLogo[]> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", TRUST_LOGOS_KEY).executeTakeFirst();
  if (!row) return [];
  const parsed = trustLogoListSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : [];
}

export async function saveTrustLogos(db: Kysely<Database>, logos: TrustLogo[]): Promise<void> {
  const value = JSON.stringify(trustLogoListSchema.parse(logos));
  const updatedAt = nowIso();
  await db
    .insertInto("settings")
    .values({ key: TRUST_LOGOS_KEY, value, updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt }))
    .execute();
}
