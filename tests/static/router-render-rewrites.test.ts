import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAZY_STREAM, REWRITES, ROUTES_ONCE, rewriteRouterModule } from "../../scripts/vite-router-render-rewrites";

/*
 * The server build rewrites React Router's runtime for the CPU of a render (decision 0066). These
 * tests hold the rewrites to the runtime installed here (each finds its places; the build, which
 * bundles the result, fails on anything else) and the helpers to their promises.
 */

const RUNTIME_DIR = path.resolve(import.meta.dirname, "../../node_modules/react-router/dist/development");
const runtimeModules = () =>
  readdirSync(RUNTIME_DIR)
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => readFileSync(path.join(RUNTIME_DIR, name), "utf8"));

describe("the rewrites of React Router's server runtime", () => {
  it("each finds as many places as it expects in the installed runtime, and wraps each whole", () => {
    const totals = new Map<string, number>();
    const rewritten: string[] = [];
    for (const code of runtimeModules()) {
      const result = rewriteRouterModule(code);
      for (const [name, count] of result.counts) totals.set(name, (totals.get(name) ?? 0) + count);
      if (result.code !== code) rewritten.push(result.code);
    }
    expect(Object.fromEntries(totals)).toEqual(Object.fromEntries(REWRITES.map((rewrite) => [rewrite.name, rewrite.expected])));
    const all = rewritten.join("\n");
    expect(all).not.toContain("serverHandoffStream: encodeViaTurboStream(");
    const calls = [...all.matchAll(/serverHandoffStream: __lazyHydrationData\(\(\) => encodeViaTurboStream\(([^()]*)\)\)/g)];
    expect(calls).toHaveLength(2);
    for (const [, args] of calls) expect(args!.split(",").map((arg) => arg.trim())).toEqual([expect.stringMatching(/^state2?$/), "request.signal", "build.entry.module.streamTimeout", "serverMode"]);
    expect(all).toContain("let routes = __serverRoutesOnce(manifest.routes, context.isSpaMode, () => createServerRoutes(");
    expect(all).toContain("let { manifest, dataRoutes } = __dataRoutesOnce(routes, ");
  });

  it("leaves a module without those places as it was", () => {
    const { code, counts } = rewriteRouterModule("export const a = 1;");
    expect(code).toBe("export const a = 1;");
    expect([...counts.values()].every((count) => count === 0)).toBe(true);
  });
});

describe("the hydration data made on its first read", () => {
  it("makes the real stream only when it is read, then passes every chunk through and ends with it", async () => {
    const lazy = new Function(`${LAZY_STREAM}; return __lazyHydrationData;`)() as (make: () => ReadableStream<Uint8Array>) => ReadableStream<Uint8Array>;
    let made = 0;
    const chunks = ["[1,", "2]\n", "P1:3\n"].map((text) => new TextEncoder().encode(text));
    const stream = lazy(() => {
      made++;
      return new ReadableStream({ start: (controller) => (chunks.forEach((chunk) => controller.enqueue(chunk)), controller.close()) });
    });
    const reader = stream.getReader();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made, "made before anything read it").toBe(0);
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(made).toBe(1);
    expect(text).toBe("[1,2]\nP1:3\n");
  });
});

describe("the route tables built once", () => {
  const helpers = new Function(`${ROUTES_ONCE}; return { __serverRoutesOnce, __dataRoutesOnce };`)() as {
    __serverRoutesOnce: (manifestRoutes: object, isSpaMode: boolean, make: () => object) => object;
    __dataRoutesOnce: (routes: object, make: () => object) => object;
  };

  it("builds a manifest's routes once, and again for another manifest or in SPA mode", () => {
    let made = 0;
    const make = () => ({ made: ++made });
    const manifest = {};
    const first = helpers.__serverRoutesOnce(manifest, false, make);
    expect(helpers.__serverRoutesOnce(manifest, false, make)).toBe(first);
    expect(made).toBe(1);
    expect(helpers.__serverRoutesOnce({}, false, make)).not.toBe(first);
    expect(helpers.__serverRoutesOnce(manifest, true, make)).not.toBe(first);
    expect(made).toBe(3);
  });

  it("converts the same routes once", () => {
    let made = 0;
    const routes: object[] = [];
    const first = helpers.__dataRoutesOnce(routes, () => ({ made: ++made }));
    expect(helpers.__dataRoutesOnce(routes, () => ({ made: ++made }))).toBe(first);
    expect(helpers.__dataRoutesOnce([], () => ({ made: ++made }))).not.toBe(first);
    expect(made).toBe(2);
  });
});
