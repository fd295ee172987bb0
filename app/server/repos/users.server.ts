import type { Kysely } from "kysely";
import type { Engine } from "../db/database.server";
import { newId, nowIso } from "../db/ids.server";
import type { Database, User } from "../db/schema.server";
import type { Role } from "../../domain/roles";

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function createUser(
  db: Kysely<Database>,
  /** role: the least by default; the callers that make administrators say so */
  input: { email: string; passwordHash: string; isAdmin: boolean; role?: Role },
): Promise<User> {
  const user: User = {
    id: newId(),
    email: normaliseEmail(input.email),
    passwordHash: input.passwordHash,
    isAdmin: input.isAdmin ? 1 : 0,
    role: input.role ?? "author",
    createdAt: nowIso(),
    lastLoginAt: null,
    disabledAt: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
  };
  await db.insertInto("users").values(user).execute();
  return user;
}

export async function updateUserCredentials(
  db: Kysely<Database>,
  id: string,
  changes: { passwordHash?: string; isAdmin?: boolean; role?: Role },
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      ...(changes.passwordHash !== undefined ? { passwordHash: changes.passwordHash } : {}),
      ...(changes.isAdmin !== undefined ? { isAdmin: changes.isAdmin ? 1 : 0 } : {}),
      ...(changes.role !== undefined ? { role: changes.role } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function recordLogin(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable("users").set({ lastLoginAt: nowIso() }).where("id", "=", id).execute();
}

/** How many accounts hold the Administrator role (disabled ones too): none means the start makes one. */
export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("isAdmin", "=", 1)
    .where("role", "=", "administrator")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What the users screen shows of each back-office account: never a hash or a secret. */
export interface AdminSummary {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
  lastLoginAt: string | null;
  twoFactor: boolean;
}

export async function listAdmins(db: Kysely<Database>): Promise<AdminSummary[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "role", "disabledAt", "lastLoginAt", "totpSecret"])
    .where("isAdmin", "=", 1)
    .orderBy("email")
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, disabled: row.disabledAt !== null, lastLoginAt: row.lastLoginAt, twoFactor: row.totpSecret !== null }));
}

/**
 * The ids of the active Administrators (the role, decision 0040), locked until the transaction ends on PostgreSQL, so that
 * two transactions that each disable one of the last two cannot both see the other still active.
 * (A waiting FOR UPDATE re-reads rows changed meanwhile and drops the one no longer active.) On
 * SQLite, the one connection runs one write transaction at a time, which gives the same order.
 */
export async function lockActiveAdminIds(trx: Kysely<Database>, engine: Engine): Promise<string[]> {
  const query = trx.selectFrom("users").select("id").where("isAdmin", "=", 1).where("role", "=", "administrator").where("disabledAt", "is", null).orderBy("id");
  const rows = engine === "postgres" ? await query.forUpdate().execute() : await query.execute();
  return rows.map((row) => row.id);
}

export async function setUserRole(db: Kysely<Database>, id: string, role: Role): Promise<void> {
  await db.updateTable("users").set({ role }).where("id", "=", id).execute();
}

export async function setUserDisabled(db: Kysely<Database>, id: string, disabledAt: string | null): Promise<void> {
  await db.updateTable("users").set({ disabledAt }).where("id", "=", id).execute();
}

export async function setPendingTotpSecret(db: Kysely<Database>, id: string, sealedSecret: string | null): Promise<void> {
  await db.updateTable("users").set({ totpPendingSecret: sealedSecret }).where("id", "=", id).execute();
}

/** Turns two-factor sign-in on with the confirmed secret; the code that confirmed it is spent. */
export async function enableTotp(db: Kysely<Database>, id: string, sealedSecret: string, confirmedStep: number): Promise<void> {
  await db.updateTable("users").set({ totpSecret: sealedSecret, totpPendingSecret: null, totpLastStep: confirmedStep }).where("id", "=", id).execute();
}

export async function disableTotp(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable("users").set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where("id", "=", id).execute();
  await db.deleteFrom("recoveryCodes").where("userId", "=", id).execute();
}

/**
 * Accepts a code's time step only if it is later than the last accepted one. The comparison is in
 * the UPDATE itself, so the same code sent twice at once is accepted once.
 */
export async function acceptTotpStep(db: Kysely<Database>, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totpLastStep: step })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("totpLastStep", "is", null), eb("totpLastStep", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Kysely<Database>, userId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
  const createdAt = nowIso();
  await db
    .insertInto("recoveryCodes")
    .values(codeHashes.map((codeHash) => ({ id: newId(), userId, codeHash, createdAt, usedAt: null })))
    .execute();
}

/** Marks an unused recovery code as used; false when it does not exist or was used before. */
export async function spendRecoveryCode(db: Kysely<Database>, userId: string, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable("recoveryCodes")
    .set({ usedAt: nowIso() })
    .where("userId", "=", userId)
    .where("codeHash", "=", codeHash)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("recoveryCodes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
