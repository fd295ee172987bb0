import { get as httpGet, request as httpRequest, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessEventBus } from "../../app/server/events/event-bus.server";
import { pageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";

const bus = createInProcessEventBus();
let renders = 0;
let url = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ dev: false }));
  app.use(pageCache({ bus, sessionCookieName: "cw_session", ttlMs: 60_000 }));
  app.get("/page", (_req, res) => {
    renders += 1;
    res.type("html").send(`<script nonce="${res.locals.cspNonce}">render ${renders}</script>`);
  });
  app.get("/varies/:on", (req, res) => {
    if (req.params.on !== "nothing") res.vary(req.params.on);
    res.type("html").send(`<p nonce="${res.locals.cspNonce}">varies</p>`);
  });
  // as React Router's adapter answers a resource route that sets its own policy: appended
  app.get("/own-policy.svg", (_req, res) => {
    renders += 1;
    res.append("Content-Security-Policy", "default-src 'none'; sandbox");
    res.type("image/svg+xml").send("<svg xmlns='http://www.w3.org/2000/svg'/>");
  });
  app.get("/missing", (_req, res) => {
    renders += 1;
    res.status(404).send("nope");
  });
  app.get("/with-cookie", (_req, res) => {
    renders += 1;
    res.cookie("x", "1").send("personal");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A page is stored as its answer finishes: read each answer to its end before the next request. */
async function read(address: string): Promise<Response> {
  const response = await fetch(address);
  await response.clone().text();
  return response;
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("the page cache", () => {
  it("keeps a page's own policy on every answer, beside the site's, cached or not", async () => {
    const policies = (response: Response) => (response.headers.get("content-security-policy") ?? "").split(/,\s*(?=default-src)/);
    const before = renders;
    const first = await read(`${url}/own-policy.svg`);
    const second = await read(`${url}/own-policy.svg`);
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    expect(renders - before).toBe(1);
    for (const response of [first, second]) {
      expect(policies(response)).toContain("default-src 'none'; sandbox");
      expect(nonceOf(response), `${response.headers.get("x-cache")}: ${response.headers.get("content-security-policy")}`).toBeTruthy();
    }
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });

  it("renders an anonymous page once and serves copies with each request's own nonce", async () => {
    const before = renders;
    const first = await fetch(`${url}/page`);
    const second = await fetch(`${url}/page`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(renders - before).toBe(1);
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).not.toEqual(secondNonce);
    expect(await first.text()).toBe(`<script nonce="${firstNonce}">render ${before + 1}</script>`);
    expect(await second.text()).toBe(`<script nonce="${secondNonce}">render ${before + 1}</script>`);
  });

  it("makes a page's gzip member only when a client that accepts gzip first asks for the page", async () => {
    const encodingOf = (path: string, acceptEncoding?: string) =>
      new Promise<string>((resolve, reject) => {
        httpGet(`${url}${path}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
          response.resume();
          response.on("end", () => resolve(String(response.headers["content-encoding"] ?? "identity")));
        }).on("error", reject);
      });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    // rendered and asked for without gzip: no member is made, however long one waits
    expect(await encodingOf("/page?lazy-gzip")).toBe("identity");
    await settle();
    expect(await encodingOf("/page?lazy-gzip")).toBe("identity");
    await settle();
    // the first client that accepts gzip starts it, and is answered uncompressed meanwhile
    expect(await encodingOf("/page?lazy-gzip", "gzip")).toBe("identity");
    await settle();
    expect(await encodingOf("/page?lazy-gzip", "gzip")).toBe("gzip");
    // a page first rendered for a client that accepts gzip has its member made at once, and that
    // client is answered with it
    expect(await encodingOf("/page?eager-gzip", "gzip")).toBe("gzip");
    expect(await encodingOf("/page?eager-gzip", "gzip")).toBe("gzip");
  });

  it("names Accept-Encoding in one Vary header on every cached answer, with what the page itself varies on", async () => {
    const varyOf = (path: string) =>
      new Promise<string[]>((resolve, reject) => {
        httpGet(`${url}${path}`, (response) => {
          response.resume();
          const values: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) if (response.rawHeaders[i]!.toLowerCase() === "vary") values.push(response.rawHeaders[i + 1]!);
          response.on("end", () => resolve(values));
        }).on("error", reject);
      });
    for (const [on, expected] of [
      ["nothing", ["Accept-Encoding"]],
      ["Accept-Encoding", ["Accept-Encoding"]],
      ["Origin", ["Origin, Accept-Encoding"]],
    ] as const) {
      await varyOf(`/varies/${on}`);
      expect(await varyOf(`/varies/${on}`), on).toEqual(expected);
    }
  });

  it("never serves a cached page to a signed-in administrator", async () => {
    await fetch(`${url}/page`);
    const before = renders;
    const response = await fetch(`${url}/page`, { headers: { cookie: "cw_session=abc" } });
    expect(response.headers.get("x-cache")).toBeNull();
    expect(renders - before).toBe(1);
  });

  it("is emptied when content changes", async () => {
    await fetch(`${url}/page`);
    expect((await fetch(`${url}/page`)).headers.get("x-cache")).toBe("HIT");
    await bus.publish({ type: "content.changed", area: "blogs" });
    expect((await fetch(`${url}/page`)).headers.get("x-cache")).toBe("MISS");
    expect((await fetch(`${url}/page`)).headers.get("x-cache")).toBe("HIT");
  });

  it("forgets the oldest pages beyond its byte budget", async () => {
    const small = express();
    small.use(securityHeaders({ dev: false }));
    small.use(pageCache({ bus, sessionCookieName: "cw_session", maxTotalBytes: 5_000 }));
    // 2 kB pages, counted once each (their bytes): two fit, a third does not
    small.get("/sized", (req, res) => res.type("html").send("x".repeat(2_000) + String(req.query.n)));
    const server = small.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // (without gzip members, which count too: see the next test)
      const get = (n: number) => fetch(`${base}/sized?n=${n}`, { headers: { "accept-encoding": "identity" } });
      for (const n of [1, 2, 3]) await get(n);
      expect((await get(1)).headers.get("x-cache")).toBe("MISS");
      expect((await get(3)).headers.get("x-cache")).toBe("HIT");
    } finally {
      server.close();
    }
  });

  it("counts what a page holds against its byte budget: its own bytes, then its gzip member (made after the page was stored) instead", async () => {
    const cache = pageCache({ bus, sessionCookieName: "cw_session", maxTotalBytes: 50_000 });
    const small = express();
    small.use(securityHeaders({ dev: false }));
    small.use(cache);
    // 12 kB pages: 12 kB counted each (their bytes, once: decision 0065), then their gzip members
    small.get("/sized", (req, res) => {
      const nonce = String(res.locals.cspNonce);
      res.type("html").send(`<script nonce="${nonce}">${String(req.query.n)}</script>` + Array.from({ length: 3_000 }, (_, i) => `${i * 7919} `).join("").slice(0, 12_000));
    });
    const server = small.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (n: number, encoding: string) => (await fetch(`${base}/sized?n=${n}`, { headers: { "accept-encoding": encoding } })).arrayBuffer();
    const pageOf = (n: number) => cache.lookup({ method: "GET", url: `/sized?n=${n}`, headers: {} })!;
    try {
      // both stored, within the budget, without their gzip members: their own bytes, once each
      for (const n of [1, 2]) await get(n, "identity");
      expect(cache.stats()).toMatchObject({ entries: 2, bytes: expect.any(Number) });
      expect(cache.stats().bytes).toBe(pageOf(1).body.template!.length + pageOf(2).body.template!.length);
      expect(cache.stats().bytes).toBeLessThanOrEqual(50_000);
      const identityBytes = cache.stats().bytes;
      // then asked for gzip: their members are made now, and the pages' own bytes let go
      for (const n of [1, 2]) await get(n, "gzip");
      await expect.poll(() => [1, 2].every((n) => pageOf(n).gzipBody !== null)).toBe(true);
      const held = (n: number) => {
        const page = pageOf(n);
        expect(page.body.template, `page ${n}'s own bytes`).toBeNull();
        return page.gzipBody!.template!.length + page.gzip!.crcBits.byteLength;
      };
      expect(cache.stats().bytes).toBe(held(1) + held(2));
      expect(cache.stats().bytes).toBeLessThan(identityBytes);
      expect(cache.stats().bytes).toBeLessThanOrEqual(50_000);
    } finally {
      server.close();
    }
  });

  it("keeps neither error pages nor responses that set cookies", async () => {
    for (const path of ["/missing", "/with-cookie"]) {
      const before = renders;
      await fetch(`${url}${path}`);
      const again = await fetch(`${url}${path}`);
      expect(again.headers.get("x-cache"), path).toBe("MISS");
      expect(renders - before, path).toBe(2);
    }
  });

  it("serves no page past the moment a scheduled change makes it stale, and asks that moment rarely", async () => {
    let changeAt: number | null = Date.now() + 400;
    const asked: number[] = [];
    let version = 0;
    const scheduled = express();
    scheduled.use(securityHeaders({ dev: false }));
    scheduled.use(
      pageCache({
        bus,
        sessionCookieName: "cw_session",
        ttlMs: 60_000,
        nextChangeAfter: async (since) => {
          asked.push(since);
          return changeAt !== null && changeAt > since ? changeAt : null;
        },
      }),
    );
    scheduled.get("/list", (req, res) => res.type("html").send(`version ${(version += 1)} ${String(req.query.n ?? "")}`));
    const server = scheduled.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await read(`${base}/list`)).headers.get("x-cache")).toBe("MISS");
      const hit = await fetch(`${base}/list`);
      expect(hit.headers.get("x-cache")).toBe("HIT");
      expect(await hit.text()).toBe("version 1 ");
      // A second page stored before that moment needs no new question.
      await read(`${base}/list?n=2`);
      expect((await read(`${base}/list?n=2`)).headers.get("x-cache")).toBe("HIT");
      expect(asked).toHaveLength(1);

      await new Promise((resolve) => setTimeout(resolve, 450));
      changeAt = null;
      const after = await fetch(`${base}/list`);
      expect(after.headers.get("x-cache")).toBe("MISS");
      expect(await after.text()).toBe("version 3 ");
      expect(asked).toHaveLength(2);
      // Nothing scheduled any more: kept for the usual lifetime.
      expect((await read(`${base}/list`)).headers.get("x-cache")).toBe("HIT");

      // A content change may have scheduled something: the next store asks again.
      await bus.publish({ type: "content.changed", area: "blogs" });
      await read(`${base}/list`);
      expect(asked).toHaveLength(3);
    } finally {
      server.close();
    }
  });

  it("does not keep a page when the moment of the next change cannot be read", async () => {
    const failing = express();
    failing.use(securityHeaders({ dev: false }));
    failing.use(pageCache({ bus, sessionCookieName: "cw_session", nextChangeAfter: () => Promise.reject(new Error("database down")) }));
    failing.get("/p", (_req, res) => res.type("html").send("page"));
    const server = failing.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await read(`${base}/p`)).status).toBe(200);
      expect((await read(`${base}/p`)).headers.get("x-cache")).toBe("MISS");
    } finally {
      server.close();
    }
  });
});

