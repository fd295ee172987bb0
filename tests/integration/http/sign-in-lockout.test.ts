import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "../../../app/server/auth/login.server";
import { startApp, TEST_ADMIN, type RunningApp } from "../../support/app-process";

/*
 * Issue 20: strangers guessing from many addresses must not lock the owner out. Over HTTP, as a
 * browser sends it (behind a proxy that names the client in X-Forwarded-For): the owner's browser,
 * which signed in before and carries its device cookie, still gets in; a stranger does not.
 */
let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ env: { TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await app.stop();
});

function signIn(password: string, from: string, cookie?: string): Promise<Response> {
  return fetch(`${app.url}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ email: TEST_ADMIN.email, password }),
  });
}

describe("sign-in under a guessing attack", () => {
  it("20 addresses of guessing stop strangers but not the owner's browser, which carries its device cookie", async () => {
    const first = await signIn(TEST_ADMIN.password, "198.51.100.10");
    expect(first.status).toBe(302);
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith("cw_device="));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/admin/i);
    const deviceCookie = device!.split(";")[0]!;

    const guessers = Array.from({ length: MAX_FAILURES_PER_ACCOUNT / MAX_FAILURES_PER_IP }, (_, index) => `203.0.113.${index + 1}`);
    const statuses = await Promise.all(
      guessers.map(async (address) => {
        const seen: number[] = [];
        for (let guess = 0; guess < MAX_FAILURES_PER_IP; guess += 1) seen.push((await signIn(`guess-${guess}`, address)).status);
        return seen;
      }),
    );
    expect(statuses.flat().filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);

    // a stranger is refused now, from a fresh address and with the right password too
    expect((await signIn("guess-x", "192.0.2.77")).status).toBe(429);
    expect((await signIn(TEST_ADMIN.password, "192.0.2.78")).status).toBe(429);
    // the owner's browser gets in, from a fresh address and from a guesser's
    for (const address of ["192.0.2.79", guessers[0]!]) {
      const owner = await signIn(TEST_ADMIN.password, address, deviceCookie);
      expect(owner.status).toBe(302);
      expect(owner.headers.get("location")).toBe("/admin/dashboard");
    }
  }, 120_000);
});
