import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { recordAudit, SYSTEM_ACTOR } from "../repos/audit.server";
import { openSecret, sealSecret } from "./secret-box.server";

export interface KeyRotation {
  /** stored two-factor secrets (confirmed and pending) now sealed with the new key */
  reEncrypted: number;
  /** secrets that opened with neither key: left as they were */
  unreadable: string[];
  endedSessions: number;
}

/**
 * `npm run admin -- rotate-key`: moves everything the site key protects from the old key to the
 * new one, in one transaction. Two-factor secrets are re-encrypted (a secret that already opens
 * with the new key is left alone, so a second run changes nothing); sessions, half-done sign-ins
 * and sign-in failure counts, which the old key signed or hashed, are ended; a key an earlier
 * version kept in the database is deleted. Person hashes already in the audit trail stay as they
 * were (they cannot be recomputed) and no longer match new ones for the same person.
 */
export async function rotateSiteKey(db: Kysely<Database>, keys: { old: string; next: string }): Promise<KeyRotation> {
  return db.transaction().execute(async (trx) => {
    const users = await trx
      .selectFrom("users")
      .select(["id", "email", "totpSecret", "totpPendingSecret"])
      .where((eb) => eb.or([eb("totpSecret", "is not", null), eb("totpPendingSecret", "is not", null)]))
      .execute();
    let reEncrypted = 0;
    const unreadable: string[] = [];
    const moved = (sealed: string | null, email: string): string | null => {
      if (sealed === null || openSecret(keys.next, sealed) !== null) return sealed;
      const plain = openSecret(keys.old, sealed);
      if (plain === null) {
        unreadable.push(email);
        return sealed;
      }
      reEncrypted += 1;
      return sealSecret(keys.next, plain);
    };
    for (const user of users) {
      await trx
        .updateTable("users")
        .set({ totpSecret: moved(user.totpSecret, user.email), totpPendingSecret: moved(user.totpPendingSecret, user.email) })
        .where("id", "=", user.id)
        .execute();
    }
    const ended = await trx.deleteFrom("sessions").executeTakeFirst();
    await trx.deleteFrom("pendingSignIns").execute();
    await trx.deleteFrom("loginFailures").execute();
    await trx.deleteFrom("secrets").where("name", "=", "session").execute();
    const rotation = { reEncrypted, unreadable: [...new Set(unreadable)], endedSessions: Number(ended.numDeletedRows) };
    await recordAudit(trx, SYSTEM_ACTOR, { action: "site.key_rotate", entity: "site", detail: { via: "npm run admin", reEncrypted, unreadable: rotation.unreadable.length, endedSessions: rotation.endedSessions } });
    return rotation;
  });
}