/** An app whose page renders only when the test lets it: renders in progress can be observed. */
async function gatedApp(options: { ttlMs: number; renderWaitMs?: number; maxStaleMs?: number }) {
  const gated = express();
  let renderCount = 0;
  let version = 0;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  gated.use(securityHeaders({ dev: false }));
  gated.use(pageCache({ bus, sessionCookieName: "cw_session", ttlMs: options.ttlMs, renderWaitMs: options.renderWaitMs ?? 5_000, maxStaleMs: options.maxStaleMs ?? 60_000 }));
  gated.get("/slow", async (_req, res) => {
    renderCount += 1;
    const content = `version ${(version += 1)}`;
    await gate;
    res.type("html").send(content);
  });
  const server = gated.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    renders: () => renderCount,
    /** the next renders wait until release() */
    hold() {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    close: () => server.close(),
  };
}

/** Several requests at once, each read to its end: their cache status and body. */
function concurrently(address: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(address);
      return { cache: response.headers.get("x-cache"), body: await response.text() };
    }),
  );
}

describe("one render per page at a time", () => {
  it("renders a cold page once for many requests at once, the others waiting for that render", async () => {
    const app = await gatedApp({ ttlMs: 60_000 });
    try {
      app.hold();
      const answers = concurrently(`${app.base}/slow`, 10);
      await expect.poll(() => app.renders()).toBe(1);
      app.release();
      const results = await answers;
      expect(app.renders()).toBe(1);
      expect(results.map((result) => result.body)).toEqual(Array(10).fill("version 1"));
      expect(results.filter((result) => result.cache === "MISS")).toHaveLength(1);
      expect(results.filter((result) => result.cache === "HIT")).toHaveLength(9);
    } finally {
      app.close();
    }
  });

  it("serves a page expired by time as it was while one request renders it again", async () => {
    const app = await gatedApp({ ttlMs: 300 });
    try {
      await read(`${app.base}/slow`);
      await new Promise((resolve) => setTimeout(resolve, 350));
      app.hold();
      const renderer = fetch(`${app.base}/slow`).then(async (response) => ({ cache: response.headers.get("x-cache"), body: await response.text() }));
      await expect.poll(() => app.renders()).toBe(2);
      // while the new render is held back, everyone else gets the expired page at once
      const meanwhile = await concurrently(`${app.base}/slow`, 8);
      expect(meanwhile).toEqual(Array(8).fill({ cache: "STALE", body: "version 1" }));
      app.release();
      expect(await renderer).toEqual({ cache: "MISS", body: "version 2" });
      expect(await concurrently(`${app.base}/slow`, 3)).toEqual(Array(3).fill({ cache: "HIT", body: "version 2" }));
      expect(app.renders()).toBe(2);
    } finally {
      app.close();
    }
  });

  it("serves no page longer past its expiry than maxStaleMs: later requests wait for the render instead", async () => {
    const app = await gatedApp({ ttlMs: 100, maxStaleMs: 100 });
    try {
      await read(`${app.base}/slow`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      app.hold();
      const answers = concurrently(`${app.base}/slow`, 5);
      await expect.poll(() => app.renders()).toBe(2);
      app.release();
      expect((await answers).map((answer) => answer.body)).toEqual(Array(5).fill("version 2"));
      expect(app.renders()).toBe(2);
    } finally {
      app.close();
    }
  });

  it("serves nothing from before a content change, and still renders the changed page once", async () => {
    const app = await gatedApp({ ttlMs: 60_000 });
    try {
      await read(`${app.base}/slow`);
      expect((await fetch(`${app.base}/slow`)).headers.get("x-cache")).toBe("HIT");
      await bus.publish({ type: "content.changed", area: "blogs" });
      app.hold();
      const answers = concurrently(`${app.base}/slow`, 6);
      await expect.poll(() => app.renders()).toBe(2);
      app.release();
      const results = await answers;
      expect(results.map((result) => result.body)).toEqual(Array(6).fill("version 2"));
      expect(app.renders()).toBe(2);
    } finally {
      app.close();
    }
  });

  it("stops waiting for a render that takes too long: the waiting requests render the page themselves", async () => {
    const app = await gatedApp({ ttlMs: 60_000, renderWaitMs: 200 });
    try {
      app.hold();
      const first = fetch(`${app.base}/slow`);
      await expect.poll(() => app.renders()).toBe(1);
      const waiting = fetch(`${app.base}/slow`);
      // the second request renders on its own once the wait is over
      await expect.poll(() => app.renders(), { timeout: 3_000 }).toBe(2);
      app.release();
      expect((await first).status).toBe(200);
      expect((await waiting).headers.get("x-cache")).toBe("MISS");
    } finally {
      app.close();
    }
  });
});

describe("while the database is down (decision 0029)", () => {
  /** a page whose render reads "the database": a failure counts as the real pool counts it */
  async function outageApp() {
    const health = { down: false, failures: 0 };
    let renderCount = 0;
    let failing = false;
    const app = express();
    app.use(securityHeaders({ dev: false }));
    app.use(pageCache({ bus, sessionCookieName: "cw_session", ttlMs: 100, maxStaleMs: 100, database: health }));
    app.get("/p", (_req, res) => {
      renderCount += 1;
      // a failed read replaced by a fallback: the page still renders, 200
      if (failing) health.failures += 1;
      res.type("html").send(failing ? "fallback" : `page ${renderCount}`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    return {
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      health,
      renders: () => renderCount,
      fail: (value: boolean) => (failing = value),
      close: () => server.close(),
    };
  }

  it("serves an expired page as it was, however old, instead of rendering it", async () => {
    const app = await outageApp();
    try {
      expect(await (await read(`${app.base}/p`)).text()).toBe("page 1");
      app.health.down = true;
      // past its lifetime and past maxStaleMs
      await new Promise((resolve) => setTimeout(resolve, 250));
      const during = await read(`${app.base}/p`);
      expect(during.headers.get("x-cache")).toBe("STALE");
      expect(await during.text()).toBe("page 1");
      expect(app.renders()).toBe(1);
      app.health.down = false;
      expect(await (await read(`${app.base}/p`)).text()).toBe("page 2");
    } finally {
      app.close();
    }
  });

  it("does not keep a page rendered while a database read failed", async () => {
    const app = await outageApp();
    try {
      app.fail(true);
      expect(await (await read(`${app.base}/p`)).text()).toBe("fallback");
      app.fail(false);
      const next = await read(`${app.base}/p`);
      expect(next.headers.get("x-cache")).toBe("MISS");
      expect(await next.text()).toBe("page 2");
      expect((await read(`${app.base}/p`)).headers.get("x-cache")).toBe("HIT");
    } finally {
      app.close();
    }
  });
});

describe("the page cache's memory", () => {
  it("keeps each stored page in allocations of its own, so that what it counts against its byte bound is what it holds", async () => {
    const cache = pageCache({ bus, sessionCookieName: "cw_session", maxEntries: 10_000 });
    const app = express();
    app.use(securityHeaders({ dev: false }));
    app.use(cache);
    // a nonce every few bytes: each part is compressed on its own, into a gzip segment of a few
    // bytes; and pages of under a kilobyte (as robots.txt, the manifest, an avatar)
    app.get("/nonces", (req, res) => {
      const nonce = String(res.locals.cspNonce);
      res.type("html").send(`<p>${String(req.query.n)}</p>` + Array.from({ length: 200 }, (_, i) => `<i nonce="${nonce}">${i}</i>`).join(""));
    });
    app.get("/small", (req, res) => res.type("text/plain").send(`${String(req.query.n)} ${"line\n".repeat(100)}`));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // other requests' small buffers, made and dropped all the while, as on a busy server: a kept
    // slice of a shared allocation would keep them alive, uncounted
    const noise: Buffer[] = [];
    const busy = setInterval(() => {
      noise.length = 0;
      for (let i = 0; i < 50; i++) noise.push(Buffer.from(`noise ${i} ${Math.random()}`));
    }, 0);
    const addresses = Array.from({ length: 30 }, (_, n) => [`/nonces?n=${n}`, `/small?n=${n}`]).flat();
    try {
      for (const address of addresses) await (await fetch(`${base}${address}`, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
      // every page's gzip member made (off the request's path, in zlib's pool: on a busy machine
      // that can take longer than any fixed pause, so wait for the members themselves)
      const lookUp = (address: string) => cache.lookup({ method: "GET", url: address, headers: {} });
      for (const waitUntil = Date.now() + 15_000; Date.now() < waitUntil && addresses.some((address) => !lookUp(address)?.gzipBody); ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(cache.stats().entries).toBe(addresses.length);
      for (const address of addresses) {
        const page = lookUp(address)!;
        expect(page.gzipBody, `${address}'s gzip member`).not.toBeNull();
        // the compressed segments are let go once the member is laid out (decision 0053), and
        // the page's own bytes with them (decision 0065)
        expect(page.gzip!.segments, address).toEqual([]);
        expect(page.body.template, address).toBeNull();
        // one allocation for the member, and nothing else in it
        const member = page.gzipBody!.template!;
        expect(member.buffer.byteLength, address).toBe(member.length);
        expect(member.byteOffset, address).toBe(0);
      }
    } finally {
      clearInterval(busy);
      noise.length = 0;
      server.close();
    }
  });
});

describe("a page kept compressed (decision 0065)", () => {
  /** a page of ~70 kB with the nonce in three places, and text that is not ASCII */
  const pageFor = (nonce: string, n: string) =>
    `<!doctype html><html><head><script nonce="${nonce}">window.n = ${JSON.stringify(n)}</script><style nonce="${nonce}">p{margin:0}</style></head><body>` +
    Array.from({ length: 2_500 }, (_, i) => `<p>${i} — लेख ${(i * 7919) % 1000}</p>`).join("") +
    `<script nonce="${nonce}">done()</script></body></html>`;

  /** a request's raw answer: its status, headers and bytes as sent (no decoding) */
  const ask = (base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      httpRequest(`${base}${path}`, { method: options.method ?? "GET", headers: options.headers ?? {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
  const nonceIn = (headers: IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"] ?? ""))?.[1] ?? "";

  async function keptApp() {
    const cache = pageCache({ bus, sessionCookieName: "cw_session", maxEntries: 100, inflatedSparesMs: 400 });
    const app = express();
    app.use(securityHeaders({ dev: false }));
    app.use(cache);
    app.get("/kept", (req, res) => res.type("html").send(pageFor(String(res.locals.cspNonce), String(req.query.n))));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pageOf = (path: string) => cache.lookup({ method: "GET", url: path, headers: {} })!;
    return { cache, base, pageOf, close: () => server.close() };
  }

  it("lets go of the page's own bytes once its gzip member is laid out, and still answers without gzip byte for byte, with the same ETag", async () => {
    const { cache, base, pageOf, close } = await keptApp();
    const identity = { "accept-encoding": "identity" };
    const gzip = { "accept-encoding": "gzip, deflate, br" };
    try {
      // stored for a client without gzip: the page's own bytes, in an allocation of their own
      expect((await ask(base, "/kept?n=1", { headers: identity })).headers["x-cache"]).toBe("MISS");
      const before = await ask(base, "/kept?n=1", { headers: identity });
      expect(before.headers["x-cache"]).toBe("HIT");
      expect(before.bytes.toString()).toBe(pageFor(nonceIn(before.headers), "1"));
      const etag = before.headers.etag!;
      expect(etag).toMatch(/^W\//);
      const stored = pageOf("/kept?n=1");
      expect(stored.body.template!.buffer.byteLength).toBe(stored.body.template!.length);
      expect(cache.stats().bytes).toBe(stored.length);

      // a client that accepts gzip has the member made; once laid out, the page holds only it
      await ask(base, "/kept?n=1", { headers: gzip });
      await expect.poll(() => pageOf("/kept?n=1").gzipBody).not.toBeNull();
      const page = pageOf("/kept?n=1");
      expect(page.body.template).toBeNull();
      expect(page.body.copies).toEqual([]);
      expect(cache.stats().bytes).toBe(page.gzipBody!.template!.length + page.gzip!.crcBits.byteLength);
      expect(cache.stats().bytes).toBeLessThan(page.length / 5);
      expect(cache.stats().copyBytes).toBe(page.gzipBody!.copies.reduce((total, copy) => total + copy.length, 0));

      // without gzip: the page inflated from the member, with this answer's own nonce
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await ask(base, "/kept?n=1", { headers: identity }));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers["x-cache"]).toBe("HIT");
        expect(answer.headers["content-encoding"]).toBeUndefined();
        expect(answer.headers.etag).toBe(etag);
        expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
        expect(answer.bytes.equals(Buffer.from(pageFor(nonceIn(answer.headers), "1")))).toBe(true);
      }
      expect(new Set(answers.map((answer) => nonceIn(answer.headers))).size).toBe(3);
      // the inflated copy served them in turn as a spare, counted as spares are; the page's own
      // bytes are not back, and the spare goes once no answer without gzip came for a while
      expect(pageOf("/kept?n=1").body.template).toBeNull();
      expect(pageOf("/kept?n=1").body.copies).toHaveLength(1);
      const spares = cache.stats().copyBytes;
      expect(spares).toBeGreaterThanOrEqual(page.length);
      await expect.poll(() => pageOf("/kept?n=1").body.copies, { timeout: 3_000 }).toEqual([]);
      expect(cache.stats().copyBytes).toBe(spares - page.length);

      // with gzip: the member, whose content is the same page, with the same ETag
      const zipped = await ask(base, "/kept?n=1", { headers: gzip });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.etag).toBe(etag);
      expect(gunzipSync(zipped.bytes).toString()).toBe(pageFor(nonceIn(zipped.headers), "1"));

      // HEAD without gzip: the page's length, no body, nothing inflated or kept
      const head = await ask(base, "/kept?n=1", { method: "HEAD", headers: identity });
      expect(head.status).toBe(200);
      expect(head.headers["x-cache"]).toBe("HIT");
      expect(head.headers["content-encoding"]).toBeUndefined();
      expect(head.headers.etag).toBe(etag);
      expect(Number(head.headers["content-length"])).toBe(before.bytes.length);
      expect(head.bytes.length).toBe(0);
      // HEAD with gzip: the member's length
      const zippedHead = await ask(base, "/kept?n=1", { method: "HEAD", headers: gzip });
      expect(zippedHead.headers["content-encoding"]).toBe("gzip");
      expect(Number(zippedHead.headers["content-length"])).toBe(zipped.bytes.length);
      expect(zippedHead.bytes.length).toBe(0);

      // the browser's copy still matches: 304, with or without gzip
      for (const headers of [identity, gzip]) {
        const notModified = await ask(base, "/kept?n=1", { headers: { ...headers, "if-none-match": etag } });
        expect(notModified.status).toBe(304);
        expect(notModified.headers.etag).toBe(etag);
        expect(notModified.headers["content-security-policy"]).toBeUndefined();
        expect(notModified.bytes.length).toBe(0);
      }
      expect(pageOf("/kept?n=1").body.template).toBeNull();
    } finally {
      close();
    }
  });

  it("answers a nonce of another length (not this server's) from the member too", async () => {
    const { base, pageOf, cache, close } = await keptApp();
    // a raw path in front of Express, as cached-page-path.ts, with a nonce of its own length
    const front = createServer((req, res) => {
      const page = cache.lookup(req);
      if (!page) return void res.writeHead(404).end();
      cache.writeHit(req, res, page, "short");
    });
    front.listen(0, "127.0.0.1");
    await new Promise((resolve) => front.once("listening", resolve));
    const frontBase = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    try {
      await ask(base, "/kept?n=2", { headers: { "accept-encoding": "gzip" } });
      await expect.poll(() => pageOf("/kept?n=2").gzipBody).not.toBeNull();
      expect(pageOf("/kept?n=2").body.template).toBeNull();
      const answer = await ask(frontBase, "/kept?n=2");
      expect(answer.status).toBe(200);
      expect(answer.bytes.toString()).toBe(pageFor("short", "2"));
      expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
      const head = await ask(frontBase, "/kept?n=2", { method: "HEAD" });
      expect(Number(head.headers["content-length"])).toBe(answer.bytes.length);
      expect(head.bytes.length).toBe(0);
    } finally {
      front.close();
      close();
    }
  });
});

describe("a page rendered for a client that takes gzip, behind the stack's compression as in the app", () => {
  let stackUrl = "";
  let stackRenders = 0;
  let closeStack = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ dev: false }));
    app.use(compression());
    app.use(pageCache({ bus: createInProcessEventBus(), sessionCookieName: "cw_session", ttlMs: 60_000 }));
    // a document as the app's adapter sends it: its headers, then every byte in one end()
    app.get("/document", (_req, res) => {
      stackRenders += 1;
      const body = Buffer.from(`<!DOCTYPE html><script nonce="${res.locals.cspNonce}">render ${stackRenders}</script>${"<p>words</p>".repeat(500)}`);
      res.appendHeader("Content-Type", "text/html; charset=utf-8").appendHeader("Content-Length", String(body.length)).appendHeader("Cache-Control", "public, max-age=0");
      res.end(body);
    });
    // a body written in pieces before its end: the stack compresses it as it goes
    app.get("/streamed", (_req, res) => {
      res.type("html");
      res.write(`<p nonce="${res.locals.cspNonce}">`);
      res.end(`${"streamed ".repeat(500)}</p>`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    stackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closeStack = () => server.close();
  });
  afterAll(() => closeStack());

  const gzipGet = (path: string) =>
    new Promise<{ headers: IncomingHttpHeaders; raw: string[]; body: Buffer }>((resolve, reject) => {
      httpGet(`${stackUrl}${path}`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, raw: response.rawHeaders, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  const named = (raw: string[], name: string) => raw.filter((_value, index) => index % 2 === 0 && raw[index]!.toLowerCase() === name).length;
  const nonceIn = (headers: IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1];

  it("is answered with the member it is kept as: compressed once, its own nonce, each header once", async () => {
    const first = await gzipGet("/document");
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBe("gzip");
    for (const name of ["content-type", "content-length", "cache-control", "vary", "x-cache", "etag", "content-security-policy"]) expect(named(first.raw, name), name).toBe(1);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    const page = gunzipSync(first.body).toString();
    expect(page).toContain(`<script nonce="${nonceIn(first.headers)}">render 1</script>`);

    const second = await gzipGet("/document");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(gunzipSync(second.body).toString()).toBe(page.replace(nonceIn(first.headers)!, nonceIn(second.headers)!));
    expect(stackRenders).toBe(1);
  });

  it("leaves a body written before its end to the stack's compression", async () => {
    const first = await gzipGet("/streamed");
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(`<p nonce="${nonceIn(first.headers)}">${"streamed ".repeat(500)}</p>`);
  });
});
