// Compares Node flag sets on the same build, side by side (decision 0053's method: the machine's load
// moves, so the variants' requests are interleaved page by page): for each variant, the uncached
// render CPU per page (median of page medians), the CPU per cached hit, and the resident memory
// after every public page and an administrator's session.
// Usage: node bench/side-by-side.mjs "--max-semi-space-size=2" "--max-semi-space-size=2 --heap-growing-percent=15" …
// A variant's word APP_DIR=<dir> serves that directory's copy of the build instead of this checkout's
// (a directory laid out as snapshotBuild's: build/, package.json, bench-app.js, server/primary.mjs,
// node_modules), so that two builds compare side by side: "APP_DIR=/tmp/main-build" "APP_DIR=/tmp/branch-build".
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { coldRenderSamples, processCpuNs, publicPages } from "./support/cold-render.mjs";
import { APP_ENTRY, cleanup, fail, freePort, lifecycle, makeTempDir, snapshotBuild, startChild, waitForHttp } from "./support/processes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RENDERS = Number(process.env.BENCH_PAGE_RENDERS || 5);
const HITS = Number(process.env.BENCH_CACHED_HITS || 200);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

async function hits(base, pid, pathname, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () => new Promise((resolve, reject) => {
    http.get(`${base}${pathname}`, { agent, headers: { "accept-encoding": "gzip" } }, (response) => { response.resume(); response.on("end", resolve); }).on("error", reject);
  });
  await get();
  const before = processCpuNs(pid);
  for (let i = 0; i < count; i += 1) await get();
  const after = processCpuNs(pid);
  agent.destroy();
  return (after.total - before.total) / 1e6 / count;
}

async function main() {
  const variants = process.argv.slice(2);
  if (variants.length === 0) fail("give the flag sets to compare, one argument each");
  const appDirOf = (words) => words.find((word) => word.startsWith("APP_DIR="))?.slice("APP_DIR=".length);
  const snapshot = variants.every((flags) => appDirOf(flags.split(/\s+/))) ? null : snapshotBuild(ROOT, "bench-side-");
  const servers = [];
  for (const flags of variants) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const all = flags.split(/\s+/).filter(Boolean);
    const appDir = appDirOf(all) ?? snapshot;
    const words = all.filter((word) => !word.startsWith("APP_DIR="));
    // leading NAME=value words are the server's environment (e.g. MALLOC_ARENA_MAX=2), the rest Node's flags
    const env = Object.fromEntries(words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split("=")));
    const child = startChild("app server", process.execPath, [...words.filter((word) => !/^[A-Z_]+=/.test(word)), APP_ENTRY], {
      cwd: appDir, stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: makeTempDir("bench-side-data-"), SEED_DEMO: "1", LOG_LEVEL: "warn", RATES_URL: "off", WEB_CONCURRENCY: "1", ...env },
    }, "SIGTERM");
    await waitForHttp(`${base}/healthz`, child, 60_000);
    servers.push({ flags, base, pid: child.proc.pid, pageMedians: [], mainMedians: [], hitCpu: [] });
  }
  const pages = await publicPages(servers[0].base);
  for (const server of servers) for (const pathname of pages) await coldRenderSamples({ base: server.base, pid: server.pid, pathname, renders: 0, warmup: 1, runId: "warm" });
  for (const pathname of pages) {
    for (const server of servers) {
      const samples = await coldRenderSamples({ base: server.base, pid: server.pid, pathname, renders: RENDERS, warmup: 1 });
      server.pageMedians.push(median(samples.map((sample) => sample.cpuMs)));
      server.mainMedians.push(median(samples.map((sample) => sample.mainThreadCpuMs)));
    }
  }
  for (const pathname of ["/", "/blog", "/hi", "/profit-loss-calculator"]) for (const server of servers) server.hitCpu.push(await hits(server.base, server.pid, pathname, HITS));
  for (const server of servers) {
    console.log(`${server.flags.padEnd(60)} render: median of page medians ${median(server.pageMedians).toFixed(2)} ms, mean ${(server.pageMedians.reduce((a, b) => a + b, 0) / server.pageMedians.length).toFixed(2)} ms, slowest ${Math.max(...server.pageMedians).toFixed(2)} ms; main thread: median ${median(server.mainMedians).toFixed(2)} ms, slowest ${Math.max(...server.mainMedians).toFixed(2)} ms; cached hit ${server.hitCpu.map((ms) => ms.toFixed(3)).join("/")} ms; resident ${residentMb(server.pid).toFixed(1)} MB`);
  }
}

try {
  await main();
  await cleanup();
} catch (err) {
  if (lifecycle.stopping) await new Promise(() => {});
  console.error(err.clean ? err.message : err.stack);
  await cleanup();
  process.exitCode = 1;
}
