import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLogs, startApp, TEST_ADMIN, type LogLine, type RunningApp } from "../../support/app-process";

const LEVEL = { warn: 40, error: 50 } as const;
const STACK_FRAME = /\bat .*:\d+:\d+/;

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

/** The log lines of one request, once its own request line has been written (on finish). */
async function linesOf(running: RunningApp, reqId: string): Promise<LogLine[]> {
  await expect
    .poll(() => readLogs(running).lines.some((line) => line.reqId === reqId && line.msg === "request"))
    .toBe(true);
  return readLogs(running).lines.filter((line) => line.reqId === reqId);
}

describe("logs an operator can follow", () => {
  it("logs a loader that fails as one JSON error line with the request's id, and shows the visitor a 500 page with no internals", async () => {
    const broken = await startApp();
    try {
      // A realistic failure: the table the blog loader reads is gone.
      const sqlite = new SQLite(path.join(broken.dataDir, "site.db"));
      sqlite.exec("DROP TABLE blogs");
      sqlite.close();

      for (const url of ["/blog", "/blog.data"]) {
        const response = await fetch(`${broken.url}${url}`);
        expect(response.status, url).toBe(500);
        const body = await response.text();
        expect(body, url).not.toMatch(/no such table|SqliteError/);
        expect(body, url).not.toMatch(STACK_FRAME);
        expect(body, url).not.toMatch(/at .*\.js:\d+/);
        if (url === "/blog") expect(body).toContain("Something went wrong");
        const reqId = response.headers.get("x-request-id")!;

        const lines = await linesOf(broken, reqId);
        expect(lines.find((line) => line.msg === "request")).toMatchObject({ url, status: 500 });
        const errors = lines.filter((line) => line.level === LEVEL.error);
        expect(errors, url).toHaveLength(1);
        expect(errors[0]!.err).toMatchObject({ message: expect.stringContaining("no such table: blogs") });
      }
      // Nothing went to the console as a plain-text stack.
      expect(readLogs(broken).plainText).toEqual([]);
    } finally {
      await broken.stop();
    }
  });

  it("puts the request id on what an action logs (a failed sign-in)", async () => {
    const response = await fetch(`${app.url}/admin?index`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: TEST_ADMIN.email, password: "not the password" }),
    });
    expect(response.status).toBe(401);
    const lines = await linesOf(app, response.headers.get("x-request-id")!);
    expect(lines.find((line) => line.event === "login.failed")).toMatchObject({ level: LEVEL.warn, msg: "login failed" });
  });
});

describe("addresses Express cannot decode", () => {
  it("answers /% with a small 400 page in the site's words, and logs it with the request id", async () => {
    const response = await fetch(`${app.url}/%`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("We could not read that address");
    expect(html).toContain('<a href="/">Back to the home page</a>');
    expect(html).not.toMatch(/URIError|decode param/);
    expect(html).not.toMatch(STACK_FRAME);

    const lines = await linesOf(app, response.headers.get("x-request-id")!);
    expect(lines.find((line) => line.msg === "bad request")).toMatchObject({
      level: LEVEL.warn,
      status: 400,
      err: { message: expect.stringContaining("Failed to decode param") },
    });
    expect(readLogs(app).plainText).toEqual([]);
  });
});
