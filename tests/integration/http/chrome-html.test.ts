import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../../support/app-process";

/*
 * The server HTML of the pages this part of the site owns (/about, /sitemap, the legal pages, and
 * the 404 page: header, footer, skip link and floating buttons on each) passes the W3C Nu HTML
 * Checker, run offline from the vnu-jar package with the system's Java.
 */

const pages = ["/about", "/sitemap", "/terms-and-conditions", "/privacy-policy", "/refund-cancellation", "/no-such-page"];
const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

let app: RunningApp;
let dir: string;
beforeAll(async () => {
  app = await startApp();
  dir = mkdtempSync(path.join(tmpdir(), "cw-vnu-"));
});
afterAll(async () => {
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the chrome's pages are valid HTML", () => {
  it("passes the Nu HTML Checker with no error", { timeout: 60_000 }, async () => {
    const files: string[] = [];
    for (const page of pages) {
      const response = await fetch(`${app.url}${page}`);
      expect(response.headers.get("content-type"), page).toMatch(/^text\/html/);
      const file = path.join(dir, `${page.slice(1) || "home"}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
    expect(run.error, "Java must be installed to run the Nu HTML Checker").toBeUndefined();
    // the JSON report goes to stderr: one message per error, with its file and place
    const report = JSON.parse(run.stderr) as { messages: { url: string; lastLine?: number; message: string }[] };
    expect(report.messages.map((message) => `${path.basename(message.url)}:${message.lastLine ?? "?"}: ${message.message}`)).toEqual([]);
    expect(run.status).toBe(0);
  });
});
