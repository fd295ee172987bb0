import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../app/domain/messages";
import { openPostgres } from "../../../app/server/db/database.server";
import { isDatabaseUnavailable } from "../../../app/server/db/database-unavailable.server";
import { POSTGRES_TIMEOUTS } from "../../../app/server/db/postgres-pool.server";
import { startApp, signIn, type RunningApp } from "../../support/app-process";
import { renderedFormValues } from "../../support/rendered-form";
import { openEventStream, type EventStreamClient } from "../../support/event-stream";
import { createTestDatabase, postgresAvailable, TEST_DATABASE_URL } from "../../support/postgres";
import { startTcpRelay, type TcpRelay } from "../../support/tcp-relay";
import { validContactFields } from "../../support/contact-form";

/*
 * The database stops answering (decision 0029). On PostgreSQL, a silent network partition: the
 * server reaches the database through a TCP relay that holds every byte, both ways, with the
 * sockets left open, then lets them through again. On SQLite, another process holds the write
 * lock. Either way nothing may hang, cached pages go on, a form post is answered "try again
 * shortly" (503, Retry-After), and everything works again afterwards with no restart.
 * The timings are printed (they go into the figures); the bounds asserted are loose.
 */

const SESSION_SECRET = "database-outage-test-secret-0123456789abcdef0123456789abcdef";
const started = () => performance.now();
const since = (from: number) => Math.round(performance.now() - from);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timings: Record<string, number> = {};

