// The CPU a server spends on an uncached render (issue 25: at most 5 ms a public page), shared by
// `npm run bench` and tests/integration/http/render-cost.test.ts. A request whose query string was
// never seen misses the page cache (its key is the whole address), so the page is rendered; the
// CPU is read from the kernel's per-thread counters of the server's processes around the request.
import fs from "node:fs";
import http from "node:http";

/** The process and its descendants (the workers a primary started). */
function processTree(pid) {
  const parentOf = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch { /* gone */ }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  return tree;
}

/**
 * CPU time the server has used so far, in ns: the sum over its processes (the primary and its
 * workers) and their threads (main thread, V8's GC and compiler threads, libuv's pool) of
 * /proc/<pid>/task/<tid>/schedstat's first field, which the kernel counts in nanoseconds; `main`
 * is the same over the processes' main threads (JavaScript, rendering included). null where the
 * kernel does not expose it.
 */
export function processCpuNs(pid) {
  let total = 0;
  let main = 0;
  try {
    for (const member of processTree(pid)) {
      for (const tid of fs.readdirSync(`/proc/${member}/task`)) {
        try {
          const ns = Number(fs.readFileSync(`/proc/${member}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
          total += ns;
          if (tid === String(member)) main += ns;
        } catch { /* thread ended in between */ }
      }
    }
  } catch {
    return null;
  }
  return Number.isFinite(total) && total > 0 ? { total, main } : null;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function get(url, agent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}

/**
 * One uncached GET of `url` on `agent`'s connection, no Accept-Encoding: the server's CPU (all
 * threads and main thread, ms) and the round trip.
 */
async function timedRender(url, pid, agent) {
  await sleep(20); // the previous request's after-work (log line, cache store) is not this one's
  const before = processCpuNs(pid);
  const started = process.hrtime.bigint();
  const response = await get(url, agent);
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  await sleep(20);
  const after = processCpuNs(pid);
  if (response.status !== 200) throw Object.assign(new Error(`cold render of ${url} answered ${response.status}`), { clean: true });
  return {
    wallMs,
    cpuMs: before && after ? (after.total - before.total) / 1e6 : null,
    mainThreadCpuMs: before && after ? (after.main - before.main) / 1e6 : null,
    reqId: response.headers["x-request-id"] ?? null,
    cache: response.headers["x-cache"] ?? "?",
  };
}

const coldUrl = (base, pathname, tag) => `${base}${pathname}${pathname.includes("?") ? "&" : "?"}cold=${tag}`;

/**
 * `renders` uncached GETs of `pathname` (after `warmup` unmeasured ones), one at a time on one
 * keep-alive connection: timedRender's figures for each. `runId` keeps the query strings of
 * separate runs apart.
 */
export async function coldRenderSamples({ pathname, ...options }) {
  return (await interleavedColdRenderSamples({ ...options, pages: [pathname] })).get(pathname);
}

/**
 * coldRenderSamples for every page of `pages`, taken in rounds (each page once a round) rather
 * than page after page: what slows the machine for a moment (a collection of old garbage, V8
 * compiling again, another process) then lands on one sample of several pages, which their medians
 * set aside, instead of on all the samples of one page, which made that page look slow (the
 * slowest page changed from run to run, at 2-4 times its usual figure). Returns pathname → samples.
 */
export async function interleavedColdRenderSamples({ base, pid, pages, renders, warmup = 0, runId = Date.now().toString(36) }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const byPage = new Map(pages.map((pathname) => [pathname, []]));
  try {
    for (let round = 0; round < warmup + renders; round += 1) {
      for (const pathname of pages) {
        const sample = await timedRender(coldUrl(base, pathname, `${runId}-${round}`), pid, agent);
        if (round >= warmup) byPage.get(pathname).push(sample);
      }
    }
  } finally {
    agent.destroy();
  }
  return byPage;
}

/** The public pages whose cold render the issue names besides the sitemap's: a search and a calculator with its inputs. */
export const QUERY_PAGES = [
  "/blog?q=trading",
  "/profit-loss-calculator?instrument=EURUSD&deposit=USD&direction=buy&sizeUnit=lots&size=1&openPrice=1.1&closePrice=1.2&conversion=1&unitsPerLot=100000&filledFor=EURUSD:USD",
];

/** every page sitemap.xml lists (English and Hindi), as paths, then QUERY_PAGES */
export async function publicPages(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = new Set([...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => new URL(match[1]).pathname));
  return [...pages, ...QUERY_PAGES];
}

/** passes over every page before measuring renders (BENCH_WARM_PASSES, default 20): a server in service, not one just started */
export function warmPassesSetting() {
  const raw = process.env.BENCH_WARM_PASSES;
  if (raw === undefined || raw === "") return 20;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw Object.assign(new Error(`BENCH_WARM_PASSES must be an integer ≥ 0, got "${raw}"`), { clean: true });
  return n;
}

/** warmUp's figures in a sentence */
export function describeWarmUp(perPass) {
  if (perPass.length === 0) return "No warm-up pass: the figures are a server's just after its start.";
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  return `Warm-up: ${perPass.length} uncached passes over every public page; mean CPU per request of the first ${perPass[0].toFixed(2)} ms (a server just started), of the last five ${mean(perPass.slice(-5)).toFixed(2)} ms (each: ${perPass.map((ms) => ms.toFixed(1)).join(" ")}).`;
}

/**
 * `passes` passes over `pages` (each page once a pass, uncached: a new ?cold= each, one at a time),
 * so that what is measured next is a server that has been up a while. A process that has just
 * started spends its first thousands of renders compiling and re-compiling the code they run
 * (V8's optimising compilers, on the main thread and on its background threads); a server in
 * service has long stopped. Returns each pass's mean CPU per request (all threads, ms; a render
 * and the opening of its connection): the first is what a just-started server spends.
 */
export async function warmUp({ base, pid, pages, passes, runId = `warm-${Date.now().toString(36)}` }) {
  const perPass = [];
  for (let pass = 0; pass < passes; pass += 1) {
    const before = processCpuNs(pid);
    // Each request on a connection of its own, the pages one place further round each pass: a
    // server of several workers hands connections out in turn, so every page reaches every worker.
    for (let i = 0; i < pages.length; i += 1) {
      const pathname = pages[(i + pass) % pages.length];
      const url = coldUrl(base, pathname, `${runId}-${pass}`);
      const response = await get(url, false);
      if (response.status !== 200) throw Object.assign(new Error(`warming up: ${url} answered ${response.status}`), { clean: true });
    }
    const after = processCpuNs(pid);
    if (before && after) perPass.push((after.total - before.total) / 1e6 / pages.length);
  }
  return perPass;
}
