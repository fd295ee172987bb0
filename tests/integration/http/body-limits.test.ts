import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { multipartBody, smallPng } from "../../support/images";
import { hasAction, postAddress, readsUploads, routeTable } from "../../support/route-table";

/*
 * Body limits by who sends what where (decision 0027): an anonymous multipart body is refused
 * before it is read, anywhere; a bigger body than the public 1 MB only reaches the upload
 * endpoints, and only with an administrator's session; and a body that is no well-formed form
 * is a 4xx at every action, never a 500.
 */

const MB = 1024 * 1024;
let app: RunningApp;
let admin: string;
let signedOut: string;

beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app);
  signedOut = await signIn(app);
  await fetch(`${app.url}/admin/logout`, { method: "POST", redirect: "manual", headers: { origin: app.url, cookie: signedOut } });
});
afterAll(async () => {
  await app?.stop();
});

/** The head of a multipart POST that declares `declared` bytes, and its first 64 kB. */
function multipartStart(address: string, declared: number, cookie: string): Buffer {
  const target = new URL(address, app.url);
  const boundary = "----cwFirstChunk";
  const head =
    `POST ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nOrigin: ${app.url}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ""}\r\n`;
  return Buffer.concat([
    Buffer.from(head),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.alloc(64 * 1024, 7),
  ]);
}

/**
 * Sends the head and first chunk of a multipart POST, then nothing more: resolves with the status
 * of the answer, which must come while the rest is still unsent (0: none within 10 s).
 */
function answerToFirstChunk(address: string, declared: number, cookie = ""): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(app.url).port), "127.0.0.1");
    let received = "";
    const finish = (status: number) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => finish(0), 10_000);
    socket.on("connect", () => socket.write(multipartStart(address, declared, cookie)));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status) finish(Number(status));
    });
    socket.on("error", () => finish(0));
  });
}

/**
 * Sends the first chunk, then goes on sending a declared 100 MB after the refusal: resolves with
 * how many bytes went out before the server closed the connection.
 */
function bytesSentUntilClosed(address: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(app.url).port), "127.0.0.1");
    let sent = 0;
    let closed = false;
    const done = () => {
      if (closed) return;
      closed = true;
      socket.destroy();
      resolve(sent);
    };
    const more = () => {
      while (!closed && sent < 100 * MB) {
        sent += 64 * 1024;
        if (!socket.write(Buffer.alloc(64 * 1024, 7))) return void socket.once("drain", more);
      }
    };
    socket.on("connect", () => {
      socket.write(multipartStart(address, 100 * MB, ""));
      socket.once("data", more);
    });
    socket.on("error", done);
    socket.on("close", done);
  });
}

/**
 * A refused upload's connection is closed once its rest has been dropped (at most 1 MB or 5 s); the
 * client's pool may already have handed that socket to the next request, which then fails on its
 * first write. Browsers send such a request again on a new connection; so does this helper, once.
 */
