import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { countAdmins, createUser, findUserByEmail, updateUserCredentials } from "../repos/users.server";
import { deleteSessionsOfUser } from "../repos/sessions.server";
import { hashPassword } from "./password.server";

export const MIN_ADMIN_PASSWORD_LENGTH = 10;

/** Creates an administrator, or promotes the existing account and sets its password. */
export async function createOrPromoteAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<"created" | "promoted"> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`);
  }
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await updateUserCredentials(db, existing.id, { passwordHash, isAdmin: true });
    // A new password ends every session of the old one (a stolen cookie stops working too).
    await deleteSessionsOfUser(db, existing.id);
    return "promoted";
  }
  await createUser(db, { email, passwordHash, isAdmin: true });
  return "created";
}

export const GENERATED_ADMIN_EMAIL = "admin@candlewise.local";

/**
 * At start, when no administrator exists: one is created from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password that is returned so the caller can print it once.
 */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  options: { email?: string; password?: string },
): Promise<{ email: string; generatedPassword?: string } | null> {
  if ((await countAdmins(db)) > 0) return null;
  if (options.email && options.password) {
    await createOrPromoteAdmin(db, options.email, options.password);
    return { email: options.email };
  }
  const email = options.email ?? GENERATED_ADMIN_EMAIL;
  const generatedPassword = randomBytes(15).toString("base64url");
  await createOrPromoteAdmin(db, email, generatedPassword);
  return { email, generatedPassword };
}
