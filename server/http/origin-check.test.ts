import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originCheck } from "./origin-check";
import { trustProxySetting } from "./trust-proxy";

let url = "";
let handled = 0;
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(originCheck("https://www.candlewise.example"));
  app.all("/form", (_req, res) => {
    handled += 1;
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("origin check", () => {
  const post = (headers: Record<string, string>) => fetch(`${url}/form`, { method: "POST", headers });
  /** a POST addressed to another Host than 127.0.0.1 (fetch may not set Host) */
  const postAs = (host: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const target = new URL(url);
      const request = http.request({ hostname: target.hostname, port: target.port, path: "/form", method: "POST", headers: { ...headers, host, "content-length": "0" } });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end();
    });

  it("lets same-origin writes, the public origin and non-browser clients through", async () => {
    expect((await post({ origin: url })).status).toBe(200);
    expect((await post({ origin: "https://www.candlewise.example" })).status).toBe(200);
    expect((await post({ "sec-fetch-site": "same-origin", origin: url })).status).toBe(200);
    expect((await post({ referer: `${url}/contact` })).status).toBe(200);
    expect((await post({ referer: "https://www.candlewise.example/admin/blogs" })).status).toBe(200);
    expect((await post({ "sec-fetch-site": "none" })).status).toBe(200);
    // neither Origin nor Referer: curl, scripts, an old browser's form (decision 0027)
    expect((await post({})).status).toBe(200);
  });

  it("refuses cross-site writes without reaching the handler", async () => {
    const before = handled;
    const port = Number(new URL(url).port);
    const refusals: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "not an origin" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: url.replace("127.0.0.1", "localhost") },
      // the whole origin counts: scheme and port, not the host alone
      { origin: "http://www.candlewise.example" },
      { origin: "https://www.candlewise.example:8443" },
      { origin: url.replace("http:", "https:") },
      { origin: `http://127.0.0.1:${port + 1}` },
      // no Origin: the Referer decides
      { referer: "https://evil.example/page" },
      { referer: "http://www.candlewise.example/admin/blogs" },
      { referer: "not an address" },
      // an own Origin does not outweigh Fetch Metadata
      { "sec-fetch-site": "cross-site", origin: url },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of refusals) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(handled).toBe(before);
    expect((await fetch(`${url}/form`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("takes a request addressed to the public host as the public origin, never its http twin", async () => {
    // behind a TLS proxy that TRUST_PROXY does not name, the request arrives as plain http
    expect(await postAs("www.candlewise.example", { origin: "https://www.candlewise.example" })).toBe(200);
    expect(await postAs("www.candlewise.example", { origin: "http://www.candlewise.example" })).toBe(403);
    expect(await postAs("www.candlewise.example", { referer: "http://www.candlewise.example/contact" })).toBe(403);
    // another address of the same server (a LAN name) is its own origin, with the scheme it came over
    expect(await postAs("candlewise.lan:8080", { origin: "http://candlewise.lan:8080" })).toBe(200);
    expect(await postAs("candlewise.lan:8080", { origin: "http://candlewise.lan" })).toBe(403);
  });
});

describe("TRUST_PROXY", () => {
  it("takes the forms Express's trust proxy takes, and trusts nobody when unset", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("")).toBe(false);
    expect(trustProxySetting("2")).toBe(2);
    expect(trustProxySetting("loopback")).toBe("loopback");
    expect(trustProxySetting("10.0.0.1, 10.0.0.0/8")).toBe("10.0.0.1, 10.0.0.0/8");
  });
});
