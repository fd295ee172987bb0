import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../support/app-process";
import { startServerWorker, type ServerWorker } from "../../support/server-worker";

/*
 * Issue 25: a process's memory is mostly what it has loaded. The modules that only rare admin
 * actions need (the SVG cleaner's DOM, image tooling, the S3 client, the PostgreSQL driver on the
 * embedded database, the QR code of a two-factor set-up, the mailer) load on their first use, so a
 * server that has served every public page and an administrator's ordinary session holds none of
 * them. `npm run bench:footprint` prints the resident memory and the start time this keeps low.
 */
const RARELY_USED = ["jsdom", "dompurify", "sharp", "@aws-sdk/client-s3", "pg", "qrcode", "nodemailer"];
const ADMIN_PAGES = ["/admin/dashboard", "/admin/messages", "/admin/blogs", "/admin/courses", "/admin/testimonials", "/admin/explore", "/admin/seo", "/admin/settings", "/admin/users", "/admin/audit", "/admin/rates"];

let server: ServerWorker;
beforeAll(async () => {
  server = await startServerWorker();
});
afterAll(async () => {
  await server?.stop();
});

async function status(pathname: string, cookie?: string): Promise<number> {
  const response = await fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

describe("the server's footprint", () => {
  it("serves every public page in both languages and an administrator's session without loading the rarely used modules", async () => {
    const started = await server.figures();
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const addresses = [...new Set([...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => new URL(match[1]!).pathname))];
    expect(addresses).toContain("/hi/blog");
    for (const address of addresses) expect(await status(address), address).toBe(200);
    const cookie = await signIn(server);
    for (const page of ADMIN_PAGES) expect(await status(page, cookie), page).toBe(200);

    const after = await server.figures();
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    console.log(
      `${addresses.length} public addresses and ${ADMIN_PAGES.length} admin pages: rss ${mb(started.memory.rss)} → ${mb(after.memory.rss)}, ` +
        `heap ${mb(started.memory.heapUsed)} → ${mb(after.memory.heapUsed)}; packages loaded: ${after.packages.join(", ")}`,
    );
    expect(after.packages.filter((name) => RARELY_USED.includes(name))).toEqual([]);
    // the probe is real: the embedded database's driver is one of the packages it sees
    expect(after.packages).toContain("better-sqlite3");
  }, 120_000);
});
