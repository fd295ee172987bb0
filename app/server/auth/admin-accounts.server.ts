import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { accountMessages } from "../../domain/admin-users";
import { passwordProblem } from "../../domain/passwords";

export { accountMessages } from "../../domain/admin-users";
import type { Database } from "../db/schema.server";
import { nowIso } from "../db/ids.server";
import type { AppServices } from "../services.server";
import { recordAudit, type AuditActor } from "../repos/audit.server";
import { deleteSessionsOfUser } from "../repos/sessions.server";
import {
  countAdmins,
  createUser,
  findUserByEmail,
  findUserById,
  lockActiveAdminIds,
  setUserDisabled,
  setUserRole,
  updateUserCredentials,
} from "../repos/users.server";
import type { Role } from "../../domain/roles";
import { COMMON_PASSWORDS } from "./common-passwords.server";
import { hashPassword, verifyPassword } from "./password.server";

export { MIN_PASSWORD_LENGTH as MIN_ADMIN_PASSWORD_LENGTH } from "../../domain/passwords";

/** The password rules with the shipped list of common passwords; null when the password is fine. */
export function adminPasswordProblem(password: string, email: string): string | null {
  return passwordProblem(password, { email, isCommon: (word) => COMMON_PASSWORDS.has(word) });
}

/** A password nobody chose: 18 random characters, shown once to the administrator who asked. */
export function generatePassword(): string {
  return randomBytes(14).toString("base64url").slice(0, 18);
}

/** Creates an administrator, or promotes the existing account and sets its password (the CLI and the bootstrap). */
export async function createOrPromoteAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<"created" | "promoted"> {
  const problem = adminPasswordProblem(password, email);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing) {
      // the command line makes Administrators (decision 0040): an Editor or Author named here is promoted
      await updateUserCredentials(trx, existing.id, { passwordHash, isAdmin: true, role: "administrator" });
      // A new password ends every session of the old one (a stolen cookie stops working too).
      await deleteSessionsOfUser(trx, existing.id);
      await recordAudit(trx, { id: null, email: null }, { action: "user.password_reset", entity: "user", entityId: existing.id, detail: { email: existing.email, by: "command line" } });
      return "promoted";
    }
    const user = await createUser(trx, { email, passwordHash, isAdmin: true, role: "administrator" });
    await recordAudit(trx, { id: null, email: null }, { action: "user.create", entity: "user", entityId: user.id, detail: { email: user.email, role: user.role, by: "command line" } });
    return "created";
  });
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
  const generatedPassword = generatePassword();
  await createOrPromoteAdmin(db, email, generatedPassword);
  return { email, generatedPassword };
}

type FieldProblem<F extends string> = { ok: false; field: F; message: string };


const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Adds a back-office account with its role and the given password, or a generated one that is returned once. */
export async function addAdmin(
  services: AppServices,
  actor: AuditActor,
  input: { email: string; password: string | null; role?: Role },
): Promise<{ ok: true; email: string; generatedPassword: string | null } | FieldProblem<"email" | "password">> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 200) return { ok: false, field: "email", message: accountMessages.emailInvalid };
  const password = input.password ?? generatePassword();
  const problem = adminPasswordProblem(password, email);
  if (problem) return { ok: false, field: "password", message: problem };
  const passwordHash = await hashPassword(password);
  const created = await services.db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, email)) return null;
    const user = await createUser(trx, { email, passwordHash, isAdmin: true, role: input.role ?? "administrator" });
    await recordAudit(trx, actor, { action: "user.create", entity: "user", entityId: user.id, detail: { email, role: user.role, passwordGenerated: input.password === null } });
    return user;
  }).catch(async (error: unknown) => {
    // the unique index refuses the second of two adds at once: the same answer as when seen above
    if (await findUserByEmail(services.db, email)) return null;
    throw error;
  });
  if (!created) return { ok: false, field: "email", message: accountMessages.emailTaken };
  return { ok: true, email, generatedPassword: input.password === null ? password : null };
}

/** Sets another administrator's password (given or generated); every session of theirs ends. */
export async function resetPassword(
  services: AppServices,
  actor: AuditActor,
  input: { userId: string; password: string | null },
): Promise<{ ok: true; email: string; generatedPassword: string | null } | FieldProblem<"password" | "form">> {
  // One's own password is changed with the current one (changeOwnPassword), never reset without it.
  if (input.userId === actor.id) return { ok: false, field: "form", message: accountMessages.resetSelf };
  const user = await findUserById(services.db, input.userId);
  if (!user || user.isAdmin !== 1) return { ok: false, field: "form", message: accountMessages.notFound };
  const password = input.password ?? generatePassword();
  const problem = adminPasswordProblem(password, user.email);
  if (problem) return { ok: false, field: "password", message: problem };
  const passwordHash = await hashPassword(password);
  await services.db.transaction().execute(async (trx) => {
    await updateUserCredentials(trx, user.id, { passwordHash });
    await deleteSessionsOfUser(trx, user.id);
    await recordAudit(trx, actor, { action: "user.password_reset", entity: "user", entityId: user.id, detail: { email: user.email, passwordGenerated: input.password === null } });
  });
  return { ok: true, email: user.email, generatedPassword: input.password === null ? password : null };
}