function postContact(app: RunningApp, marker: string) {
  return fetch(`${app.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(validContactFields(marker)),
  });
}

/** Waits for a line of the server's log, up to `ms`; the time it took. */
async function logLine(app: RunningApp, text: string, ms: number, after = 0): Promise<number> {
  const from = started();
  while (!app.output().slice(after).includes(text)) {
    if (since(from) > ms) throw new Error(`no log line "${text}" within ${ms} ms:\n${app.output().slice(after).slice(-3000)}`);
    await sleep(50);
  }
  return since(from);
}

/** The settings screen's form as stored: saving it again is a save that changes nothing. */
async function storedSettingsForm(app: RunningApp, cookie: string): Promise<URLSearchParams> {
  const page = await (await fetch(`${app.url}/admin/settings`, { headers: { cookie } })).text();
  return new URLSearchParams(renderedFormValues(page));
}

function saveSettings(app: RunningApp, cookie: string, form: URLSearchParams) {
  return fetch(`${app.url}/admin/settings`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
}

const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

afterAll(() => console.log(`database outage timings (ms): ${JSON.stringify(timings)}`));

const postgres = await postgresAvailable();

describe.skipIf(!postgres)("PostgreSQL behind a silent network partition", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let relay: TcpRelay;
  /** reaches PostgreSQL through the relay */
  let app: RunningApp;
  /** another instance, straight to PostgreSQL: it stays up and tells the first one about changes */
  let other: RunningApp;
  let cookie: string;
  let settingsForm: URLSearchParams;
  /** an administrator's live event stream, open through the partition */
  let stream: EventStreamClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(TEST_DATABASE_URL);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    // started together: the second waits for the first's migrations and seed (the start-up lock)
    [app, other] = await Promise.all([
      // the stream's heartbeat checks the session every second: it meets the partition
      startApp({ env: { DATABASE_URL: relay.through(database.url), SESSION_SECRET, PAGE_CACHE_TTL_MS: "2000", SSE_HEARTBEAT_SECONDS: "1" } }),
      startApp({ env: { DATABASE_URL: database.url, SESSION_SECRET } }),
    ]);
    cookie = await signIn(app);
    settingsForm = await storedSettingsForm(app, cookie);
  }, 60_000);

  afterAll(async () => {
    stream?.close();
    relay?.heal();
    await Promise.all([app?.stop(), other?.stop()]);
    await relay?.close();
    await database?.drop();
  });

  it("while the network is silent: /healthz says 503 within 2 s, cached pages are served, posts are answered 503 in seconds, nothing hangs", async () => {
    // a page in the cache, to be served through the partition even once it has expired
    await fetch(`${app.url}/about`);
    expect((await fetch(`${app.url}/about`)).headers.get("x-cache")).toBe("HIT");
    stream = await openEventStream(`${app.url}/admin/events`, cookie);
    expect(stream.status).toBe(200);
    const logFrom = app.output().length;

    // requests on their way when the partition starts: each searches, so each needs the database
    const inFlight = Array.from({ length: 4 }, (_, index) =>
      fetch(`${app.url}/blog?q=partition${index}`).then(async (response) => ({ status: response.status, body: await response.text() })),
    );
    await sleep(20);
    relay.hold();
    const heldAt = started();
    // the first post after the partition began, before the server can know: the slowest case
    const firstPost = postContact(app, "first-after-partition").then(async (response) => ({ response, ms: since(heldAt), body: await response.text() }));

    const healthFrom = started();
    const health = await fetch(`${app.url}/healthz`);
    timings.healthzDuringPartition = since(healthFrom);
    expect(health.status).toBe(503);
    expect(timings.healthzDuringPartition).toBeLessThan(2_000);

    const ended = await Promise.all(inFlight);
    timings.inFlightEndedAfterPartition = since(heldAt);
    for (const { status, body } of ended) {
      expect([200, 503]).toContain(status);
      if (status === 503) expect(body).toContain(messages.unavailable.title);
    }
    expect(timings.inFlightEndedAfterPartition).toBeLessThan(15_000);
    const first = await firstPost;
    timings.firstContactPostAfterPartition = first.ms;
    expect(first.response.status).toBe(503);
    expect(first.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(first.body).toContain(html(messages.contact.unavailable));
    expect(first.ms).toBeLessThan(15_000);

    // the server has noticed: queries now fail at once, and an expired cached page is served as it was
    await logLine(app, "PostgreSQL unreachable", 10_000, logFrom);
    const cachedFrom = started();
    const about = await fetch(`${app.url}/about`);
    timings.cachedPageDuringPartition = since(cachedFrom);
    expect(about.status).toBe(200);
    expect(["HIT", "STALE"]).toContain(about.headers.get("x-cache"));
    await sleep(2_100);
    const expired = await fetch(`${app.url}/about`);
    expect(expired.status).toBe(200);
    expect(expired.headers.get("x-cache")).toBe("STALE");

    const contactFrom = started();
    const contact = await postContact(app, "during-partition");
    timings.contactPostDuringPartition = since(contactFrom);
    expect(contact.status).toBe(503);
    expect(contact.headers.get("retry-after")).toMatch(/^\d+$/);
    const contactPage = await contact.text();
    expect(contactPage).toContain(html(messages.contact.unavailable));
    // what was typed is still in the form
    expect(contactPage).toContain("during-partition");
    expect(timings.contactPostDuringPartition).toBeLessThan(10_000);

    const saveFrom = started();
    const save = await saveSettings(app, cookie, settingsForm);
    timings.adminSaveDuringPartition = since(saveFrom);
    expect(save.status).toBe(503);
    expect(save.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await save.text()).toContain(messages.unavailable.title);
    // the same save sent by the router (JavaScript on): its data request says 503 too
    const routerSave = await fetch(`${app.url}/admin/settings.data`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: settingsForm,
    });
    expect(routerSave.status).toBe(503);
    expect(routerSave.headers.get("retry-after")).toMatch(/^\d+$/);

    // a resource route (the sidebar's unread count) too: React Router answers its failures itself
    const unread = await fetch(`${app.url}/admin/unread-messages`, { headers: { cookie } });
    expect(unread.status).toBe(503);
    expect(unread.headers.get("retry-after")).toMatch(/^\d+$/);

    const uncached = await fetch(`${app.url}/blog?q=still-partitioned`);
    expect(uncached.status).not.toBe(500);

    // the LISTEN connection only receives: its ping finds it silent
    await logLine(app, "event listener connection silent", 12_000, logFrom);
    timings.busNoticedAfterPartition = since(heldAt);
  }, 60_000);

  it("when the network heals, the server recovers by itself: health, posts, saves and events from another instance", async () => {
    const logFrom = app.output().length;
    relay.heal();
    const healedAt = started();
    for (;;) {
      if ((await fetch(`${app.url}/healthz`)).status === 200) break;
      expect(since(healedAt)).toBeLessThan(15_000);
      await sleep(100);
    }
    timings.healthzBackAfterHeal = since(healedAt);

    const contact = await postContact(app, "after-heal");
    // stored: redirected to the page that says so (decision 0060)
    expect(contact.status).toBe(303);
    expect(contact.headers.get("location")).toBe("/contact?sent=1");
    timings.contactPostOkAfterHeal = since(healedAt);

    const save = await saveSettings(app, cookie, settingsForm);
    expect(save.status).toBe(302);

    // the event bus listens again: a message sent on the other instance reaches this one's inbox,
    // through the stream opened before the partition (its session checks failed meanwhile)
    await logLine(app, "event listener reconnected", 15_000, logFrom);
    timings.busReconnectedAfterHeal = since(healedAt);
    const sentFrom = started();
    expect((await postContact(other, "from-the-other-instance")).status).toBe(303);
    // events carry ids only (decision 0026): the one to wait for is the id the other instance stored
    const direct = openPostgres(database.url);
    const stored = await direct.db
      .selectFrom("contacts")
      .select("id")
      .where("message", "like", "%from-the-other-instance")
      .executeTakeFirstOrThrow()
      .finally(() => direct.close());
    // (the message posted here after the heal came first)
    let event = await stream.next("contact.created", 5_000);
    while ((event.data as { contact?: { id?: unknown } }).contact?.id !== stored.id) event = await stream.next("contact.created", 5_000);
    timings.eventFromOtherInstance = since(sentFrom);
  }, 60_000);

  it("stops on SIGTERM within 10 s with exit code 0 even while the network is silent", async () => {
    stream.close();
    relay.hold();
    // the server has met the partition: a request has waited on it, the bus's ping too
    expect((await fetch(`${app.url}/healthz`)).status).toBe(503);
    const { code, ms } = await app.stop();
    timings.sigtermDuringPartition = ms;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  }, 60_000);
});

describe.skipIf(!postgres)("PostgreSQL's limits on one connection pool", () => {
  it("a statement slower than statement_timeout is cancelled by the server (try again shortly), without taking the database for lost", async () => {
    const database = await createTestDatabase();
    const handle = openPostgres(database.url);
    try {
      const from = started();
      const slow = await sql`select pg_sleep(30)`.execute(handle.db).then(
        () => null,
        (error: unknown) => error,
      );
      timings.slowStatementCancelled = since(from);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      expect(((slow as Error).cause as { code?: string }).code).toBe("57014");
      expect(timings.slowStatementCancelled).toBeLessThan(POSTGRES_TIMEOUTS.answerMs);
      // the server answered: no probe, no refusal of the next query
      expect(handle.health.down).toBe(false);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
      await database.drop();
    }
  }, 30_000);
});

describe("SQLite while another process holds the write lock", () => {
  let app: RunningApp;
  let other: SQLite.Database;
  beforeAll(async () => {
    app = await startApp();
    other = new SQLite(path.join(app.dataDir, "site.db"));
  }, 60_000);
  afterAll(async () => {
    if (other?.inTransaction) other.exec("rollback");
    other?.close();
    await app?.stop();
  });

  it("a post waits a bounded time, then answers 503 'try again shortly', while reads go on", async () => {
    const cookie = await signIn(app);
    const form = await storedSettingsForm(app, cookie);
    other.exec("begin immediate");
    const postFrom = started();
    let postDoneAt = 0;
    const posting = postContact(app, "while-locked").then((response) => {
      postDoneAt = performance.now();
      return response;
    });
    // an admin save too: its transaction's `begin immediate` waits as long, then gives up
    const saving = saveSettings(app, cookie, form);
    // reads answer meanwhile: the waiting write does not stop the event loop
    await sleep(200);
    const readFrom = started();
    const read = await fetch(`${app.url}/blog?q=while-locked`);
    timings.sqliteReadDuringLock = since(readFrom);
    const readDoneAt = performance.now();
    expect(read.status).toBe(200);

    const contact = await posting;
    timings.sqliteContactPostDuringLock = since(postFrom);
    expect(readDoneAt).toBeLessThan(postDoneAt);
    expect(contact.status).toBe(503);
    expect(contact.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await contact.text()).toContain(html(messages.contact.unavailable));
    expect(timings.sqliteContactPostDuringLock).toBeLessThan(15_000);
    const save = await saving;
    expect(save.status).toBe(503);
    expect(save.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await save.text()).toContain(messages.unavailable.title);
    other.exec("rollback");

    // a lock released within the wait: the post goes through once it is free
    other.exec("begin immediate");
    const waitingFrom = started();
    const waiting = postContact(app, "after-the-lock");
    await sleep(1_000);
    other.exec("rollback");
    const stored = await waiting;
    timings.sqlitePostAfterLockReleased = since(waitingFrom);
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toBe("/contact?sent=1");
    const rows = other.prepare("select count(*) as n from contacts where message like ?").get("%after-the-lock%") as { n: number };
    expect(rows.n).toBe(1);
    const refused = other.prepare("select count(*) as n from contacts where message like ?").get("%while-locked%") as { n: number };
    expect(refused.n).toBe(0);
  }, 60_000);
});
