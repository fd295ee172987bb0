import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapAdmin, createOrPromoteAdmin } from "../../../app/server/auth/admin-accounts.server";
import { issueDeviceCookie, readDeviceCookie } from "../../../app/server/auth/device-cookie.server";
import { keyFor } from "../../../app/server/auth/keys.server";
import { attemptLogin, auditEmailOf, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_DEVICE, MAX_FAILURES_PER_IP } from "../../../app/server/auth/login.server";
import {
  consumePendingSignIn,
  MAX_CODES_PER_PENDING_SIGN_IN,
  notePendingSignInFailure,
  readPendingSignIn,
  startPendingSignIn,
} from "../../../app/server/auth/pending-sign-in.server";
import { failureKeys } from "../../../app/server/auth/sign-in-throttle.server";
import type { AppServices } from "../../../app/server/services.server";
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

    it(`refuses browsers the account does not know after ${MAX_FAILURES_PER_ACCOUNT} of their failures an hour, from all addresses`, async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "popular@example.in", "popular-password-1");
      const at = new Date().toISOString();
      for (let index = 0; index < MAX_FAILURES_PER_ACCOUNT; index += 1) {
        const keys = failureKeys(services, { ip: `198.51.100.${index}`, email: "popular@example.in", account: null });
        await recordLoginFailure(services.db, { ...keys, at });
      }
      expect(await attemptLogin(services, { email: "popular@example.in", password: "popular-password-1", ip: "203.0.113.1" }, services.log)).toEqual({ status: "rate-limited" });
      // Failures older than an hour no longer count.
      await services.db.updateTable("loginFailures").set({ at: new Date(Date.now() - 61 * 60 * 1000).toISOString() }).execute();
      expect((await attemptLogin(services, { email: "popular@example.in", password: "popular-password-1", ip: "203.0.113.1" }, services.log)).status).toBe("ok");
    });

    describe("strangers cannot lock the owner out", () => {
      /** The owner's browser after a sign-in: the device cookie the sign-in pages set. */
      async function ownersBrowser(services: AppServices, email: string, password: string) {
        await createOrPromoteAdmin(services.db, email, password);
        const signedIn = await attemptLogin(services, { email, password, ip: "10.20.0.1" }, services.log);
        if (signedIn.status !== "ok") throw new Error(`owner could not sign in: ${signedIn.status}`);
        const cookie = cookieOf(await issueDeviceCookie(services, requestWith(), signedIn.userId));
        const device = await readDeviceCookie(services, requestWith(cookie));
        expect(device).toMatchObject({ userId: signedIn.userId });
        return device;
      }
      const guess = (services: AppServices, email: string, ip: string, attempt: number) =>
        attemptLogin(services, { email, password: `guess-${attempt}`, ip }, services.log);

      it("20 addresses of guessing stop strangers, while the owner's browser still signs in from any address", async () => {
        const services = servicesFor(database());
        const email = "owner20@example.in";
        const device = await ownersBrowser(services, email, "owner-password-20");
        // 20 addresses x 5 failures: every address and the account's allowance for unknown browsers used up
        const addresses = Array.from({ length: 20 }, (_, index) => `198.18.${index}.9`);
        const outcomes = await Promise.all(
          addresses.map(async (ip) => {
            const statuses: string[] = [];
            for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt += 1) statuses.push((await guess(services, email, ip, attempt)).status);
            return statuses;
          }),
        );
        expect(outcomes.flat().filter((status) => status === "invalid")).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
        // A stranger's next guess is refused, from a fresh address too, even with the right password.
        expect(await guess(services, email, "198.18.99.1", 0)).toEqual({ status: "rate-limited" });
        expect(await attemptLogin(services, { email, password: "owner-password-20", ip: "198.18.99.2" }, services.log)).toEqual({ status: "rate-limited" });
        // The owner's browser signs in, from a fresh address and from one of the guessers' addresses.
        for (const ip of ["10.20.0.2", addresses[3]!]) {
          expect((await attemptLogin(services, { email, password: "owner-password-20", ip, device }, services.log)).status).toBe("ok");
        }
        // A device cookie of another account does not open this one.
        const other = await ownersBrowser(services, "neighbour@example.in", "neighbour-password-1");
        expect(await attemptLogin(services, { email, password: "owner-password-20", ip: "10.20.0.3", device: other }, services.log)).toEqual({ status: "rate-limited" });
        // Nor does the owner's own once the password has changed (a browser that knew the old one is unknown again).
        await createOrPromoteAdmin(services.db, email, "owner-password-21");
        expect(await attemptLogin(services, { email, password: "owner-password-21", ip: "10.20.0.4", device }, services.log)).toEqual({ status: "rate-limited" });
      });

      it("counts an IPv6 /64 as one address, whichever of its addresses each guess comes from", async () => {
        const services = servicesFor(database());
        const email = "owner64@example.in";
        const device = await ownersBrowser(services, email, "owner-password-64");
        const statuses: string[] = [];
        for (let attempt = 0; attempt < 3 * MAX_FAILURES_PER_IP; attempt += 1) {
          statuses.push((await guess(services, email, `2001:db8:64:1:${((attempt * 7919) % 0xffff).toString(16)}::${attempt + 1}`, attempt)).status);
        }
        expect(statuses.filter((status) => status === "invalid")).toHaveLength(MAX_FAILURES_PER_IP);
        expect(statuses.slice(MAX_FAILURES_PER_IP).every((status) => status === "rate-limited")).toBe(true);
        // the same /64 written another way, or as an IPv4-mapped neighbour, is still counted right
        expect(await guess(services, email, "2001:0db8:0064:0001:ffff::1", 99)).toEqual({ status: "rate-limited" });
        expect(await guess(services, email, "2001:db8:64:2::1", 99)).toEqual({ status: "invalid" });
        // The owner's browser inside the same /64 still signs in.
        expect((await attemptLogin(services, { email, password: "owner-password-64", ip: "2001:db8:64:1::beef", device }, services.log)).status).toBe("ok");
      });

      it(`gives a known browser its own allowance of ${MAX_FAILURES_PER_DEVICE} failures an hour`, async () => {
        const services = servicesFor(database());
        const email = "clumsy@example.in";
        const device = await ownersBrowser(services, email, "clumsy-password-1");
        for (let attempt = 0; attempt < MAX_FAILURES_PER_DEVICE; attempt += 1) {
          expect(await attemptLogin(services, { email, password: `typo-${attempt}`, ip: "10.30.0.1", device }, services.log)).toEqual({ status: "invalid" });
        }
        expect(await attemptLogin(services, { email, password: "clumsy-password-1", ip: "10.30.0.1", device }, services.log)).toEqual({ status: "rate-limited" });
        // its failures were its own: the address and the account still let other browsers try
        expect((await attemptLogin(services, { email, password: "clumsy-password-1", ip: "10.30.0.1" }, services.log)).status).toBe("ok");
      });
    });

    describe("the pending second step", () => {
      async function passwordDone(services: AppServices, email: string) {
        await createOrPromoteAdmin(services.db, email, "pending-password-1");
        const user = (await findUserByEmail(services.db, email))!;
        const cookie = cookieOf(await startPendingSignIn(services, requestWith(), user.id));
        return { user, cookie };
      }

      it("refuses a cookie signed with the site key that names no record", async () => {
        const services = servicesFor(database());
        const { user, cookie } = await passwordDone(services, "pending-forged@example.in");
        expect(await readPendingSignIn(services, requestWith(cookie))).toMatchObject({ userId: user.id });
        const signer = createCookie("cw_pending_sign_in", { path: "/admin", secrets: [keyFor(services.config.sessionSecret, "pending-sign-in-cookie").toString("base64url")] });
        for (const value of [randomBytes(32).toString("base64url"), { userId: user.id, until: Date.now() + 60_000 }]) {
          const forged = cookieOf(await signer.serialize(value));
          expect(await signer.parse(forged)).toEqual(value); // correctly signed...
          expect(await readPendingSignIn(services, requestWith(forged))).toBeNull(); // ...and still refused
        }
        // the old design's cookie, signed with the secret itself, is refused too
        const legacy = createCookie("cw_pending_sign_in", { path: "/admin", secrets: [`pending-sign-in:${services.config.sessionSecret}`] });
        expect(await readPendingSignIn(services, requestWith(cookieOf(await legacy.serialize({ userId: user.id, until: Date.now() + 60_000 }))))).toBeNull();
      });

      it("is used once, and only its hash is stored", async () => {
        const services = servicesFor(database());
        const { cookie } = await passwordDone(services, "pending-once@example.in");
        const pending = (await readPendingSignIn(services, requestWith(cookie)))!;
        expect(await services.db.selectFrom("pendingSignIns").select("id").where("id", "=", tokenOf(cookie)).execute()).toEqual([]);
        const outcomes = await Promise.all([consumePendingSignIn(services, pending), consumePendingSignIn(services, pending)]);
        expect(outcomes.filter(Boolean)).toHaveLength(1);
        expect(await consumePendingSignIn(services, pending)).toBe(false);
        expect(await readPendingSignIn(services, requestWith(cookie))).toBeNull();
      });

      it("is void once the password changes, after five minutes, and after five wrong codes", async () => {
        const services = servicesFor(database());
        const changed = await passwordDone(services, "pending-changed@example.in");
        await createOrPromoteAdmin(services.db, "pending-changed@example.in", "another-password-2");
        expect(await readPendingSignIn(services, requestWith(changed.cookie))).toBeNull();

        const expired = await passwordDone(services, "pending-expired@example.in");
        await services.db.updateTable("pendingSignIns").set({ expiresAt: new Date(Date.now() - 1).toISOString() }).where("userId", "=", expired.user.id).execute();
        expect(await readPendingSignIn(services, requestWith(expired.cookie))).toBeNull();

        const guessed = await passwordDone(services, "pending-guessed@example.in");
        const pending = (await readPendingSignIn(services, requestWith(guessed.cookie)))!;
        for (let wrong = 1; wrong < MAX_CODES_PER_PENDING_SIGN_IN; wrong += 1) await notePendingSignInFailure(services, pending);
        expect(await readPendingSignIn(services, requestWith(guessed.cookie))).not.toBeNull();
        await notePendingSignInFailure(services, pending);
        expect(await readPendingSignIn(services, requestWith(guessed.cookie))).toBeNull();
      });
    });

    it("keeps a failed sign-in's typed e-mail in the audit trail only when it names an account", async () => {
      const services = servicesFor(database());
      await createOrPromoteAdmin(services.db, "audited@example.in", "audited-password-1");
      const typed = ["audited@example.in", "Mistyped.Person@Example.in", "Mistyped.Person@Example.in", "hunter2-typed-in-the-wrong-box"];
      for (const [index, email] of typed.entries()) {
        expect(await attemptLogin(services, { email, password: "wrong", ip: `10.40.0.${index}` }, services.log)).toEqual({ status: "invalid" });
      }
      const trail = await services.db.selectFrom("auditEvents").select(["actorEmail", "detail"]).where("action", "=", "auth.login_failed").orderBy("at").execute();
      const emails = trail.slice(-4).map((row) => row.actorEmail!);
      expect(emails[0]).toBe("audited@example.in");
      expect(emails[1]).toMatch(/^unknown:[0-9a-f]{32}$/);
      expect(emails[2]).toBe(emails[1]); // the same text typed twice shows as the same value
      expect(emails[3]).toMatch(/^unknown:[0-9a-f]{32}$/);
      expect(emails[3]).not.toBe(emails[1]);
      // a salted hash: not the plain SHA-256 of what was typed, and another site key gives another value
      expect(emails[1]).not.toContain(createHash("sha256").update("mistyped.person@example.in").digest("hex").slice(0, 32));
      expect(auditEmailOf(servicesWithKey(services, "another-site-key-of-enough-length"), "mistyped.person@example.in", undefined)).not.toBe(emails[1]);
      // nothing typed is kept anywhere in the database
      const everything = JSON.stringify([trail, await services.db.selectFrom("loginFailures").selectAll().execute()]);
      expect(everything.toLowerCase()).not.toContain("mistyped.person");
      expect(everything).not.toContain("hunter2");
    });
  });
});

function servicesWithKey(services: AppServices, sessionSecret: string): AppServices {
  return { ...services, config: { ...services.config, sessionSecret } };
}