/** Changes the signed-in administrator's own password; their other sessions end, this one stays. */
export async function changeOwnPassword(
  services: AppServices,
  actor: AuditActor & { id: string; sessionId: string },
  input: { current: string; next: string; repeat: string },
): Promise<{ ok: true } | FieldProblem<"current" | "next" | "repeat">> {
  const user = await findUserById(services.db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.current))) return { ok: false, field: "current", message: accountMessages.currentWrong };
  const problem = adminPasswordProblem(input.next, user.email);
  if (problem) return { ok: false, field: "next", message: problem };
  if (input.next !== input.repeat) return { ok: false, field: "repeat", message: accountMessages.mismatch };
  const passwordHash = await hashPassword(input.next);
  await services.db.transaction().execute(async (trx) => {
    await updateUserCredentials(trx, user.id, { passwordHash });
    await deleteSessionsOfUser(trx, user.id, actor.sessionId);
    await recordAudit(trx, actor, { action: "user.password_change", entity: "user", entityId: user.id, detail: { email: user.email } });
  });
  return { ok: true };
}

/**
 * Changes an account's role. Taking the Administrator role from the last active Administrator is
 * refused, under the same lock as disabling (two administrators demoting each other at once cannot
 * both succeed); the actor must still be an active Administrator. The account's sessions stay: the
 * guard reads the role from the database at every request, so the change counts at once.
 */
export async function setAccountRole(
  services: AppServices,
  actor: AuditActor & { id: string },
  input: { userId: string; role: Role },
): Promise<{ ok: true; email: string; changed: boolean } | { ok: false; message: string }> {
  return services.db.transaction().execute(async (trx) => {
    const active = await lockActiveAdminIds(trx, services.engine);
    if (!active.includes(actor.id)) return { ok: false as const, message: accountMessages.notFound };
    const user = await findUserById(trx, input.userId);
    if (!user || user.isAdmin !== 1) return { ok: false as const, message: accountMessages.notFound };
    if (user.role === input.role) return { ok: true as const, email: user.email, changed: false };
    if (user.role === "administrator" && active.includes(user.id) && active.filter((id) => id !== user.id).length === 0) {
      return { ok: false as const, message: accountMessages.lastAdminRole };
    }
    await setUserRole(trx, user.id, input.role);
    await recordAudit(trx, actor, { action: "user.role_change", entity: "user", entityId: user.id, detail: { email: user.email, from: user.role, to: input.role } });
    return { ok: true as const, email: user.email, changed: true };
  });
}

/**
 * Disables or enables an administrator. Disabling ends their sessions at once, and is refused for
 * the last active administrator: the active ones are locked and counted inside the transaction, so
 * two administrators disabling each other at the same moment cannot both succeed. Disabling one's
 * own account is allowed while another active administrator remains (it signs one out).
 */
export async function setAdminDisabled(
  services: AppServices,
  actor: AuditActor & { id: string },
  input: { userId: string; disabled: boolean },
): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  return services.db.transaction().execute(async (trx) => {
    const active = input.disabled ? await lockActiveAdminIds(trx, services.engine) : [];
    const user = await findUserById(trx, input.userId);
    if (!user || user.isAdmin !== 1) return { ok: false as const, message: accountMessages.notFound };
    if (input.disabled) {
      // the actor must still be active too: a disabled admin's request still in flight does nothing
      if (!active.includes(actor.id)) return { ok: false as const, message: accountMessages.notFound };
      if (user.disabledAt !== null) return { ok: true as const, email: user.email };
      if (active.filter((id) => id !== user.id).length === 0) return { ok: false as const, message: accountMessages.lastAdmin };
      await setUserDisabled(trx, user.id, nowIso());
      await deleteSessionsOfUser(trx, user.id);
    } else {
      if (user.disabledAt === null) return { ok: true as const, email: user.email };
      await setUserDisabled(trx, user.id, null);
    }
    await recordAudit(trx, actor, { action: input.disabled ? "user.disable" : "user.enable", entity: "user", entityId: user.id, detail: { email: user.email } });
    return { ok: true as const, email: user.email };
  });
}
