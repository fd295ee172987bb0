/*
 * The newsletter's figures (issue 22 part 3, decision 0045): the time to queue a post for N
 * confirmed subscribers and to send it through the outbox to a local SMTP server (the one the tests
 * use), and the send rate reached. Run: `npm run bench:newsletter` (N=10000 by default; BENCH_ENGINE
 * =postgres with TEST_DATABASE_URL for PostgreSQL). NEWSLETTER_RATE_PER_MINUTE is set far above what
 * one process reaches, so the figure is the outbox's own speed, not the configured limit.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { loadConfig } from "../app/server/config.server";
import { openPostgres, openSqlite } from "../app/server/db/database.server";
import { migrateToLatest } from "../app/server/db/migrate.server";
import { newId } from "../app/server/db/ids.server";
import { createInProcessEventBus } from "../app/server/events/event-bus.server";
import { startNewsletterWorker } from "../app/server/newsletter/newsletter-worker.server";
import { sendPostToSubscribers } from "../app/server/newsletter/subscribers-admin.server";
import { createBlog } from "../app/server/repos/blogs.server";
import { SYSTEM_ACTOR } from "../app/server/repos/audit.server";
import { createDiskStorage } from "../app/server/storage/disk-storage.server";
import { createTestDatabase } from "../tests/support/postgres";
import { freePort, startSmtpServer } from "../tests/support/smtp";

const N = Number(process.env.N ?? 10_000);
const engine = process.env.BENCH_ENGINE === "postgres" ? "postgres" : "sqlite";

const dir = mkdtempSync(path.join(tmpdir(), "cw-bench-newsletter-"));
const pg = engine === "postgres" ? await createTestDatabase() : null;
const handle = pg ? openPostgres(pg.url) : openSqlite(path.join(dir, "site.db"));
await migrateToLatest(handle);
const smtp = await startSmtpServer(await freePort());
const config = { ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: "silent", SESSION_SECRET: "bench-secret-of-enough-length" }), smtpUrl: smtp.url, newsletterRatePerMinute: 1_000_000 };
const services = { config, db: handle.db, engine: handle.engine, storage: createDiskStorage(path.join(dir, "uploads")), bus: createInProcessEventBus(), log: pino({ level: "silent" }) };

const at = new Date().toISOString();
for (let start = 0; start < N; start += 500) {
  await handle.db
    .insertInto("newsletterSubscribers")
    .values(
      Array.from({ length: Math.min(500, N - start) }, (_, i) => {
        const email = `reader${start + i}@example.in`;
        return { id: newId(), email, emailKey: email, status: "confirmed" as const, locale: "en", consentAt: at, noticeVersion: "bench", confirmTokenHash: null, confirmIssuedAt: at, confirmMail: "sent" as const, confirmAttempts: 1, confirmNextAt: null, createdAt: at, confirmedAt: at, unsubscribedAt: null };
      }),
    )
    .execute();
}
const blog = await createBlog(handle.db, { title: "Bench post", slug: "bench-post", author: "Candlewise", description: "A post.", keywords: "bench", tag: "", status: "Published", image: "/x.png", imageWidth: null, imageHeight: null, content: null, date: at });

const t0 = performance.now();
await sendPostToSubscribers(services, blog.id, SYSTEM_ACTOR);
const queuedMs = performance.now() - t0;
const worker = startNewsletterWorker(services, smtp.url);
while (smtp.received.length < N) {
  worker.kick();
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const totalMs = performance.now() - t0;
await worker.stop();
const perAddress = new Set(smtp.received.flatMap((mail) => mail.to));
console.log(
  [
    `newsletter send on ${engine}: ${N} confirmed subscribers, local SMTP server (tests/support/smtp.ts)`,
    `  queue (one INSERT … SELECT):  ${queuedMs.toFixed(0)} ms`,
    `  queue + send of all mails:    ${(totalMs / 1000).toFixed(1)} s`,
    `  send rate:                    ${Math.round((N / (totalMs - queuedMs)) * 1000)} mails/s (${Math.round((N / (totalMs - queuedMs)) * 60_000)} a minute)`,
    `  mails received: ${smtp.received.length}, distinct addresses: ${perAddress.size}`,
  ].join("\n"),
);
await smtp.stop();
await handle.close();
await pg?.drop();
rmSync(dir, { recursive: true, force: true });
