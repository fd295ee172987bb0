import type { Kysely } from "kysely";
import { newId, nowIso } from "../db/ids.server";
import type { Database, User } from "../db/schema.server";

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function createUser(
  db: Kysely<Database>,
  input: { email: string; passwordHash: string; isAdmin: boolean },
): Promise<User> {
  const user: User = {
    id: newId(),
    email: normaliseEmail(input.email),
    passwordHash: input.passwordHash,
    isAdmin: input.isAdmin ? 1 : 0,
    createdAt: nowIso(),
    lastLoginAt: null,
  };
  await db.insertInto("users").values(user).execute();
  return user;
}

export async function updateUserCredentials(
  db: Kysely<Database>,
  id: string,
  changes: { passwordHash?: string; isAdmin?: boolean },
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      ...(changes.passwordHash !== undefined ? { passwordHash: changes.passwordHash } : {}),
      ...(changes.isAdmin !== undefined ? { isAdmin: changes.isAdmin ? 1 : 0 } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function recordLogin(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable("users").set({ lastLoginAt: nowIso() }).where("id", "=", id).execute();
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("isAdmin", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
