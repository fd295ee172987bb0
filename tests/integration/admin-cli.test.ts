import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, signIn, startApp } from "../support/app-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "cw-admin-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin -- …` as an operator types it (npm adds nothing but the script). */
function admin(...args: string[]) {
  const run = spawnSync(path.join(repoRoot, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe("npm run admin -- create", () => {
  it("explains its usage and refuses weak passwords", () => {
    expect(admin()).toMatchObject({ code: 2, out: expect.stringContaining("Usage: npm run admin -- create --email") });
    expect(admin("create", "--email", "not-an-email", "--password", "long-enough-1")).toMatchObject({ code: 2 });
    expect(admin("create", "--email", "owner@example.in", "--password", "short")).toMatchObject({
      code: 1,
      out: expect.stringContaining("at least 10 characters"),
    });
    // the same rules as the users screen: not a common password, not the account's e-mail
    expect(admin("create", "--email", "owner@example.in", "--password", "Password123")).toMatchObject({ code: 1, out: expect.stringContaining("most commonly used") });
    expect(admin("create", "--email", "owner@example.in", "--password", "owner@example.in")).toMatchObject({ code: 1, out: expect.stringContaining("e-mail address") });
  });

  it("creates an administrator who can sign in, and a second run changes the password", async () => {
    expect(admin("create", "--email", "owner@example.in", "--password", "first-password-1")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Administrator owner@example.in created."),
    });
    expect(admin("create", "--email", "Owner@Example.in", "--password", "second-password-2")).toMatchObject({
      code: 0,
      out: expect.stringContaining("is now an administrator; password updated."),
    });
    const app = await startApp({ dataDir, env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });
    try {
      // An administrator exists, so none is generated at start.
      expect(app.output()).not.toContain("No administrator existed");
      expect(await signIn(app, { email: "owner@example.in", password: "second-password-2" })).toMatch(/^cw_session=/);
      await expect(signIn(app, { email: "owner@example.in", password: "first-password-1" })).rejects.toThrow(/401/);
    } finally {
      await app.stop();
    }
  });
});
