import type { Plugin } from "vite";

/*
 * Rewrites of React Router's server runtime, in the server build only, for the CPU of a document
 * render (issue 25). Each names the text it changes and how many times it must find it: if an
 * upgrade of React Router changes that code, the build fails with the rewrite's name instead of
 * the saving going without a word. tests/static/router-render-rewrites.test.ts runs them on the
 * runtime installed here.
 */

/** One rewrite: `find` (global) must match `expected` times across the runtime's modules. */
interface Rewrite {
  name: string;
  find: RegExp;
  expected: number;
  /** the replacement of one match */
  replace: (match: string, ...groups: string[]) => string;
  /** a helper the replacements call, put at the top of a module rewritten */
  helper: string;
}

/*
 * 1. The hydration data, made on its first read (decision 0066). React Router encodes a document's
 * loader data for the client (a turbo-stream) before it calls our entry, whether or not the page
 * sends the framework's scripts to read it: the stream's start() flattens the whole of the loader
 * data at once. No public page hydrates (decisions 0047, 0060, 0061), so for them that work was
 * thrown away. Each call moves into a closure given to a stream of high-water mark 0 whose first
 * pull makes the real one; <Scripts> reads it (through ServerRouter's StreamTransfer) on pages that
 * hydrate, byte for byte as before.
 */
export const LAZY_STREAM = `function __lazyHydrationData(make) {
  let reader;
  return new ReadableStream({
    async pull(controller) {
      reader ??= make().getReader();
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  }, { highWaterMark: 0 });
}
`;

/*
 * 2. The route tables, built once (decision 0066). ServerRouter builds its React routes from the
 * whole manifest (every route of the site, admin included) on each render, and the static router
 * converts them into data routes again: ~6 % of a cold render. Both depend only on the build (the
 * manifest's routes and their modules, which the build hands over loaded), so they are kept per
 * manifest: neither is changed by a render (the static router copies what it takes, and refuses
 * every route change on the server).
 */
export const ROUTES_ONCE = `const __routesByManifest = new WeakMap();
function __serverRoutesOnce(manifestRoutes, isSpaMode, make) {
  if (isSpaMode) return make();
  let routes = __routesByManifest.get(manifestRoutes);
  if (!routes) __routesByManifest.set(manifestRoutes, (routes = make()));
  return routes;
}
const __dataRoutesByRoutes = new WeakMap();
function __dataRoutesOnce(routes, make) {
  let made = __dataRoutesByRoutes.get(routes);
  if (!made) __dataRoutesByRoutes.set(routes, (made = make()));
  return made;
}
`;

/*
 * 3. A loader's request copied only when there is something to strip (decision 0066). Before each
 * loader and action, React Router builds two new Requests (undici's, with their headers and abort
 * signals) to take its own `index` and `_routes` parameters out of the address, whether or not it
 * has them: six a document of three routes, 2.3 % of a cold render. A request without either is
 * passed as it is, which is what the copies held. (React Router v8's v8_passThroughRequests drops
 * the copies too, but also leaves `.data` in the address every loader reads.)
 */
export const ROUTER_PARAMS = `function __hasRouterParams(url) {
  if (!url.includes("?")) return false;
  const params = new URL(url).searchParams;
  return params.has("index") || params.has("_routes");
}
`;

/*
 * 4. A path's route matches kept (decision 0066). React Router finds a request's routes by trying
 * every branch of the route table in rank order (~150 here, the admin's included), twice a document
 * (the request handler, then the static handler's query): 6 % of a cold render of a legal page. The
 * matches depend only on the table and the path, so each table (its precomputed branches, made once
 * per build) keeps the matches of its last 500 paths of up to 256 characters (so that made-up
 * addresses hold at most ~0.2 MB), and each caller gets its own copies (a match's
 * params object is shared by a branch's matches, as React Router makes them, and never by two
 * requests). Only calls with precomputed branches are kept: the others build their table anew.
 */
export const MATCHES_KEPT = `const __matchesByBranches = new WeakMap();
const __MATCHES_KEPT = 500;
const __LONGEST_KEPT = 256;
function __copyMatches(matches) {
  if (!matches) return null;
  const params = matches.length > 0 ? { ...matches[0].params } : {};
  return matches.map((match) => ({ ...match, params }));
}
function __matchesKept(branches, pathname, allowPartial, match) {
  if (!branches || pathname.length > __LONGEST_KEPT) return match();
  let kept = __matchesByBranches.get(branches);
  if (!kept) __matchesByBranches.set(branches, (kept = new Map()));
  const key = (allowPartial ? "1" : "0") + pathname;
  if (kept.has(key)) return __copyMatches(kept.get(key));
  const matches = match();
  if (kept.size >= __MATCHES_KEPT) kept.delete(kept.keys().next().value);
  kept.set(key, __copyMatches(matches));
  return matches;
}
`;

