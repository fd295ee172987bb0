import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages, addAdmin, changeOwnPassword, createOrPromoteAdmin, resetPassword, setAdminDisabled } from "../../../app/server/auth/admin-accounts.server";
import { attemptLogin, completeSignIn, MAX_FAILURES_PER_IP } from "../../../app/server/auth/login.server";
import { readSession, startSession } from "../../../app/server/auth/session.server";
import { confirmTwoFactorSetup, startTwoFactorSetup, turnOffTwoFactor, verifySecondFactor } from "../../../app/server/auth/two-factor.server";
import { passwordMessages } from "../../../app/domain/passwords";
import { findUserByEmail } from "../../../app/server/repos/users.server";
import type { AppServices } from "../../../app/server/services.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";

const engines = await enginesUnderTest();

const requestWith = (cookie?: string) => new Request("http://127.0.0.1/admin/users", { headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
let counter = 0;
const uniqueEmail = (name: string) => `${name}-${(counter += 1)}-${Date.now().toString(36)}@example.in`;

async function adminNamed(services: AppServices, name: string, password = "a-fine-password-1") {
  const email = uniqueEmail(name);
  await createOrPromoteAdmin(services.db, email, password);
  const user = (await findUserByEmail(services.db, email))!;
  return { id: user.id, email, password, ip: "10.1.1.1" };
}

async function sessionOf(services: AppServices, userId: string) {
  const cookie = cookieOf(await startSession(services, requestWith(), userId, "10.1.1.1"));
  const session = (await readSession(services, requestWith(cookie)))!;
  return { cookie, sessionId: session.sessionId };
}

async function auditActions(services: AppServices, entityId: string): Promise<string[]> {
  const rows = await services.db.selectFrom("auditEvents").select("action").where("entityId", "=", entityId).orderBy("at").orderBy("id").execute();
  return rows.map((row) => row.action);
}

async function activeAdminCount(services: AppServices): Promise<number> {
  const rows = await services.db.selectFrom("users").select("id").where("isAdmin", "=", 1).where("disabledAt", "is", null).execute();
  return rows.length;
}

describe.each(engines)("administrators on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("never disables the last active administrator, even when two disable each other at once", async () => {
      const services = servicesFor(database());
      // Every existing admin is disabled first, so each round starts with exactly two active ones.
      await services.db.updateTable("users").set({ disabledAt: new Date().toISOString() }).execute();
      for (let round = 0; round < 8; round += 1) {
        const first = await adminNamed(services, "first");
        const second = await adminNamed(services, "second");
        const outcomes = await Promise.all([
          setAdminDisabled(services, first, { userId: second.id, disabled: true }),
          setAdminDisabled(services, second, { userId: first.id, disabled: true }),
        ]);
        expect(outcomes.filter((outcome) => outcome.ok), `round ${round}`).toHaveLength(1);
        expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ message: expect.stringMatching(/last active administrator|no longer exists/) });
        expect(await activeAdminCount(services)).toBe(1);
        // leave only the survivor active, then disable it by hand for the next round
        await services.db.updateTable("users").set({ disabledAt: new Date().toISOString() }).execute();
      }
    });

    it("refuses to disable the only active administrator, even at their own request", async () => {
      const services = servicesFor(database());
      await services.db.updateTable("users").set({ disabledAt: new Date().toISOString() }).execute();
      const only = await adminNamed(services, "only");
      const disabled = await adminNamed(services, "was-disabled");
      await services.db.updateTable("users").set({ disabledAt: new Date().toISOString() }).where("id", "=", disabled.id).execute();
      expect(await setAdminDisabled(services, only, { userId: only.id, disabled: true })).toEqual({ ok: false, message: accountMessages.lastAdmin });
      // A disabled administrator's request still in flight cannot disable the last one.
      expect((await setAdminDisabled(services, disabled, { userId: only.id, disabled: true })).ok).toBe(false);
      expect(await activeAdminCount(services)).toBe(1);
    });

    it("ends a disabled administrator's sessions at once and refuses their sign-in until enabled", async () => {
      const services = servicesFor(database());
      const boss = await adminNamed(services, "boss");
      const target = await adminNamed(services, "target");
      const { cookie } = await sessionOf(services, target.id);
      expect(await setAdminDisabled(services, boss, { userId: target.id, disabled: true })).toMatchObject({ ok: true });
      expect(await readSession(services, requestWith(cookie))).toBeNull();
      expect(await services.db.selectFrom("sessions").select("id").where("userId", "=", target.id).execute()).toEqual([]);
      expect(await attemptLogin(services, { email: target.email, password: target.password, ip: "10.9.0.1" }, services.log)).toEqual({ status: "disabled" });
      expect(await setAdminDisabled(services, boss, { userId: target.id, disabled: false })).toMatchObject({ ok: true });
      expect((await attemptLogin(services, { email: target.email, password: target.password, ip: "10.9.0.1" }, services.log)).status).toBe("ok");
      expect(await auditActions(services, target.id)).toEqual(["user.create", "user.disable", "auth.login_failed", "user.enable"]);
    });

    it("adds administrators with a generated or chosen password, under the password rules", async () => {
      const services = servicesFor(database());
      const boss = await adminNamed(services, "adder");
      const email = uniqueEmail("new");
      expect(await addAdmin(services, boss, { email, password: "password123" })).toEqual({ ok: false, field: "password", message: passwordMessages.common });
      expect(await addAdmin(services, boss, { email, password: "Qwertyuiop" })).toEqual({ ok: false, field: "password", message: passwordMessages.common });
      expect(await addAdmin(services, boss, { email, password: "short-1" })).toEqual({ ok: false, field: "password", message: passwordMessages.tooShort });
      expect(await addAdmin(services, boss, { email, password: email.toUpperCase() })).toEqual({ ok: false, field: "password", message: passwordMessages.isEmail });
      expect(await addAdmin(services, boss, { email: "not an e-mail", password: null })).toMatchObject({ ok: false, field: "email" });
      const added = await addAdmin(services, boss, { email, password: null });
      expect(added).toMatchObject({ ok: true, email });
      if (!added.ok || !added.generatedPassword) throw new Error("no generated password");
      expect(added.generatedPassword.length).toBeGreaterThanOrEqual(10);
      expect(await addAdmin(services, boss, { email: email.toUpperCase(), password: "another-fine-one" })).toEqual({ ok: false, field: "email", message: accountMessages.emailTaken });
      const login = await attemptLogin(services, { email, password: added.generatedPassword, ip: "10.9.0.2" }, services.log);
      expect(login.status).toBe("ok");
      // The generated password is nowhere in the database.
      const user = (await findUserByEmail(services.db, email))!;
      expect(JSON.stringify(user)).not.toContain(added.generatedPassword);
      expect(await auditActions(services, user.id)).toEqual(["user.create"]);
    });

    it("the command line and the bootstrap follow the same rules", async () => {
      const services = servicesFor(database());
      await expect(createOrPromoteAdmin(services.db, uniqueEmail("cli"), "1234567890")).rejects.toThrow(passwordMessages.common);
      await expect(createOrPromoteAdmin(services.db, uniqueEmail("cli"), "short")).rejects.toThrow(/at least 10 characters/);
    });

    it("a reset ends the other administrator's sessions; a change of one's own ends only the other ones", async () => {
      const services = servicesFor(database());
      const boss = await adminNamed(services, "resetter");
      const target = await adminNamed(services, "reset-target");
      const targetSession = await sessionOf(services, target.id);
      expect(await resetPassword(services, boss, { userId: boss.id, password: null })).toEqual({ ok: false, field: "form", message: accountMessages.resetSelf });
      const reset = await resetPassword(services, boss, { userId: target.id, password: null });
      expect(reset).toMatchObject({ ok: true });
      expect(await readSession(services, requestWith(targetSession.cookie))).toBeNull();

      const here = await sessionOf(services, boss.id);
      const elsewhere = await sessionOf(services, boss.id);
      const actor = { ...boss, sessionId: here.sessionId };
      expect(await changeOwnPassword(services, actor, { current: "wrong-password", next: "new-fine-password", repeat: "new-fine-password" })).toMatchObject({ ok: false, field: "current" });
      expect(await changeOwnPassword(services, actor, { current: boss.password, next: "1q2w3e4r5t6y", repeat: "1q2w3e4r5t6y" })).toMatchObject({ ok: false, field: "next", message: passwordMessages.common });
      expect(await changeOwnPassword(services, actor, { current: boss.password, next: "new-fine-password", repeat: "new-fine-passwort" })).toMatchObject({ ok: false, field: "repeat" });
      expect(await changeOwnPassword(services, actor, { current: boss.password, next: "new-fine-password", repeat: "new-fine-password" })).toEqual({ ok: true });
      expect(await readSession(services, requestWith(here.cookie))).not.toBeNull();
      expect(await readSession(services, requestWith(elsewhere.cookie))).toBeNull();
      expect((await attemptLogin(services, { email: boss.email, password: "new-fine-password", ip: "10.9.0.3" }, services.log)).status).toBe("ok");
      expect(await auditActions(services, target.id)).toContain("user.password_reset");
      expect(await auditActions(services, boss.id)).toContain("user.password_change");
    });

    describe("two-factor sign-in", () => {
      async function withTwoFactor(services: AppServices, name: string) {
        const admin = await adminNamed(services, name);
        const setup = (await startTwoFactorSetup(services, admin.id))!;
        expect(setup.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: "SHA1" });
        expect(await confirmTwoFactorSetup(services, admin, "000000".replace(/0/g, "1"))).toEqual({ ok: false });
        const confirmed = await confirmTwoFactorSetup(services, admin, totp.generate());
        if (!confirmed.ok) throw new Error("setup was not confirmed");
        return { ...admin, totp, recoveryCodes: confirmed.recoveryCodes };
      }

      it("keeps the secret encrypted, asks for a code after the password, refuses a replayed code", async () => {
        const services = servicesFor(database());
        const admin = await withTwoFactor(services, "otp");
        expect(admin.recoveryCodes).toHaveLength(10);
        const row = (await findUserByEmail(services.db, admin.email))!;
        expect(row.totpSecret).not.toBeNull();
        expect(row.totpSecret).not.toContain(admin.totp.secret.base32);
        expect(await services.db.selectFrom("recoveryCodes").select("codeHash").where("userId", "=", admin.id).execute()).not.toContainEqual({ codeHash: admin.recoveryCodes[0] });

        expect(await attemptLogin(services, { email: admin.email, password: admin.password, ip: "10.2.0.1" }, services.log)).toEqual({ status: "ok", userId: admin.id, needsSecondFactor: true });
        // The code that confirmed the setup is spent; the next step's code is accepted once.
        const confirmingCode = admin.totp.generate();
        expect(await verifySecondFactor(services, { userId: admin.id, code: confirmingCode, ip: "10.2.0.1" })).toEqual({ status: "invalid" });
        const next = admin.totp.generate({ timestamp: Date.now() + 30_000 });
        expect(await verifySecondFactor(services, { userId: admin.id, code: next, ip: "10.2.0.1" })).toEqual({ status: "ok", method: "totp" });
        expect(await verifySecondFactor(services, { userId: admin.id, code: next, ip: "10.2.0.1" })).toEqual({ status: "invalid" });
        const cookie = await completeSignIn(services, requestWith(), admin.id, { ip: "10.2.0.1", method: "totp" }, services.log);
        expect(cookie).toMatch(/^cw_session=/);
        expect((await findUserByEmail(services.db, admin.email))!.lastLoginAt).not.toBeNull();
        expect(await auditActions(services, admin.id)).toEqual(["user.create", "user.2fa_enable", "auth.login_failed", "auth.login_failed", "auth.login"]);
      });

      it("accepts the same code once when it is sent twice at the same moment", async () => {
        const services = servicesFor(database());
        const admin = await withTwoFactor(services, "otp-race");
        const next = admin.totp.generate({ timestamp: Date.now() + 30_000 });
        const outcomes = await Promise.all([0, 1, 2].map((index) => verifySecondFactor(services, { userId: admin.id, code: next, ip: `10.3.0.${index}` })));
        expect(outcomes.filter((outcome) => outcome.status === "ok")).toHaveLength(1);
      });

      it("takes each recovery code once, and counts wrong codes like wrong passwords", async () => {
        const services = servicesFor(database());
        const admin = await withTwoFactor(services, "recovery");
        const [code] = admin.recoveryCodes;
        expect(await verifySecondFactor(services, { userId: admin.id, code: ` ${code!.toUpperCase()} `, ip: "10.4.0.1" })).toEqual({ status: "ok", method: "recovery-code" });
        expect(await verifySecondFactor(services, { userId: admin.id, code: code!, ip: "10.4.0.1" })).toEqual({ status: "invalid" });
        for (let attempt = 2; attempt <= MAX_FAILURES_PER_IP; attempt += 1) {
          expect(await verifySecondFactor(services, { userId: admin.id, code: "12345" + (attempt % 10), ip: "10.4.0.1" })).toEqual({ status: "invalid" });
        }
        // The limit is reached: even a good code is refused from this address now.
        expect(await verifySecondFactor(services, { userId: admin.id, code: admin.recoveryCodes[1]!, ip: "10.4.0.1" })).toEqual({ status: "rate-limited" });
        expect(await verifySecondFactor(services, { userId: admin.id, code: admin.recoveryCodes[1]!, ip: "10.4.0.2" })).toEqual({ status: "ok", method: "recovery-code" });
      });

      it("another administrator can turn it off for a locked-out colleague", async () => {
        const services = servicesFor(database());
        const admin = await withTwoFactor(services, "locked-out");
        const helper = await adminNamed(services, "helper");
        expect(await turnOffTwoFactor(services, helper, admin.id)).toBe(true);
        expect(await turnOffTwoFactor(services, helper, admin.id)).toBe(false);
        expect(await attemptLogin(services, { email: admin.email, password: admin.password, ip: "10.5.0.1" }, services.log)).toMatchObject({ status: "ok", needsSecondFactor: false });
        expect(await services.db.selectFrom("recoveryCodes").select("id").where("userId", "=", admin.id).execute()).toEqual([]);
        expect(await auditActions(services, admin.id)).toContain("user.2fa_disable");
      });
    });
  });
});
