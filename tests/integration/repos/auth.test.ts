import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapAdmin, createOrPromoteAdmin } from "../../../app/server/auth/admin-accounts.server";
import { attemptLogin, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "../../../app/server/auth/login.server";
import { passwordHashOptions } from "../../../app/server/auth/password.server";
import { endSession, hashToken, readSession, SESSION_IDLE_MS, startSession } from "../../../app/server/auth/session.server";
import { recordLoginFailure } from "../../../app/server/repos/login-failures.server";
import { deleteDeadSessions } from "../../../app/server/repos/sessions.server";
import { countAdmins, createUser, findUserByEmail } from "../../../app/server/repos/users.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";
import { servicesFor } from "../../support/services";

const engines = await enginesUnderTest();

function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

/** The token inside a signed cookie (React Router signs base64-encoded JSON). */
function tokenOf(cookie: string): string {
  const signed = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString("utf8")) as string;
}

function requestWith(cookie?: string): Request {
  return new Request("http://127.0.0.1/admin/dashboard", { headers: cookie ? { cookie } : {} });
}

describe.each(engines)("accounts and sessions on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("bootstraps one admin from the environment, and only when none exists", async () => {
      const services = servicesFor(database());
      const created = await bootstrapAdmin(services.db, { email: "Owner@Example.in", password: "a-long-password-1" });
      expect(created).toEqual({ email: "Owner@Example.in" });
      expect(await bootstrapAdmin(services.db, { email: "other@example.in", password: "another-password" })).toBeNull();
      expect(await countAdmins(services.db)).toBe(1);
      const user = await findUserByEmail(services.db, "owner@example.in");
      expect(user?.isAdmin).toBe(1);
      // argon2id with at least 19 MiB and 2 passes, as the hash itself records
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(passwordHashOptions.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    });

    it("signs an admin in with a fresh token each time, refuses non-admins and wrong passwords", async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "admin2@example.in", "correct-horse-1");
      const plain = await createUser(services.db, { email: "reader@example.in", passwordHash: "x", isAdmin: false });
      expect(plain.isAdmin).toBe(0);
      await createOrPromoteAdmin(services.db, "learner@example.in", "learner-pass-1");
      await services.db.updateTable("users").set({ isAdmin: 0 }).where("email", "=", "learner@example.in").execute();

      expect(await attemptLogin(services, { email: "admin2@example.in", password: "wrong", ip: "10.0.0.1" }, services.log)).toEqual({ status: "invalid" });
      expect(await attemptLogin(services, { email: "nobody@example.in", password: "x", ip: "10.0.0.1" }, services.log)).toEqual({ status: "invalid" });
      expect(await attemptLogin(services, { email: "learner@example.in", password: "learner-pass-1", ip: "10.0.0.1" }, services.log)).toEqual({ status: "not-admin" });
      const ok = await attemptLogin(services, { email: " ADMIN2@example.in ", password: "correct-horse-1", ip: "10.0.0.1" }, services.log);
      expect(ok.status).toBe("ok");
      if (ok.status !== "ok") return;

      const first = cookieOf(await startSession(services, requestWith(), ok.userId, "10.0.0.1"));
      const second = cookieOf(await startSession(services, requestWith(), ok.userId, "10.0.0.1"));
      expect(first).not.toEqual(second);
      expect((await readSession(services, requestWith(first)))?.email).toBe("admin2@example.in");
      expect((await readSession(services, requestWith(second)))?.isAdmin).toBe(true);
      expect(await readSession(services, requestWith("cw_session=forged.value"))).toBeNull();

      // Only a hash of the token is stored.
      const token = tokenOf(first);
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
      const rows = await services.db.selectFrom("sessions").select("id").execute();
      expect(rows.map((row) => row.id)).not.toContain(token);
      expect(rows.map((row) => row.id)).toContain(hashToken(token));

      const cleared = await endSession(services, requestWith(first));
      expect(cleared).toMatch(/Max-Age=0/);
      expect(await readSession(services, requestWith(first))).toBeNull();
      expect(await readSession(services, requestWith(second))).not.toBeNull();
    });

    it("ends sessions after 30 minutes idle and after 12 hours in all", async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "timer@example.in", "timer-password-1");
      const user = (await findUserByEmail(services.db, "timer@example.in"))!;
      const idle = cookieOf(await startSession(services, requestWith(), user.id, "10.0.0.2"));
      const old = cookieOf(await startSession(services, requestWith(), user.id, "10.0.0.2"));
      const idleId = hashToken(tokenOf(idle));
      const oldId = hashToken(tokenOf(old));
      const past = (ms: number) => new Date(Date.now() - ms).toISOString();
      await services.db.updateTable("sessions").set({ lastSeenAt: past(SESSION_IDLE_MS + 1000) }).where("id", "=", idleId).execute();
      await services.db.updateTable("sessions").set({ expiresAt: past(1000) }).where("id", "=", oldId).execute();
      expect(await readSession(services, requestWith(idle))).toBeNull();
      expect(await readSession(services, requestWith(old))).toBeNull();

      const live = cookieOf(await startSession(services, requestWith(), user.id, "10.0.0.2"));
      await services.db.updateTable("sessions").set({ lastSeenAt: past(SESSION_IDLE_MS - 60_000) }).execute();
      expect(await readSession(services, requestWith(live))).not.toBeNull();
      await services.db.updateTable("sessions").set({ lastSeenAt: past(SESSION_IDLE_MS + 1) }).execute();
      expect(await deleteDeadSessions(services.db, new Date().toISOString(), past(SESSION_IDLE_MS))).toBeGreaterThan(0);
    });

    it(`answers the ${MAX_FAILURES_PER_IP + 1}th failure from one address as rate-limited, whatever the e-mail`, async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "target@example.in", "target-password-1");
      for (let attempt = 1; attempt <= MAX_FAILURES_PER_IP; attempt += 1) {
        expect(await attemptLogin(services, { email: `guess${attempt}@example.in`, password: "x", ip: "192.0.2.7" }, services.log)).toEqual({ status: "invalid" });
      }
      // Even the right password is refused from that address now...
      expect(await attemptLogin(services, { email: "target@example.in", password: "target-password-1", ip: "192.0.2.7" }, services.log)).toEqual({ status: "rate-limited" });
      // ...while another address still gets in.
      expect((await attemptLogin(services, { email: "target@example.in", password: "target-password-1", ip: "192.0.2.8" }, services.log)).status).toBe("ok");
    });

    it("holds the address limit when many attempts arrive at once", async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "burst@example.in", "burst-password-1");
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) => attemptLogin(services, { email: "burst@example.in", password: `guess-${index}`, ip: "192.0.2.99" }, services.log)),
      );
      const guessed = outcomes.filter((outcome) => outcome.status === "invalid").length;
      // Never more guesses than the limit, however the requests interleave (here they may all be refused).
      expect(guessed).toBeLessThanOrEqual(MAX_FAILURES_PER_IP);
      expect(outcomes.filter((outcome) => outcome.status === "rate-limited").length).toBe(20 - guessed);
    });

    it("ends every session of an account when its password is changed", async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "reset@example.in", "first-password-1");
      const user = (await findUserByEmail(services.db, "reset@example.in"))!;
      const cookie = cookieOf(await startSession(services, requestWith(), user.id, "10.0.0.3"));
      expect(await readSession(services, requestWith(cookie))).not.toBeNull();
      await createOrPromoteAdmin(services.db, "reset@example.in", "second-password-2");
      expect(await readSession(services, requestWith(cookie))).toBeNull();
      expect((await attemptLogin(services, { email: "reset@example.in", password: "second-password-2", ip: "10.0.0.3" }, services.log)).status).toBe("ok");
    });

    it("does not count an event-stream heartbeat as activity", async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "idle@example.in", "idle-password-1");
      const user = (await findUserByEmail(services.db, "idle@example.in"))!;
      const cookie = cookieOf(await startSession(services, requestWith(), user.id, "10.0.0.4"));
      const id = hashToken(tokenOf(cookie));
      const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000).toISOString();
      await services.db.updateTable("sessions").set({ lastSeenAt: tenMinutesAgo }).where("id", "=", id).execute();
      expect(await readSession(services, requestWith(cookie), { touch: false })).not.toBeNull();
      const row = await services.db.selectFrom("sessions").select("lastSeenAt").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.lastSeenAt).toBe(tenMinutesAgo);
      await readSession(services, requestWith(cookie));
      const touched = await services.db.selectFrom("sessions").select("lastSeenAt").where("id", "=", id).executeTakeFirstOrThrow();
      expect(touched.lastSeenAt > tenMinutesAgo).toBe(true);
    });

    it(`lets an account take at most ${MAX_FAILURES_PER_ACCOUNT} failures an hour from all addresses`, async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "popular@example.in", "popular-password-1");
      const at = new Date().toISOString();
      for (let index = 0; index < MAX_FAILURES_PER_ACCOUNT; index += 1) {
        await recordLoginFailure(services.db, { ip: `198.51.100.${index}`, email: "popular@example.in", at });
      }
      expect(await attemptLogin(services, { email: "popular@example.in", password: "popular-password-1", ip: "203.0.113.1" }, services.log)).toEqual({ status: "rate-limited" });
      // Failures older than an hour no longer count.
      await services.db.updateTable("loginFailures").set({ at: new Date(Date.now() - 61 * 60 * 1000).toISOString() }).execute();
      expect((await attemptLogin(services, { email: "popular@example.in", password: "popular-password-1", ip: "203.0.113.1" }, services.log)).status).toBe("ok");
    });
  });
});