export const REWRITES: readonly Rewrite[] = [
  {
    name: "lazy hydration data",
    find: /serverHandoffStream: encodeViaTurboStream\(([^()]*)\)/g,
    expected: 2,
    replace: (_match, args) => `serverHandoffStream: __lazyHydrationData(() => encodeViaTurboStream(${args}))`,
    helper: LAZY_STREAM,
  },
  {
    name: "server routes once",
    find: /let routes = createServerRoutes\(\s*manifest\.routes,\s*routeModules,\s*context\.future,\s*context\.isSpaMode\s*\);/g,
    expected: 1,
    replace: () => `let routes = __serverRoutesOnce(manifest.routes, context.isSpaMode, () => createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode));`,
    helper: ROUTES_ONCE,
  },
  {
    name: "static router's data routes once",
    find: /function createStaticRouter\(routes, context, opts = \{\}\) \{\s*let manifest = \{\};\s*let dataRoutes = convertRoutesToDataRoutes\(\s*routes,\s*mapRouteProperties,\s*void 0,\s*manifest\s*\);/g,
    expected: 1,
    replace: () =>
      `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = __dataRoutesOnce(routes, () => { let manifest = {}; return { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) }; });`,
    helper: ROUTES_ONCE,
  },
  {
    name: "loader requests copied only to strip",
    find: /request: future\.v8_passThroughRequests \? args\.request : stripRoutesParam\(stripIndexParam\(args\.request\)\)/g,
    expected: 1,
    replace: () => `request: future.v8_passThroughRequests || !__hasRouterParams(args.request.url) ? args.request : stripRoutesParam(stripIndexParam(args.request))`,
    helper: ROUTER_PARAMS,
  },
  {
    name: "route matches kept",
    find: /let branches = precomputedBranches \?\? flattenAndRankRoutes\(routes\);\s*let matches = null;\s*let decoded = decodePath\(pathname\);\s*for \(let i = 0; matches == null && i < branches\.length; \+\+i\) \{\s*matches = matchRouteBranch\(\s*branches\[i\],\s*decoded,\s*allowPartial\s*\);\s*\}\s*return matches;/g,
    expected: 1,
    replace: () => `let decoded = decodePath(pathname);
  return __matchesKept(precomputedBranches, decoded, allowPartial, () => {
    let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
    let matches = null;
    for (let i = 0; matches == null && i < branches.length; ++i) {
      matches = matchRouteBranch(branches[i], decoded, allowPartial);
    }
    return matches;
  });`,
    helper: MATCHES_KEPT,
  },
];

/** the runtime's modules: React Router's build (its "development" build is the one its package exports; NODE_ENV=production strips its checks) */
const RUNTIME_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;

/** A module of React Router's runtime with the rewrites applied, and how many times each applied. */
export function rewriteRouterModule(code: string): { code: string; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const helpers = new Set<string>();
  let out = code;
  for (const rewrite of REWRITES) {
    let count = 0;
    out = out.replace(rewrite.find, (match: string, ...groups: unknown[]) => {
      count++;
      return rewrite.replace(match, ...groups.filter((group): group is string => typeof group === "string"));
    });
    counts.set(rewrite.name, count);
    if (count > 0) helpers.add(rewrite.helper);
  }
  return { code: [...helpers].join("") + out, counts };
}

export function routerRenderRewrites(): Plugin {
  const totals = new Map<string, number>();
  return {
    name: "candlewise:router-render-rewrites",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      totals.clear();
    },
    transform(code, id) {
      if (!RUNTIME_MODULE.test(id)) return null;
      const { code: out, counts } = rewriteRouterModule(code);
      if ([...counts.values()].every((count) => count === 0)) return null;
      for (const [name, count] of counts) totals.set(name, (totals.get(name) ?? 0) + count);
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (error) return;
      for (const rewrite of REWRITES) {
        const found = totals.get(rewrite.name) ?? 0;
        if (found !== rewrite.expected) {
          this.error(`React Router's runtime changed: the rewrite "${rewrite.name}" expected ${rewrite.expected} place(s), found ${found}; see scripts/vite-router-render-rewrites.ts`);
        }
      }
    },
  };
}
