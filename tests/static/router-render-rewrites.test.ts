import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAZY_STREAM, MATCHES_KEPT, REWRITES, ROUTER_PARAMS, ROUTES_ONCE, rewriteRouterModule } from "../../scripts/vite-router-render-rewrites";

/*
 * The server build rewrites React Router's runtime for the CPU of a render (decision 0066). These
 * tests hold the rewrites to the runtime installed here (each finds its places; the build, which
 * bundles the result, fails on anything else) and the helpers to their promises.
 */

const RUNTIME_DIR = path.resolve(import.meta.dirname, "../../node_modules/react-router/dist/development");
/** the modules the server bundles: the package's entry and the chunks it imports (not its React Server Components entry) */
const runtimeModules = () => {
  const names = ["index.mjs"];
  for (let i = 0; i < names.length; i++) {
    const code = readFileSync(path.join(RUNTIME_DIR, names[i]!), "utf8");
    for (const [, name] of code.matchAll(/from "\.\/([\w-]+\.mjs)"/g)) if (!names.includes(name!)) names.push(name!);
  }
  return names.map((name) => readFileSync(path.join(RUNTIME_DIR, name), "utf8"));
};

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
    expect(all).toContain("return __matchesKept(precomputedBranches, decoded, allowPartial, () => {");
    expect(all).toContain("request: future.v8_passThroughRequests || !__hasRouterParams(args.request.url) ? args.request :");
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

describe("a loader's request copied only to strip the router's parameters", () => {
  const hasRouterParams = new Function(`${ROUTER_PARAMS}; return __hasRouterParams;`)() as (url: string) => boolean;

  it("says so for an address with index or _routes, however written, and not otherwise", () => {
    for (const url of ["http://x/admin?index", "http://x/a?b=1&index=", "http://x/a.data?_routes=routes%2Fa", "http://x/a?%69ndex", "http://x/a?q=1&_routes=x#f"]) expect(hasRouterParams(url), url).toBe(true);
    for (const url of ["http://x/", "http://x/blog?q=index", "http://x/a?indexed=1", "http://x/a?routes=1", "http://x/a#index", "http://x/hi/%E0%A4%AC"]) expect(hasRouterParams(url), url).toBe(false);
  });
});

describe("a path's route matches kept", () => {
  type Match = { params: Record<string, string>; pathname: string; route: object };
  const matchesKept = new Function(`${MATCHES_KEPT}; return __matchesKept;`)() as (branches: object | undefined, pathname: string, allowPartial: boolean, match: () => Match[] | null) => Match[] | null;
  const route = { id: "routes/blog-post" };
  const matcher = () => {
    let calls = 0;
    return {
      calls: () => calls,
      match: (pathname: string) => () => {
        calls++;
        if (!pathname.startsWith("/blog/")) return null;
        const params = { slug: pathname.slice(6) };
        return [{ params, pathname: "/", route: { id: "root" } }, { params, pathname, route }];
      },
    };
  };

  it("matches a path of a table once, and gives each caller copies of its own", () => {
    const branches = {};
    const { calls, match } = matcher();
    const first = matchesKept(branches, "/blog/a", false, match("/blog/a"))!;
    first[1]!.params.slug = "changed by a loader";
    const second = matchesKept(branches, "/blog/a", false, match("/blog/a"))!;
    const third = matchesKept(branches, "/blog/a", false, match("/blog/a"))!;
    expect(calls()).toBe(1);
    expect(second).toEqual([{ params: { slug: "a" }, pathname: "/", route: { id: "root" } }, { params: { slug: "a" }, pathname: "/blog/a", route }]);
    // React Router's shape kept: one params object for a request's matches, the route objects themselves
    expect(second[0]!.params).toBe(second[1]!.params);
    expect(second[1]!.route).toBe(route);
    second[1]!.params.slug = "changed again";
    expect(third[1]!.params.slug).toBe("a");
    expect(third).not.toBe(second);
  });

  it("keeps a path without a match, apart per table and per partial matching", () => {
    const { calls, match } = matcher();
    const branches = {};
    expect(matchesKept(branches, "/nowhere", false, match("/nowhere"))).toBeNull();
    expect(matchesKept(branches, "/nowhere", false, match("/nowhere"))).toBeNull();
    expect(calls()).toBe(1);
    matchesKept(branches, "/nowhere", true, match("/nowhere"));
    matchesKept({}, "/nowhere", false, match("/nowhere"));
    expect(calls()).toBe(3);
  });

  it("keeps at most 500 paths a table, none longer than 256 characters, and nothing without precomputed branches", () => {
    const { calls, match } = matcher();
    const branches = {};
    for (let i = 0; i < 501; i++) matchesKept(branches, `/blog/p${i}`, false, match(`/blog/p${i}`));
    expect(calls()).toBe(501);
    matchesKept(branches, "/blog/p500", false, match("/blog/p500"));
    expect(calls(), "the newest path is kept").toBe(501);
    matchesKept(branches, "/blog/p0", false, match("/blog/p0"));
    expect(calls(), "the oldest path has gone").toBe(502);
    const long = `/blog/${"x".repeat(251)}`;
    matchesKept(branches, long, false, match(long));
    matchesKept(branches, long, false, match(long));
    expect(calls()).toBe(504);
    matchesKept(undefined, "/blog/a", false, match("/blog/a"));
    matchesKept(undefined, "/blog/a", false, match("/blog/a"));
    expect(calls()).toBe(506);
  });
});
