import type { AppServices } from "../services.server";
import type { SignedInUser } from "../auth/session.server";
import { addAdmin, changeOwnPassword, resetPassword, setAccountRole, setAdminDisabled } from "../auth/admin-accounts.server";
import { isRole, roleLabels } from "../../domain/roles";
import { confirmTwoFactorSetup, pendingTwoFactorSetup, startTwoFactorSetup, turnOffTwoFactor, type TwoFactorSetup } from "../auth/two-factor.server";
import { countUnusedRecoveryCodes, listAdmins, type AdminSummary } from "../repos/users.server";
import { userMessages } from "../../domain/admin-users";

/*
 * The users screen's service: what the loader shows and what each form of the action does. The
 * route stays thin: it passes the signed-in administrator and the posted form here.
 */

export interface UsersScreen {
  admins: AdminSummary[];
  me: { id: string; twoFactor: boolean; recoveryCodesLeft: number };
  /** a two-factor setup the signed-in administrator has started but not confirmed */
  setup: TwoFactorSetup | null;
}

export async function loadUsersScreen(services: AppServices, user: SignedInUser): Promise<UsersScreen> {
  const admins = await listAdmins(services.db);
  const twoFactor = admins.find((admin) => admin.id === user.userId)?.twoFactor ?? false;
  return {
    admins,
    me: { id: user.userId, twoFactor, recoveryCodesLeft: twoFactor ? await countUnusedRecoveryCodes(services.db, user.userId) : 0 },
    setup: twoFactor ? null : await pendingTwoFactorSetup(services, user.userId),
  };
}

/** What an action answers: which form, the errors under its fields, and a notice. */
export interface UsersAnswer {
  form: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  notice: { tone: "success" | "error"; text: string } | null;
  /** a password or recovery codes, shown in this answer only and never again */
  oneTime: { label: string; values: string[] } | null;
  status: number;
}

const answer = (form: string, partial: Partial<UsersAnswer>): UsersAnswer => ({ form, fieldErrors: {}, values: {}, notice: null, oneTime: null, status: 200, ...partial });
const failure = (form: string, text: string, status = 409) => answer(form, { notice: { tone: "error", text }, status });

export async function runUsersAction(services: AppServices, user: SignedInUser, clientIp: string, form: FormData): Promise<UsersAnswer> {
  const actor = { id: user.userId, email: user.email, ip: clientIp, sessionId: user.sessionId };
  const field = (name: string, max = 500) => String(form.get(name) ?? "").slice(0, max);
  const id = field("id", 100);
  switch (field("intent", 40)) {
    case "create": {
      const email = field("email", 200);
      const role = field("role", 20);
      if (!isRole(role)) return answer("create", { fieldErrors: { role: userMessages.roleUnknown }, values: { email, role }, status: 400 });
      const outcome = await addAdmin(services, actor, { email, password: field("password") || null, role });
      if (!outcome.ok) return answer("create", { fieldErrors: { [outcome.field]: outcome.message }, values: { email, role }, status: 400 });
      return answer("create", {
        notice: { tone: "success", text: userMessages.added(outcome.email, roleLabels[role]) },
        oneTime: outcome.generatedPassword ? { label: `Initial password for ${outcome.email}. ${userMessages.passwordShownOnce}`, values: [outcome.generatedPassword] } : null,
      });
    }
    case "reset": {
      const outcome = await resetPassword(services, actor, { userId: id, password: field("password") || null });
      if (!outcome.ok) return outcome.field === "form" ? failure(`reset:${id}`, outcome.message, 404) : answer(`reset:${id}`, { fieldErrors: { password: outcome.message }, status: 400 });
      return answer(`reset:${id}`, {
        notice: { tone: "success", text: userMessages.reset(outcome.email) },
        oneTime: outcome.generatedPassword ? { label: `New password for ${outcome.email}. ${userMessages.passwordShownOnce}`, values: [outcome.generatedPassword] } : null,
      });
    }
    case "disable":
    case "enable": {
      const disabled = form.get("intent") === "disable";
      const outcome = await setAdminDisabled(services, actor, { userId: id, disabled });
      if (!outcome.ok) return failure(`status:${id}`, outcome.message);
      return answer(`status:${id}`, { notice: { tone: "success", text: disabled ? userMessages.disabled(outcome.email) : userMessages.enabled(outcome.email) } });
    }
    case "role": {
      const role = field("role", 20);
      if (!isRole(role)) return failure(`role:${id}`, userMessages.roleUnknown, 400);
      const outcome = await setAccountRole(services, actor, { userId: id, role });
      if (!outcome.ok) return failure(`role:${id}`, outcome.message);
      const text = outcome.changed ? userMessages.roleChanged(outcome.email, roleLabels[role]) : userMessages.roleUnchanged(outcome.email, roleLabels[role]);
      return answer(`role:${id}`, { notice: { tone: "success", text } });
    }
    case "change-password": {
      const outcome = await changeOwnPassword(services, actor, { current: field("current"), next: field("next"), repeat: field("repeat") });
      if (!outcome.ok) return answer("change-password", { fieldErrors: { [outcome.field]: outcome.message }, status: 400 });
      return answer("change-password", { notice: { tone: "success", text: userMessages.ownPasswordChanged } });
    }
    case "2fa-start":
      await startTwoFactorSetup(services, user.userId);
      return answer("2fa", {});
    case "2fa-confirm": {
      const outcome = await confirmTwoFactorSetup(services, actor, field("code", 20));
      if (!outcome.ok) return answer("2fa", { fieldErrors: { code: userMessages.setupCodeWrong }, status: 400 });
      return answer("2fa", { notice: { tone: "success", text: userMessages.twoFactorOn }, oneTime: { label: userMessages.recoveryShownOnce, values: outcome.recoveryCodes } });
    }
    case "2fa-off": {
      const email = (await listAdmins(services.db)).find((admin) => admin.id === id)?.email;
      if (!email || !(await turnOffTwoFactor(services, actor, id))) return failure(`2fa-off:${id}`, "Two-factor sign-in was already off.");
      return answer(`2fa-off:${id}`, { notice: { tone: "success", text: userMessages.twoFactorOff(email) } });
    }
    default:
      return failure("unknown", userMessages.unknownRequest, 400);
  }
}
