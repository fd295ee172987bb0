import type { Kysely } from "kysely";
import { z } from "../../domain/zod";
import type { Database } from "../db/schema.server";
import { readJsonSetting, writeJsonSetting } from "./settings.server";

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
  const parsed = trustLogoListSchema.safeParse(await readJsonSetting(db, TRUST_LOGOS_KEY));
  return parsed.success ? parsed.data : [];
}

export async function saveTrustLogos(db: Kysely<Database>, logos: TrustLogo[]): Promise<void> {
  await writeJsonSetting(db, TRUST_LOGOS_KEY, trustLogoListSchema.parse(logos));
}
