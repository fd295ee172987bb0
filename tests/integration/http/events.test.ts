import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { openEventStream } from "../../support/event-stream";
import { createTestDatabase, postgresAvailable } from "../../support/postgres";

async function postContact(app: RunningApp, message: string) {
  const response = await fetch(`${app.url}/contact`, {
    method: "POST",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ firstName: "Meera", lastName: "Iyer", phone: "+91 98765 43210", email: "meera@example.in", message, consent: "yes" }),
  });
  expect(response.status).toBe(200);
}

describe("live events on the embedded database", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ env: { SSE_HEARTBEAT_SECONDS: "0.2" } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("refuses the stream to anonymous visitors and to a forged cookie", async () => {
    for (const cookie of [undefined, "cw_session=abc.def"]) {
      const stream = await openEventStream(`${app.url}/admin/events`, cookie);
      expect(stream.status).toBe(302);
      expect(stream.contentType).not.toContain("text/event-stream");
      stream.close();
    }
  });

  it("streams a new contact message to a signed-in admin, with heartbeats in between", async () => {
    const cookie = await signIn(app);
    const stream = await openEventStream(`${app.url}/admin/events`, cookie);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain("text/event-stream");
    const heartbeats = () => stream.comments.filter((comment) => /^heartbeat \d+$/.test(comment)).length;
    await expect.poll(() => stream.comments[0]).toBe("connected");
    // Heartbeats every 0.2 s here: two of them arrive before anything happens...
    await expect.poll(heartbeats, { timeout: 3_000 }).toBeGreaterThanOrEqual(2);
    await postContact(app, "When does the next options batch start?");
    const event = await stream.next("contact.created");
    // ids only, never the visitor's text (decision 0026): the screens reload what they show
    expect(event.data).toEqual({ type: "contact.created", contact: { id: expect.any(String), createdAt: expect.any(String) } });
    // ...and they go on after an event: the stream is still alive.
    const before = heartbeats();
    await expect.poll(heartbeats, { timeout: 3_000 }).toBeGreaterThan(before);
    stream.close();
  });

  it("ends the stream when the admin logs out", async () => {
    const cookie = await signIn(app);
    const response = await fetch(`${app.url}/admin/events`, { headers: { cookie } });
    expect(response.status).toBe(200);
    await fetch(`${app.url}/admin/logout`, { method: "POST", headers: { cookie, origin: app.url }, redirect: "manual" });
    // The next heartbeat finds the session gone and closes the stream: reading reaches the end.
    const text = await Promise.race([
      response.text(),
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error("stream stayed open")), 5_000)),
    ]);
    expect(text).toContain(": connected");
  });
});

const postgres = await postgresAvailable();

describe.skipIf(!postgres)("live events across two instances on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: RunningApp;
  let second: RunningApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Both start at once: migrations and seeding run once, under the start-up lock.
    [first, second] = await Promise.all([
      startApp({ env: { DATABASE_URL: database.url } }),
      startApp({ env: { DATABASE_URL: database.url } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it("started both instances on one schema and seeded the demo content once", async () => {
    for (const app of [first, second]) {
      const health = await fetch(`${app.url}/healthz`);
      expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
    }
    const home = await (await fetch(`${second.url}/`)).text();
    const cards = home.match(/Visit Course<span/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(9);
    const firstHome = await (await fetch(`${first.url}/`)).text();
    expect((firstHome.match(/Visit Course<span/g) ?? []).length).toBe(cards.length);
  });

  it("delivers an event published through one instance to a client of the other", async () => {
    const cookie = await signIn(second);
    const stream = await openEventStream(`${second.url}/admin/events`, cookie);
    expect(stream.status).toBe(200);
    await postContact(first, "Sent to the first instance");
    const event = await stream.next("contact.created");
    expect(event.data).toEqual({ type: "contact.created", contact: { id: expect.any(String), createdAt: expect.any(String) } });
    stream.close();
  });

  it("delivers the largest message the form takes, in multi-byte characters, and refuses one unit more (decision 0026)", async () => {
    // 2,000 UTF-16 units of three-byte characters in under 300 visible ones: 6,000 bytes of text,
    // of which the event carries none (NOTIFY refuses a payload past 8,000 bytes)
    const largest = "क्षि\u094d" + "कि\u0901\u0902\u0903\u0900\u094d".repeat(285);
    expect(largest).toHaveLength(2_000);
    const cookie = await signIn(second);
    const stream = await openEventStream(`${second.url}/admin/events`, cookie);
    expect(stream.status).toBe(200);
    const post = (message: string) =>
      fetch(`${first.url}/contact`, {
        method: "POST",
        headers: { origin: first.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ firstName: "क".repeat(80), lastName: "Iyer", phone: "+91 98765 43210", email: "meera@example.in", message, consent: "yes" }),
      });
    expect((await post(largest + "\u094d")).status).toBe(400);
    expect((await post(largest)).status).toBe(200);
    const event = await stream.next("contact.created");
    expect(event.data).toEqual({ type: "contact.created", contact: { id: expect.any(String), createdAt: expect.any(String) } });
    expect(Buffer.byteLength(JSON.stringify(event.data))).toBeLessThan(200);
    stream.close();
    const dashboard = await (await fetch(`${second.url}/admin/dashboard`, { headers: { cookie } })).text();
    expect(dashboard).toContain(largest);
  });

  it("stores a message with NUL in it on PostgreSQL (which cannot hold NUL in text) without the NUL, instead of failing", async () => {
    const response = await fetch(`${first.url}/contact`, {
      method: "POST",
      headers: { origin: first.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Meera", lastName: "Iyer", phone: "+91 98765 43210", email: "meera@example.in", message: "Null\u0000byte here", consent: "yes" }),
    });
    expect(response.status).toBe(200);
    const cookie = await signIn(second);
    expect(await (await fetch(`${second.url}/admin/dashboard`, { headers: { cookie } })).text()).toContain("Nullbyte here");
  });

  it("shares sessions: a sign-in on one instance is valid on the other", async () => {
    const cookie = await signIn(first);
    const response = await fetch(`${second.url}/admin/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Sent to the first instance");
  });

  it("an SEO save on one instance changes the other instance's cached page head within a second", async () => {
    const description = () => fetch(`${second.url}/about`).then(async (response) => /<meta name="description" content="([^"]*)"/.exec(await response.text())?.[1]);
    // cached on the second instance (its SEO records too)
    const before = await description();
    expect(await description()).toBe(before);
    const cookie = await signIn(first);
    const wanted = `About the academy, saved on the first instance ${Date.now()}`;
    const save = await fetch(`${first.url}/admin/seo`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: first.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ scope: "page", page: "/about", metaDescription: wanted }),
    });
    expect(save.status).toBe(302);
    const started = Date.now();
    let seen = await description();
    while (seen !== wanted && Date.now() - started < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await description();
    }
    expect(seen).toBe(wanted);
  });
});
