import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLogs, signIn, startApp, type LogLine, type RunningApp } from "../../support/app-process";
import { openEventStream } from "../../support/event-stream";
import { freePort } from "../../support/smtp";

/*
 * WEB_CONCURRENCY=2 on the embedded database: a primary process and two workers sharing the port
 * (decision 0021). Each request here goes on a connection of its own, so that the primary hands
 * them to the workers in turn; the log line of a request (found by its X-Request-Id) says which
 * worker answered it.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

let app: RunningApp;
const listeningPids = () => new Set(readLogs(app).lines.filter((line) => line.msg.startsWith("listening")).map((line) => line.pid as number));

/** The worker that answered: the pid on the log line of the response's request id. */
async function workerOf(answer: Answer): Promise<number> {
  const reqId = answer.headers["x-request-id"];
  let line: LogLine | undefined;
  await expect.poll(() => (line = readLogs(app).lines.find((entry) => entry.reqId === reqId && entry.msg === "request"))).toBeTruthy();
  return line!.pid as number;
}

beforeAll(async () => {
  // a port of its own, not 0: workers started after all others died listen anew, on the same port
  app = await startApp({ env: { WEB_CONCURRENCY: "2", PORT: String(await freePort()) } });
  // startApp returns when the first worker listens; the second starts after it
  for (const deadline = Date.now() + 30_000; listeningPids().size < 2 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(async () => {
  await app?.stop();
});

describe("two worker processes on the embedded database (WEB_CONCURRENCY=2)", () => {
  it("answers on one port from both workers, the demo content seeded once", async () => {
    const served = new Set<number>();
    for (let i = 0; i < 4; i += 1) {
      const answer = await request(`${app.url}/`);
      expect(answer.status).toBe(200);
      expect(answer.body.match(/Visit Course<span/g)?.length ?? 0).toBeGreaterThanOrEqual(9);
      served.add(await workerOf(answer));
    }
    expect(served).toEqual(listeningPids());
    expect(readLogs(app).lines.filter((line) => line.msg === "demo content seeded")).toHaveLength(1);
  });

  it("a content change made through one worker empties every worker's page cache within a second", async () => {
    const description = async () => {
      const answer = await request(`${app.url}/about`);
      return { pid: await workerOf(answer), cache: answer.headers["x-cache"], text: /<meta name="description" content="([^"]*)"/.exec(answer.body)?.[1] };
    };
    // both workers have the page stored
    const warm = await Promise.all(Array.from({ length: 6 }, description));
    const stored = new Set((await Promise.all(Array.from({ length: 4 }, description))).filter((seen) => seen.cache === "HIT").map((seen) => seen.pid));
    expect(stored).toEqual(listeningPids());

    const cookie = await signIn(app);
    const wanted = `About the academy, saved through one worker ${Date.now()}`;
    expect(warm.every((seen) => seen.text !== wanted)).toBe(true);
    const save = await request(`${app.url}/admin/seo`, {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ scope: "page", page: "/about", metaDescription: wanted }).toString(),
    });
    expect(save.status).toBe(302);
    const saved = Date.now();
    const after = await Promise.all(Array.from({ length: 6 }, description));
    expect(Date.now() - saved).toBeLessThan(1_000);
    expect(new Set(after.map((seen) => seen.pid))).toEqual(listeningPids());
    for (const seen of after) expect(seen.text).toBe(wanted);
  });

  it("streams a message sent to either worker to a signed-in admin connected to one of them", async () => {
    const cookie = await signIn(app);
    const stream = await openEventStream(`${app.url}/admin/events`, cookie);
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.comments[0]).toBe("connected");
    const senders = new Set<number>();
    for (const message of ["Sent to one worker", "Sent to the other worker"]) {
      const sent = await request(`${app.url}/contact`, {
        method: "POST",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ firstName: "Meera", lastName: "Iyer", phone: "+91 98765 43210", email: "meera@example.in", message, consent: "yes" }).toString(),
      });
      // stored: redirected to the page that says so (decision 0060)
      expect(sent.status).toBe(303);
      senders.add(await workerOf(sent));
      const event = await stream.next("contact.created");
      expect(event.data).toMatchObject({ type: "contact.created", contact: { id: expect.any(String) } });
    }
    // one of the two was not the stream's worker: its event crossed between the processes
    expect(senders.size).toBe(2);
    stream.close();
  });

  it("replaces a worker that dies, and the site keeps answering meanwhile", async () => {
    const [victim] = [...listeningPids()];
    process.kill(victim!, "SIGKILL");
    await expect.poll(() => readLogs(app).lines.some((line) => line.msg === "a worker stopped; starting another" && line.worker === victim)).toBe(true);
    // the other worker answers everything until the new one is up
    for (let i = 0; i < 4; i += 1) expect((await request(`${app.url}/healthz`)).status).toBe(200);
    await expect.poll(() => listeningPids().size, { timeout: 20_000 }).toBe(3);
  });

  it("replaces them all when every worker dies at once", async () => {
    const alive = () => [...listeningPids()].filter((pid) => {
      try {
        return process.kill(pid, 0);
      } catch {
        return false;
      }
    });
    const victims = alive();
    expect(victims).toHaveLength(2);
    for (const pid of victims) process.kill(pid, "SIGKILL");
    await expect.poll(() => alive().filter((pid) => !victims.includes(pid)).length, { timeout: 20_000 }).toBe(2);
    expect((await request(`${app.url}/healthz`)).status).toBe(200);
  });

  it("stops on SIGTERM: the primary and its workers exit 0 within 10 s", async () => {
    const pids = [...listeningPids()].filter((pid) => {
      try {
        return process.kill(pid, 0);
      } catch {
        return false;
      }
    });
    const { code, ms } = await app.stop();
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe("a WEB_CONCURRENCY the server cannot use", () => {
  it("stops the start with a message saying what is expected", async () => {
    await expect(startApp({ env: { WEB_CONCURRENCY: "lots" } })).rejects.toThrow(/exited with 1 before listening:\s+WEB_CONCURRENCY: expected a whole number from 1 to 64, or "auto"; got "lots"/);
  });
});
