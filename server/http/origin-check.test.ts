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

  it("lets same-origin writes, the public origin and non-browser clients through", async () => {
    expect((await post({ origin: url })).status).toBe(200);
    expect((await post({ origin: "https://www.candlewise.example" })).status).toBe(200);
    expect((await post({ "sec-fetch-site": "same-origin", origin: url })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  it("refuses cross-site writes without reaching the handler", async () => {
    const before = handled;
    const refusals: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: url.replace("127.0.0.1", "localhost") },
    ];
    for (const headers of refusals) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(handled).toBe(before);
    expect((await fetch(`${url}/form`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
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