async function post(address: string, body: BodyInit, contentType: string, cookie = ""): Promise<Response> {
  const send = () =>
    fetch(`${app.url}${address}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": contentType, ...(cookie ? { cookie } : {}) },
      body,
    });
  try {
    return await send();
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== "ECONNRESET" && code !== "EPIPE" && code !== "UND_ERR_SOCKET") throw error;
    return send();
  }
}

describe("anonymous multipart bodies", () => {
  it("get 413 at once, anywhere, while the client has sent only the headers and the first chunk", async () => {
    const addresses = ["/admin?index", "/admin/sign-in-code", "/contact", "/admin/uploads?purpose=course-image", "/admin/blogs", "/admin/settings", "/no-such-page"];
    for (const [who, cookie] of [["nobody", ""], ["a signed-out session", signedOut]] as const) {
      for (const address of addresses) {
        expect(await answerToFirstChunk(address, 5 * MB, cookie), `${who}: ${address}`).toBe(413);
      }
    }
  });

  it("are not received past the public 1 MB after the refusal, whatever length they declare", async () => {
    // what the kernels' socket buffers hold comes on top; a server reading it all would take 100 MB
    expect(await bytesSentUntilClosed("/admin?index")).toBeLessThan(40 * MB);
  });

  it("get 413 however small, and a malformed one at the sign-in is a 413 too, never a 500", async () => {
    const png = await smallPng();
    const small = multipartBody({ email: "a@example.in", password: "whatever" }, { field: "file", name: "x.png", type: "image/png", bytes: png });
    expect((await post("/admin?index", new Uint8Array(small.body), small.contentType)).status).toBe(413);
    expect((await post("/contact", new Uint8Array(small.body), small.contentType)).status).toBe(413);
    // the upload endpoint says why in its own JSON, which the upload field shows
    const upload = await post("/admin/uploads?purpose=course-image", new Uint8Array(small.body), small.contentType, signedOut);
    expect(upload.status).toBe(413);
    expect(await upload.json()).toEqual({ error: "Only a signed-in administrator may send files: sign in again, then send it." });
    const wrongBoundary = await post("/admin?index", "--other\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nx\r\n--other--\r\n", "multipart/form-data; boundary=expected");
    expect(wrongBoundary.status).toBe(413);
    // a content type Express's parser would not call multipart still counts as one
    expect((await post("/admin?index", new Uint8Array(small.body), small.contentType.replace("multipart/form-data;", "MULTIPART/form-data ;"))).status).toBe(413);
  });
});

describe("an administrator's bodies", () => {
  it("take up to 12 MB at the upload endpoints only; every other route keeps the 1 MB form limit", async () => {
    const picture = (bytes: number) => multipartBody({ intent: "upload" }, { field: "file", name: "big.webp", type: "image/webp", bytes: Buffer.alloc(bytes, 1) });
    const twoMegabytes = picture(2 * MB);
    // past the body limit, the action reads it and judges the file itself (not an image: 415)
    const upload = await post("/admin/uploads?purpose=course-image", new Uint8Array(twoMegabytes.body), twoMegabytes.contentType, admin);
    expect(upload.status).toBe(415);
    // a client navigation's data request of an upload screen is the same route
    expect((await post("/admin/courses.data", new Uint8Array(twoMegabytes.body), twoMegabytes.contentType, admin)).status).not.toBe(413);
    for (const address of ["/admin/settings", "/admin/dashboard", "/admin?index", "/contact"]) {
      expect((await post(address, new Uint8Array(twoMegabytes.body), twoMegabytes.contentType, admin)).status, address).toBe(413);
    }
    expect(await answerToFirstChunk("/admin/uploads?purpose=explore-platform", 12 * MB + 1, admin)).toBe(413);
  });

  it("that are no well-formed form get a 4xx at every action, never a 500 (walked from app/routes.ts)", async () => {
    // signing out reads no body: it goes last, or the session would be gone for the rest
    const actions = routeTable()
      .filter(hasAction)
      .sort((a, b) => Number(a.url.endsWith("/logout")) - Number(b.url.endsWith("/logout")));
    expect(actions.length).toBeGreaterThanOrEqual(15);
    const boundary = "cwExpected";
    const malformed: [string, string, string][] = [
      ["wrong boundary", `--cwOther\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--cwOther--\r\n`, `multipart/form-data; boundary=${boundary}`],
      ["cut off part-way", `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsa`, `multipart/form-data; boundary=${boundary}`],
      ["no boundary", `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--${boundary}--\r\n`, "multipart/form-data"],
      ["not a form", '{"intent":"save"}', "application/json"],
    ];
    const failures: string[] = [];
    for (const route of actions) {
      const address = `${postAddress(route).replace(/:[a-zA-Z]+/g, "00000000-0000-0000-0000-000000000000")}${readsUploads(route) && route.url.endsWith("/uploads") ? "?purpose=course-image" : ""}`;
      for (const [what, body, contentType] of malformed) {
        const response = await post(address, body, contentType, admin);
        const text = await response.text();
        // a 3xx is an action that answered before reading (signing out, a code step with no password step)
        if (response.status >= 500 || response.status < 300) failures.push(`${address} ${what}: ${response.status} ${text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
    // and the anonymous sign-in, given a body that is no form at all
    expect((await post("/admin?index", "email=a", "text/plain")).status).toBe(400);
  });
});
