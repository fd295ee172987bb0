// Load benchmark: the production server against nginx serving the very same bytes as static files,
// both driven by wrk with the same settings, plus the cold render time of each page.
// Usage: `npm run bench` (see bench/README.md).
//   node bench/run.mjs --nginx-only <file>   benchmark only nginx serving <file> (checks the machine)
//   node bench/run.mjs --two-instances       two instances on one PostgreSQL database under one load
//   node bench/run.mjs --no-lighthouse       the load and the cold renders only
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  alive,
  APP_ARGS,
  APP_START_ENV,
  childPids,
  cleanup,
  fail,
  forgetChild,
  freePort,
  killGroup,
  lifecycle,
  makeTempDir,
  snapshotBuild,
  startChild,
  stopChild,
  waitForHttp,
} from "./support/processes.mjs";
import { coldRenderSamples, describeWarmUp, publicPages, warmPassesSetting, warmUp } from "./support/cold-render.mjs";
import { measurePageCosts, printPageCosts } from "./page-costs.mjs";
import { twoInstances } from "./support/two-instances.mjs";
import { workerCount } from "../server/primary.mjs";

// The repo root is derived from this file's location, so the script works
// whatever the current directory is.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench", "results");

/** The pages measured; `null` is the first post linked from /blog, found at run time. */
const PAGES = ["/", "/blog", null, "/profit-loss-calculator"];
/** Each page is loaded without Accept-Encoding, then with this one. */
const COMPRESSED_ACCEPT = "gzip, br";
/** Issue 11's targets, checked at the end of the run. */
const TARGET = { ratio: 0.5, p99Ms: 20, homeCpuMs: 10 };
/** Other processes' CPU (percent of one CPU) above which a measurement counts as disturbed. */
const BUSY_CPU_PERCENT = 10;

// Filled in by main() so a bad env value is reported like any other failure.
let SETTINGS;
const readSettings = () => {
  const s = {
    threads: intEnv("BENCH_THREADS", 2),
    connections: intEnv("BENCH_CONNECTIONS", 50),
    durationSec: intEnv("BENCH_DURATION", 10),
    warmupSec: intEnv("BENCH_WARMUP", 2),
    coldRenders: intEnv("BENCH_COLD_RENDERS", 50),
    coldWarmup: intEnv("BENCH_COLD_WARMUP", 5, 0),
    // On a shared machine: a measurement during which other processes used more than
    // BUSY_CPU_PERCENT of a CPU is taken again, this many times at most; the quietest is kept.
    busyRetries: intEnv("BENCH_BUSY_RETRIES", 2, 0),
    // The production default: one JSON line per request, written to a file (see startAppServer).
    logLevel: process.env.BENCH_LOG_LEVEL || "info",
    // Processes, as WEB_CONCURRENCY takes them: one per CPU, as nginx's `worker_processes auto`.
    workers: workersSetting(),
  };
  if (s.connections < s.threads) fail(`BENCH_CONNECTIONS (${s.connections}) must be at least BENCH_THREADS (${s.threads}): wrk gives each thread its own connections`);
  return s;
};

/** BENCH_WORKERS, read as the product reads WEB_CONCURRENCY (default "auto": one per CPU). */
function workersSetting() {
  try {
    return workerCount(process.env.BENCH_WORKERS || "auto");
  } catch (error) {
    return fail(error.message.replace("WEB_CONCURRENCY", "BENCH_WORKERS"));
  }
}

function intEnv(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) fail(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One GET with exactly the headers given (Node's fetch would add Accept-Encoding and decompress):
 * status, headers and the body bytes as they came over the wire.
 */
function getRaw(url, headers = {}, agent = false) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
  });
}

/** The size of the status line and header block as sent (CRLFs included). */
const headerBytes = (raw) => {
  let n = "HTTP/1.1 200 OK\r\n".length + 2;
  for (let i = 0; i < raw.length; i += 2) n += raw[i].length + 2 + Buffer.byteLength(raw[i + 1]) + 2;
  return n;
};

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", ...opts });
  if (r.error) fail(`${cmd} ${args.join(" ")}: ${r.error.message}`);
  if (r.status !== 0) fail(`${cmd} ${args.join(" ")} exited with ${r.status ?? r.signal}`);
}

function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) return null;
  const dirty = spawnSync("git", ["status", "--porcelain", "--", "app", "server", "server.js"], { cwd: ROOT, encoding: "utf8" });
  return r.stdout.trim() + (dirty.stdout?.trim() ? " (app/ or server/ modified)" : "");
}

function quantile(sorted, q) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]; // nearest rank
}

function loadAverage() {
  return os.loadavg().map((n) => Math.round(n * 100) / 100);
}

// ---------------------------------------------------------------------------
// Tools: nginx and wrk come from Debian's packages, installed when missing.
// ---------------------------------------------------------------------------
function findBinary(name, candidates) {
  for (const p of candidates) if (fs.existsSync(p)) return p;
  const r = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

let aptUpdated = false;
function ensureTool(name, candidates, debianPackage) {
  let bin = findBinary(name, candidates);
  if (bin) return bin;
  if (process.getuid?.() !== 0) {
    fail(`${name} is not installed and this is not root; install it (e.g. \`sudo apt-get install -y ${debianPackage}\`) and retry`);
  }
  console.log(`${name} not found, installing ${debianPackage}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) run("apt-get", ["update"], { env });
  aptUpdated = true;
  run("apt-get", ["install", "-y", debianPackage], { env });
  bin = findBinary(name, candidates);
  if (!bin) fail(`${debianPackage} was installed but no ${name} binary was found`);
  return bin;
}

const ensureNginx = () => ensureTool("nginx", ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"], "nginx-light");
const ensureWrk = () => ensureTool("wrk", ["/usr/bin/wrk", "/usr/local/bin/wrk"], "wrk");

// ---------------------------------------------------------------------------
// Other processes' CPU: the machine is shared, so each measurement says how much CPU processes
// other than this script, its server, nginx and wrk used meanwhile (from /proc, in clock ticks).
// ---------------------------------------------------------------------------
const CLK_TCK = 100; // USER_HZ: /proc/stat and /proc/<pid>/stat count in 1/100 s on Linux

function statFields(pidOrSelf) {
  const text = fs.readFileSync(`/proc/${pidOrSelf}/stat`, "utf8");
  return text.slice(text.lastIndexOf(")") + 2).split(" "); // [0] = state, [2] = pgrp, [11] utime, [12] stime, [13] cutime, [14] cstime
}

/** Busy ticks of the whole machine, and ticks used by this script, its reaped children (wrk) and its live process groups. */
function cpuSnapshot() {
  try {
    const cpu = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const busy = cpu.reduce((a, b) => a + b, 0) - cpu[3] - cpu[4]; // minus idle and iowait
    const self = statFields("self");
    let ours = Number(self[11]) + Number(self[12]) + Number(self[13]) + Number(self[14]);
    const groups = new Set(childPids());
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const f = statFields(entry);
        if (groups.has(Number(f[2]))) ours += Number(f[11]) + Number(f[12]);
      } catch { /* gone */ }
    }
    return { at: process.hrtime.bigint(), busy, ours };
  } catch {
    return null;
  }
}

/** Percent of one CPU used by other processes between two snapshots. */
function otherCpuPercent(before, after) {
  if (!before || !after) return null;
  const seconds = Number(after.at - before.at) / 1e9;
  const other = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, Math.round((other / CLK_TCK / seconds) * 1000) / 10);
}

// ---------------------------------------------------------------------------
// wrk
// ---------------------------------------------------------------------------
// wrk's `done` hook prints the figures as one JSON line: no parsing of its human-readable text.
const WRK_DONE_LUA = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"bytes":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latencyUs":{"p50":%.0f,"p90":%.0f,"p99":%.0f,"mean":%.1f,"max":%.0f}}\\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.mean, latency.max))
end
`;

let wrkBin;
let wrkScript;

function runWrk(url, durationSec, headers, shape = SETTINGS) {
  // Only ever hammer loopback: this is a local benchmark, not a load test tool.
  if (new URL(url).hostname !== "127.0.0.1") fail(`refusing to benchmark non-loopback URL ${url}`);
  const args = [
    "-t", String(shape.threads),
    "-c", String(shape.connections),
    "-d", `${durationSec}s`,
    "--timeout", "5s",
    "--latency",
    "-s", wrkScript,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = startChild("wrk", wrkBin, args, { stdio: ["ignore", "pipe", "pipe"] }, "SIGINT");
    let out = "";
    let err = "";
    child.proc.stdout.on("data", (d) => (out += d));
    child.proc.stderr.on("data", (d) => (err += d));
    // wrk stops itself after -d; the watchdog only guards against a hung run.
    const watchdog = setTimeout(() => killGroup(child.proc, "SIGKILL"), (durationSec + 30) * 1000);
    child.proc.once("exit", (code, signal) => {
      clearTimeout(watchdog);
      forgetChild(child);
      if (lifecycle.stopping) return reject(Object.assign(new Error("stopping"), { clean: true }));
      const line = out.split("\n").find((l) => l.startsWith("BENCH_JSON "));
      if (code !== 0 || !line) {
        reject(Object.assign(new Error(`wrk ${args.join(" ")} ended with ${code ?? signal}\n${out}${err}`), { clean: true }));
        return;
      }
      resolve({ json: JSON.parse(line.slice("BENCH_JSON ".length)), text: out.slice(0, out.indexOf("BENCH_JSON")).trimEnd() });
    });
  });
}

async function measure(label, url, headers) {
  process.stdout.write(`  ${label.padEnd(44)} warm-up ${SETTINGS.warmupSec} s… `);
  await runWrk(url, SETTINGS.warmupSec, headers);
  process.stdout.write(`measuring ${SETTINGS.durationSec} s… `);
  const cpuBefore = cpuSnapshot();
  const { json: r } = await runWrk(url, SETTINGS.durationSec, headers);
  const otherCpu = otherCpuPercent(cpuBefore, cpuSnapshot());
  const errors = r.errors.connect + r.errors.read + r.errors.write + r.errors.timeout;
  const figures = {
    url,
    requestHeaders: headers,
    requestsPerSec: r.requests / (r.durationUs / 1e6),
    latencyMs: { p50: r.latencyUs.p50 / 1000, p90: r.latencyUs.p90 / 1000, p99: r.latencyUs.p99 / 1000, mean: r.latencyUs.mean / 1000, max: r.latencyUs.max / 1000 },
    totalRequests: r.requests,
    bytesPerSec: r.bytes / (r.durationUs / 1e6), // headers included
    non2xx3xx: r.errors.status,
    socketErrors: r.errors,
    otherProcessesCpuPercent: otherCpu, // of one CPU, averaged over the measurement
  };
  console.log(`${Math.round(figures.requestsPerSec).toLocaleString("en-US")} req/s, p50 ${figures.latencyMs.p50.toFixed(2)} ms, p99 ${figures.latencyMs.p99.toFixed(2)} ms` +
    (r.errors.status || errors ? ` (${r.errors.status} non-2xx/3xx, ${errors} socket errors)` : "") +
    (otherCpu === null ? "" : `; other processes ${otherCpu}% CPU`));
  if (r.requests === 0 || r.errors.status >= r.requests) fail(`${label}: no successful responses at all (${r.errors.status} non-2xx/3xx, ${errors} socket errors)`);
  return figures;
}

/**
 * Runs `attempt` until other processes stayed under BUSY_CPU_PERCENT meanwhile, at most
 * 1 + busyRetries times; keeps the quietest result.
 */
async function quietest(label, attempt, otherCpuOf) {
  let best;
  for (let i = 0; i <= SETTINGS.busyRetries; i += 1) {
    if (i > 0) {
      console.log(`    other processes were busy during ${label}: waiting 10 s and measuring again (${i}/${SETTINGS.busyRetries})`);
      await sleep(10_000);
    }
    const result = await attempt();
    const other = otherCpuOf(result);
    if (!best || (other ?? 0) < (otherCpuOf(best) ?? 0)) best = result;
    if (other === null || other <= BUSY_CPU_PERCENT) break;
  }
  return best;
}

// ---------------------------------------------------------------------------
// Production server
// ---------------------------------------------------------------------------
async function startAppServer() {
  const app = {
    appDir: snapshotBuild(ROOT, "bench-app-"), // rebuilt first when the sources are newer: figures from a stale build would measure old code
    port: await freePort(),
    dataDir: makeTempDir("bench-data-"),
    logFile: path.join(makeTempDir("bench-log-"), "server.log"),
    child: null,
    restarts: 0,
  };
  app.base = `http://127.0.0.1:${app.port}`;
  await launchServer(app);
  return app;
}

async function launchServer(app) {
  // a restart appends to the same file: only this launch's lines count (see waitForWorkers)
  app.logStart = fs.existsSync(app.logFile) ? fs.statSync(app.logFile).size : 0;
  const logFd = fs.openSync(app.logFile, "a");
  app.child = startChild(
    "app server",
    process.execPath,
    APP_ARGS,
    {
      cwd: app.appDir, // the copy of the build (see snapshotBuild)
      // JSON logs go to a file, not a terminal or a pipe we would have to drain: writing them costs
      // the server what it costs in production, no more.
      stdio: ["ignore", logFd, logFd],
      env: {
        ...process.env,
        ...APP_START_ENV,
        NODE_ENV: "production",
        PORT: String(app.port),
        HOST: "127.0.0.1",
        DATA_DIR: app.dataDir, // fresh DB each run, so figures are comparable
        SEED_DEMO: "1",
        LOG_LEVEL: SETTINGS.logLevel,
        WEB_CONCURRENCY: String(SETTINGS.workers),
        RATES_URL: "off", // a benchmark never reaches outside this machine
      },
    },
    "SIGTERM",
  );
  fs.closeSync(logFd);
  try {
    await waitForHttp(`${app.base}/healthz`, app.child, 60_000);
    await waitForWorkers(app, 60_000);
  } catch (err) {
    throw Object.assign(new Error(`${err.message}\nserver log (last lines):\n${tail(app.logFile, 30)}`), { clean: true });
  }
}

/** The first worker answers /healthz; the others start after it: wait until every one listens. */
async function waitForWorkers(app, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const listening = () => (fs.readFileSync(app.logFile).subarray(app.logStart).toString("utf8").match(/"msg":"listening on /g) ?? []).length;
  while (listening() < SETTINGS.workers) {
    if (Date.now() > deadline) throw new Error(`${listening()} of ${SETTINGS.workers} workers listened within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

// On a shared machine another job's clean-up can stop our server (it exits on SIGTERM). Start it
// again on the same port and DATA_DIR, a few times at most, and repeat what it was doing.
const MAX_SERVER_RESTARTS = 5;

async function withServer(app, what, fn) {
  for (;;) {
    try {
      if (!alive(app.child.proc)) throw new Error("the server is not running");
      const result = await fn();
      // Stopped in the middle: the figures are not the server's.
      if (!alive(app.child.proc)) throw new Error("the server stopped");
      return result;
    } catch (err) {
      if (lifecycle.stopping || alive(app.child.proc)) throw err;
      const { exitCode, signalCode } = app.child.proc;
      forgetChild(app.child);
      if (app.restarts >= MAX_SERVER_RESTARTS) {
        fail(`the server stopped during ${what} (code ${exitCode}, signal ${signalCode}) ${app.restarts + 1} times; last log lines:\n${tail(app.logFile, 30)}`);
      }
      app.restarts += 1;
      console.log(`\n  the server stopped during ${what} (code ${exitCode}, signal ${signalCode}; not by this script): restarting it and repeating`);
      await launchServer(app);
    }
  }
}

function tail(file, lines) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

async function findBlogPost(base) {
  const res = await getRaw(`${base}/blog`);
  const html = res.body.toString("utf8");
  const m = html.match(/href="(\/blog\/[A-Za-z0-9_~.%-]+)"/);
  if (!m) fail(`GET /blog (status ${res.status}) has no link of the form href="/blog/<slug>"; is demo content seeded?`);
  return m[1];
}

/**
 * The answer wrk will get: the cache hit every later request gets. A cache may make its compressed
 * copies after storing a page (brotli takes a while), so the page is asked every 250 ms until the
 * answers have kept the same Content-Encoding and size for 1.5 s (10 s at most). Its body bytes,
 * Content-Encoding and headers are what nginx will serve.
 */
async function captureVariant(base, pagePath, headers) {
  const key = (res) => `${res.headers["content-encoding"] ?? "identity"}`;
  let res = await getRaw(`${base}${pagePath}`, headers);
  let stableSince = Date.now();
  let firstSize = res.body.length;
  const deadline = Date.now() + 10_000;
  while (Date.now() - stableSince < 1500) {
    if (Date.now() > deadline) {
      console.log(`  WARNING: GET ${pagePath} (${JSON.stringify(headers)}) kept changing its encoding or size for 10 s`);
      break;
    }
    await sleep(250);
    const next = await getRaw(`${base}${pagePath}`, headers);
    if (next.status !== 200) fail(`GET ${pagePath} (${JSON.stringify(headers)}) returned ${next.status}`);
    // The nonce may compress a little differently: sizes within 64 bytes are the same answer.
    if (key(next) !== key(res) || Math.abs(next.body.length - firstSize) > 64) {
      stableSince = Date.now();
      firstSize = next.body.length;
    }
    res = next;
  }
  return {
    body: res.body,
    contentType: res.headers["content-type"] ?? "application/octet-stream",
    contentEncoding: res.headers["content-encoding"] ?? "identity",
    cache: res.headers["x-cache"] ?? "?",
    rawHeaders: res.rawHeaders,
    headerBytes: headerBytes(res.rawHeaders),
  };
}

// ---------------------------------------------------------------------------
// Cold renders
// ---------------------------------------------------------------------------
async function coldRenders(app, pagePath, runId) {
  return coldRenderSamples({ base: app.base, pid: app.child.proc.pid, pathname: pagePath, renders: SETTINGS.coldRenders, warmup: SETTINGS.coldWarmup, runId });
}

/** The `ms` of each request's log line, by request id. */
function loggedMs(logFile) {
  const byId = new Map();
  let text;
  try { text = fs.readFileSync(logFile, "utf8"); } catch { return byId; }
  for (const line of text.split("\n")) {
    if (!line.includes('"msg":"request"')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.reqId && typeof entry.ms === "number") byId.set(entry.reqId, entry.ms);
    } catch { /* not JSON */ }
  }
  return byId;
}

function summarize(values) {
  const v = values.filter((x) => typeof x === "number").sort((a, b) => a - b);
  if (!v.length) return null;
  return { median: quantile(v, 0.5), p90: quantile(v, 0.9), min: v[0], max: v.at(-1), n: v.length };
}

// ---------------------------------------------------------------------------
// nginx
// ---------------------------------------------------------------------------
// Headers nginx sets itself (or that describe the transfer, not the page): not copied.
const NGINX_OWN = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding", "content-type", "server"]);

const nginxString = (value) =>
  `"${String(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\$/g, "${dollar}")}"`;

/**
 * variants: [{ location, body, contentType, rawHeaders }]. Each is served at its own exact
 * location as a static file, with the product's headers (Content-Encoding, the security headers,
 * Vary…) copied, so that nginx sends the same bytes, headers included, as far as it can.
 */
async function startNginx(bin, variants) {
  const dir = makeTempDir("bench-nginx-");
  // As root, nginx workers run as "nobody": they must be able to enter the
  // (mode 0700) temp dir and read the pages.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "www"), { mode: 0o755 });

  // Point every compiled-in temp path into our dir so nginx never needs /var
  // (skip modules this build was compiled without, or the config is rejected).
  const built = spawnSync(bin, ["-V"], { encoding: "utf8" }).stderr ?? "";
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .filter((m) => m === "client_body" || !built.includes(`--without-http_${m}_module`))
    .map((m) => `  ${m}_temp_path ${dir}/${m}_temp;`)
    .join("\n");

  const locations = variants.map((v, i) => {
    const file = `v${i}`;
    fs.writeFileSync(path.join(dir, "www", file), v.body, { mode: 0o644 });
    const copied = [];
    for (let h = 0; h < v.rawHeaders.length; h += 2) {
      const name = v.rawHeaders[h];
      if (!NGINX_OWN.has(name.toLowerCase())) copied.push(`      add_header ${name} ${nginxString(v.rawHeaders[h + 1])} always;`);
    }
    // nginx dates static files; an empty add_header removes that, as the product sends none.
    if (!v.rawHeaders.some((name, h) => h % 2 === 0 && name.toLowerCase() === "last-modified")) copied.push('      add_header Last-Modified "" always;');
    return `    location = ${v.location} {
      types {}
      default_type ${nginxString(v.contentType)};
      try_files /${file} =404;
${copied.join("\n")}
    }`;
  });

  const port = await freePort();
  const conf = `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  # Validators and ranges come only from the copied headers, as the product sends them.
  etag off;
  max_ranges 0;
  # nginx closes a keep-alive connection after 1000 requests by default; Node's server has no
  # such limit.
  keepalive_requests 1000000;
  # "\${dollar}" writes a literal $ in a copied header value.
  geo $dollar { default "$"; }
${tempPaths}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
${locations.join("\n")}
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  // -p/-e keep nginx from touching its default prefix and /var/log even
  // before it has read the config. SIGQUIT = graceful shutdown.
  const child = startChild("nginx", bin, ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`], {}, "SIGQUIT");
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}${variants[0].location}`, child, 10_000);
  } catch (err) {
    const log = fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, "utf8") : "";
    throw Object.assign(new Error(`${err.message}\nnginx error.log:\n${log}`), { clean: true });
  }
  // Make sure nginx serves exactly the bytes we saved, with the same Content-Encoding.
  for (const v of variants) {
    const served = await getRaw(`${base}${v.location}`, v.requestHeaders);
    if (served.status !== 200 || !served.body.equals(v.body)) fail(`nginx does not serve ${v.location} byte-for-byte (status ${served.status})`);
    const encoding = served.headers["content-encoding"] ?? "identity";
    if (encoding !== v.contentEncoding) fail(`nginx serves ${v.location} with Content-Encoding ${encoding}, the product with ${v.contentEncoding}`);
    v.nginxHeaderBytes = headerBytes(served.rawHeaders);
  }
  return { base, child };
}

/** The bare Node reference (bench/support/bare-node.mjs) serving every variant, as nginx does. */
async function startBareNode(variants) {
  const dir = makeTempDir("bench-bare-");
  const list = variants.map((v, i) => {
    const bodyFile = path.join(dir, `v${i}`);
    fs.writeFileSync(bodyFile, v.body);
    return { location: v.location, bodyFile, rawHeaders: v.rawHeaders };
  });
  fs.writeFileSync(path.join(dir, "variants.json"), JSON.stringify(list));
  const port = await freePort();
  const child = startChild("bare Node", process.execPath, [path.join(ROOT, "bench", "support", "bare-node.mjs"), path.join(dir, "variants.json"), String(port), String(SETTINGS.workers)], { stdio: "ignore" }, "SIGTERM");
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}${variants[0].location}`, child, 10_000);
  for (const v of variants) {
    const served = await getRaw(`${base}${v.location}`, v.requestHeaders);
    if (served.status !== 200 || !served.body.equals(v.body)) fail(`bare Node does not serve ${v.location} byte-for-byte (status ${served.status})`);
  }
  return { base, child };
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------
const fmt = (n, d = 0) => (n === null || n === undefined ? "n/a" : n.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d }));

function printTable(cols, rows) {
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i <= 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(cols));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

function printLoadTable(rows) {
  console.log(`\nLoad: wrk -t${SETTINGS.threads} -c${SETTINGS.connections} -d${SETTINGS.durationSec}s --latency after a ${SETTINGS.warmupSec} s warm-up, the same for both; ` +
    "nginx serves the product's bytes and headers as static files.\n");
  printTable(
    ["target", "encoding", "body bytes", "product req/s", "p50 ms", "p99 ms", "bare Node req/s", "nginx req/s", "nginx p50 ms", "ratio", "of bare Node", "bare Node ratio"],
    rows.map((r) => [
      r.target,
      r.encodingLabel,
      fmt(r.bodyBytes),
      fmt(r.product.requestsPerSec),
      fmt(r.product.latencyMs.p50, 2),
      fmt(r.product.latencyMs.p99, 2),
      fmt(r.bare.requestsPerSec),
      fmt(r.nginx.requestsPerSec),
      fmt(r.nginx.latencyMs.p50, 2),
      `${fmt(r.ratio, 3)}×`,
      `${fmt(r.ofBare, 2)}×`,
      `${fmt(r.bareRatio, 3)}×`,
    ]),
  );
  console.log(`\nencoding: "identity" = no Accept-Encoding sent; "${COMPRESSED_ACCEPT} → X" = Accept-Encoding: ${COMPRESSED_ACCEPT} sent, X = the product's Content-Encoding (nginx sends the same).`);
  console.log("ratio = product req/s ÷ nginx req/s on the same bytes; 1× would be static-file speed.");
  console.log(`product: WEB_CONCURRENCY=${SETTINGS.workers} (worker processes sharing the port; BENCH_WORKERS, default one per CPU as nginx's worker_processes auto).`);
  console.log(`bare Node: ${SETTINGS.workers} node:http process${SETTINGS.workers === 1 ? "" : "es (Node's cluster)"} answering the same bytes and headers from memory (bench/support/bare-node.mjs), the most ` +
    "Node serves here with as many processes; \"of bare Node\" = product ÷ bare Node, \"bare Node ratio\" = bare Node ÷ nginx.");
  const bad = rows.flatMap((r) => ["product", "bare", "nginx"].filter((k) => r[k].non2xx3xx || Object.values(r[k].socketErrors).some((n) => n)).map((k) => `${r.target} ${r.encodingLabel} (${k}): ${r[k].non2xx3xx} non-2xx/3xx, socket errors ${JSON.stringify(r[k].socketErrors)}`));
  const mismatched = rows.filter((r) => r.mismatch);
  if (mismatched.length) console.log(`WARNING: after its run the product no longer answered as nginx did (the row compares different bytes):\n  ${mismatched.map((r) => `${r.target} ${r.encodingLabel}: ${r.mismatch}`).join("\n  ")}`);
  if (bad.length) console.log(`Errors during the runs:\n  ${bad.join("\n  ")}`);
  const busy = rows.flatMap((r) => ["product", "bare", "nginx"].filter((k) => r[k].otherProcessesCpuPercent > BUSY_CPU_PERCENT).map((k) => `${r.target} ${r.encodingLabel} (${k}): ${r[k].otherProcessesCpuPercent}%`));
  if (busy.length) console.log(`WARNING: other processes used more than ${BUSY_CPU_PERCENT}% of a CPU during these measurements (the quietest of ${SETTINGS.busyRetries + 1} tries), which lowers them:\n  ${busy.join("\n  ")}`);
  else console.log(`Other processes used at most ${BUSY_CPU_PERCENT}% of a CPU during every measurement.`);
}

function printColdTable(cold, cpuAvailable, logAvailable) {
  console.log(`\nCold renders: ${SETTINGS.coldRenders} sequential GETs per page, each with a new ?cold=<n> (a page-cache miss), after ${SETTINGS.coldWarmup} unmeasured ones and the warm-up passes over every page; no Accept-Encoding.\n`);
  printTable(
    ["page", "x-cache", "CPU ms median", "CPU ms p90", "main thread median", "main thread p90", "log ms median", "log ms p90", "wall ms median", "wall ms p90"],
    cold.map((c) => [
      c.target,
      c.cacheHeaders,
      fmt(c.cpuMs?.median, 1),
      fmt(c.cpuMs?.p90, 1),
      fmt(c.mainThreadCpuMs?.median, 1),
      fmt(c.mainThreadCpuMs?.p90, 1),
      fmt(c.logMs?.median, 1),
      fmt(c.logMs?.p90, 1),
      fmt(c.wallMs?.median, 1),
      fmt(c.wallMs?.p90, 1),
    ]),
  );
  console.log("\nCPU ms: CPU time the server used across the request, all its processes (primary and workers) and threads (GC included), from the kernel's " +
    `per-thread counters (/proc/<pid>/task/*/schedstat, ns)${cpuAvailable ? "" : " — not available on this kernel"}; ` +
    "main thread: the same for the processes' JavaScript threads alone (the rest is GC helpers and the libuv pool, e.g. compression).");
  console.log(`log ms: the \`ms\` field of the server's request log line (wall time from the first middleware to the response's end)${logAvailable ? "" : ` — none found (LOG_LEVEL=${SETTINGS.logLevel})`}.`);
  console.log("wall ms: round trip seen by this script on loopback (keep-alive, one request at a time).");
  const busy = cold.filter((c) => c.otherProcessesCpuPercent > BUSY_CPU_PERCENT);
  if (busy.length) console.log(`WARNING: other processes used more than ${BUSY_CPU_PERCENT}% of a CPU during the cold renders of ${busy.map((c) => `${c.target} (${c.otherProcessesCpuPercent}%)`).join(", ")}.`);
}

function printTargets(rows, cold) {
  const checked = rows.filter((r) => r.page !== "/profit-loss-calculator");
  const met = checked.filter((r) => r.ratio >= TARGET.ratio && r.product.latencyMs.p99 < TARGET.p99Ms);
  const home = cold.find((c) => c.target === "/");
  console.log(`\nIssue 11 targets: /, /blog and the post at ≥ ${TARGET.ratio}× nginx with p99 < ${TARGET.p99Ms} ms: ${met.length} of ${checked.length} rows met` +
    (met.length < checked.length ? ` (not: ${checked.filter((r) => !met.includes(r)).map((r) => `${r.target} ${r.encodingLabel}`).join("; ")})` : "") +
    `; home cold render ≤ ${TARGET.homeCpuMs} ms CPU: ${home?.cpuMs ? `${fmt(home.cpuMs.median, 1)} ms median (main thread ${fmt(home.mainThreadCpuMs?.median, 1)} ms), ${home.cpuMs.median <= TARGET.homeCpuMs ? "met" : "not met"}` : "n/a"}.`);
}

/** `kind` keeps other runs' files apart from the main bench's (latest.json is the main bench's). */
function writeResults(report, kind = null) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const json = JSON.stringify(report, null, 2) + "\n";
  const stamp = report.date.replace(/:/g, "-"); // no ":" in file names
  const file = path.join(RESULTS_DIR, kind ? `${kind}-${stamp}.json` : `${stamp}.json`);
  const latest = path.join(RESULTS_DIR, kind ? `${kind}-latest.json` : "latest.json");
  fs.writeFileSync(file, json);
  fs.writeFileSync(latest, json);
  console.log(`\nResults written to ${path.relative(ROOT, file)} and ${path.relative(ROOT, latest)}`);
}

// ---------------------------------------------------------------------------
async function nginxOnly(nginxBin, file) {
  const body = fs.readFileSync(file);
  const variant = { location: "/", body, contentType: "text/html; charset=utf-8", contentEncoding: "identity", rawHeaders: [], requestHeaders: {} };
  const nginx = await startNginx(nginxBin, [variant]);
  console.log(`nginx serving ${file} (${body.length} bytes) at ${nginx.base}/\n`);
  const r = await measure("nginx GET /", `${nginx.base}/`, {});
  await stopChild(nginx.child);
  console.log(`\nwrk -t${SETTINGS.threads} -c${SETTINGS.connections} -d${SETTINGS.durationSec}s: ${fmt(r.requestsPerSec)} req/s, ` +
    `p50 ${fmt(r.latencyMs.p50, 2)} ms, p99 ${fmt(r.latencyMs.p99, 2)} ms (no result file written)`);
}

async function main() {
  SETTINGS = readSettings();
  const args = process.argv.slice(2);
  const onlyNginx = args[0] === "--nginx-only";
  const pair = args[0] === "--two-instances";
  const noLighthouse = args[0] === "--no-lighthouse";
  if (onlyNginx && (!args[1] || args.length > 2)) fail("usage: node bench/run.mjs --nginx-only <file.html>");
  else if (pair && args.length > 1) fail("usage: node bench/run.mjs --two-instances");
  else if (noLighthouse && args.length > 1) fail("usage: node bench/run.mjs --no-lighthouse");
  else if (!onlyNginx && !pair && !noLighthouse && args.length) fail(`unknown arguments: ${args.join(" ")}`);

  // Before the server starts: apt may take a while.
  const nginxBin = ensureNginx();
  wrkBin = ensureWrk();
  const scriptDir = makeTempDir("bench-wrk-");
  wrkScript = path.join(scriptDir, "done.lua");
  fs.writeFileSync(wrkScript, WRK_DONE_LUA);

  if (onlyNginx) return nginxOnly(nginxBin, args[1]);
  if (pair) {
    const result = await twoInstances({ root: ROOT, runWrk, settings: SETTINGS });
    return writeResults({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, commit: gitCommit(), settings: SETTINGS, twoInstances: result }, "two-instances");
  }

  const loadBefore = loadAverage();
  console.log(`Load average before the run: ${loadBefore.join(", ")} (${os.cpus().length} CPUs); figures are only as good as the machine is idle.`);
  const app = await startAppServer();
  const postPath = await findBlogPost(app.base);
  const pages = PAGES.map((p) => p ?? postPath);
  console.log(`Server up at ${app.base} (WEB_CONCURRENCY=${SETTINGS.workers}, LOG_LEVEL=${SETTINGS.logLevel}, logs to a file); blog post ${postPath}\n`);

  // 1. What each target answers; nginx will serve exactly this.
  const rows = [];
  for (const page of pages) {
    for (const [index, requestHeaders] of [{}, { "Accept-Encoding": COMPRESSED_ACCEPT }].entries()) {
      const v = await withServer(app, `GET ${page}`, () => captureVariant(app.base, page, requestHeaders));
      rows.push({
        page,
        target: page === postPath ? `/blog/<post>` : page,
        requestHeaders,
        encodingLabel: index === 0 ? "identity" : `${COMPRESSED_ACCEPT} → ${v.contentEncoding}`,
        bodyBytes: v.body.length,
        variant: { ...v, location: `/t${rows.length}`, requestHeaders },
      });
      console.log(`  GET ${page}${index ? ` (Accept-Encoding: ${COMPRESSED_ACCEPT})` : ""}: ${v.body.length} body bytes, ` +
        `Content-Encoding ${v.contentEncoding}, ${v.headerBytes} header bytes, X-Cache ${v.cache}`);
    }
  }

  // 2. Cold renders, while nothing else runs, on a server that has been up a while (a just-started
  // one is still compiling the code its renders run).
  console.log("\nWarming up…");
  const warmPasses = await warmUp({ base: app.base, pid: app.child.proc.pid, pages: await publicPages(app.base), passes: warmPassesSetting() });
  console.log(`  ${describeWarmUp(warmPasses)}`);
  console.log("\nCold renders…");
  const runId = Date.now().toString(36);
  const coldSamples = [];
  for (const page of pages) {
    let attemptNo = 0;
    const measured = await quietest(`the cold renders of ${page}`, async () => {
      attemptNo += 1;
      process.stdout.write(`  ${page}… `);
      const cpuBefore = cpuSnapshot();
      const samples = await withServer(app, `the cold renders of ${page}`, () => coldRenders(app, page, `${runId}.${attemptNo}`));
      const otherCpu = otherCpuPercent(cpuBefore, cpuSnapshot());
      console.log(`${samples.length} renders${otherCpu === null ? "" : `; other processes ${otherCpu}% CPU`}`);
      return { page, samples, otherCpu };
    }, (m) => m.otherCpu);
    coldSamples.push(measured);
  }
  await sleep(200); // the last log lines
  const msById = loggedMs(app.logFile);
  let cpuAvailable = false;
  let logAvailable = false;
  const cold = coldSamples.map(({ page, samples, otherCpu }) => {
    for (const s of samples) s.logMs = s.reqId && msById.has(s.reqId) ? msById.get(s.reqId) : null;
    const cpuMs = summarize(samples.map((s) => s.cpuMs));
    const mainThreadCpuMs = summarize(samples.map((s) => s.mainThreadCpuMs));
    const logMs = summarize(samples.map((s) => s.logMs));
    cpuAvailable ||= Boolean(cpuMs);
    logAvailable ||= Boolean(logMs);
    const counts = {};
    for (const s of samples) counts[s.cache] = (counts[s.cache] ?? 0) + 1;
    return {
      page,
      target: page === postPath ? "/blog/<post>" : page,
      cacheHeaders: Object.entries(counts).map(([k, n]) => (Object.keys(counts).length > 1 ? `${k}×${n}` : k)).join(" "),
      cpuMs,
      mainThreadCpuMs,
      logMs,
      wallMs: summarize(samples.map((s) => s.wallMs)),
      otherProcessesCpuPercent: otherCpu,
      samples,
    };
  });
  const hits = cold.filter((c) => c.samples.some((s) => s.cache === "HIT"));
  if (hits.length) console.log(`  WARNING: some "cold" requests were cache hits (${hits.map((c) => c.target).join(", ")}): the cache key ignores the query string?`);

  // 3. nginx with every variant; then each target on the product and on nginx, back to back, so
  // that both see the same machine. The idle one costs nothing.
  const nginx = await startNginx(nginxBin, rows.map((r) => r.variant));
  const bare = await startBareNode(rows.map((r) => r.variant));
  const range = (xs) => (Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}–${Math.max(...xs)}`);
  console.log(`nginx up at ${nginx.base}; status line and headers per answer: product ${range(rows.map((r) => r.variant.headerBytes))} bytes, ` +
    `nginx ${range(rows.map((r) => r.variant.nginxHeaderBytes))} bytes (it adds Server; Node adds Keep-Alive, and chunking where it compresses)\n\nLoad…`);
  for (const r of rows) {
    const label = `${r.target} ${r.encodingLabel}`;
    // The two are taken again together, so that the ratio always compares like with like.
    const pair = await quietest(label, async () => ({
      product: await withServer(app, `the load on ${r.page}`, () => measure(`product ${label}`, `${app.base}${r.page}`, r.requestHeaders)),
      bare: await measure(`bare    ${label}`, `${bare.base}${r.variant.location}`, r.requestHeaders),
      nginx: await measure(`nginx   ${label}`, `${nginx.base}${r.variant.location}`, r.requestHeaders),
    }), (p) => (p.product.otherProcessesCpuPercent === null ? null : Math.max(p.product.otherProcessesCpuPercent, p.bare.otherProcessesCpuPercent ?? 0, p.nginx.otherProcessesCpuPercent ?? 0)));
    r.product = pair.product;
    r.bare = pair.bare;
    r.nginx = pair.nginx;
    // The product must still answer as nginx does: same Content-Encoding, same size (asked as at
    // the start, so that the one miss a minute, when the page's cache lifetime ends, is not taken
    // for the answer).
    const now = await withServer(app, `GET ${r.page}`, () => captureVariant(app.base, r.page, r.requestHeaders));
    if (now.contentEncoding !== r.variant.contentEncoding || Math.abs(now.body.length - r.bodyBytes) > 64) {
      r.mismatch = `the product now answers ${now.body.length} bytes with Content-Encoding ${now.contentEncoding}, nginx served ${r.bodyBytes} with ${r.variant.contentEncoding}`;
      console.log(`    WARNING: ${r.mismatch}`);
    }
    r.ratio = r.product.requestsPerSec / r.nginx.requestsPerSec;
    r.ofBare = r.product.requestsPerSec / r.bare.requestsPerSec;
    r.bareRatio = r.bare.requestsPerSec / r.nginx.requestsPerSec;
  }
  await stopChild(bare.child);
  await stopChild(nginx.child);
  await stopChild(app.child);
  const loadAfter = loadAverage();

  printLoadTable(rows);
  printColdTable(cold, cpuAvailable, logAvailable);
  printTargets(rows, cold);
  console.log(`\nLoad average: ${loadBefore.join(", ")} before, ${loadAfter.join(", ")} after.`);

  writeResults({
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    loadAverage: { before: loadBefore, after: loadAfter },
    commit: gitCommit(),
    tool: spawnSync(wrkBin, ["-v"], { encoding: "utf8" }).stdout.split("\n")[0].trim(),
    settings: SETTINGS,
    blogPost: postPath,
    serverRestarts: app.restarts,
    targets: rows.map((r) => ({
      target: r.page,
      encoding: r.encodingLabel,
      requestHeaders: r.requestHeaders,
      contentEncoding: r.variant.contentEncoding,
      bodyBytes: r.bodyBytes,
      headerBytes: { product: r.variant.headerBytes, nginx: r.variant.nginxHeaderBytes },
      xCache: r.variant.cache,
      mismatchAfterRun: r.mismatch ?? null,
      product: r.product,
      bareNode: r.bare,
      nginx: r.nginx,
      ratio: r.ratio,
      productOfBareNode: r.ofBare,
      bareNodeRatio: r.bareRatio,
    })),
    coldRenders: {
      method: {
        cpuMs: "server process CPU time across the request, all threads, from /proc/<pid>/task/*/schedstat",
        mainThreadCpuMs: "the same, main (JavaScript) thread only",
        logMs: "the ms field of the server's request log line",
        wallMs: "round trip measured by the bench client, sequential, keep-alive",
      },
      pages: cold.map(({ samples, ...c }) => ({ ...c, samples: samples.map(({ reqId, ...s }) => s) })),
      // mean CPU per render of each warm-up pass over every public page, before these were measured
      warmUpPassesMsPerRender: warmPasses,
    },
  });

  // 4. The server's footprint: the start time on a migrated database and one process's resident
  // memory after every public page and an admin session (bench/footprint.mjs, its own server).
  console.log("\nFootprint: start time and resident memory of one process…");
  const footprint = spawnSync(process.execPath, [path.join(ROOT, "bench", "footprint.mjs")], { cwd: ROOT, stdio: "inherit", env: process.env });
  if (footprint.status !== 0) fail(`the footprint did not complete (exit ${footprint.status ?? footprint.signal}); the load figures above are written`);

  // 5. Every public page (both languages, a blog search, a calculator with its inputs): the
  // JavaScript and CSS it names and its uncached render's CPU (bench/page-costs.mjs, its own server).
  console.log("\nEvery public page: script and stylesheet bytes, uncached render CPU…");
  const pageCosts = await measurePageCosts();
  printPageCosts(pageCosts);
  writeResults({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, commit: gitCommit(), loadAverage: loadAverage(), ...pageCosts }, "page-costs");

  // 6. Lighthouse on every public page, once everything above has stopped (it starts its own
  // server): the issue's third figure, in the same run, the median of 3 runs (LIGHTHOUSE_RUNS
  // sets another count); on a machine faster than issue 25's class, again with the CPU slowdown
  // scaled to it (--scaled-cpu).
  if (!noLighthouse) {
    const runs = process.env.LIGHTHOUSE_RUNS || "3";
    console.log(`\nLighthouse (mobile) on every public page, median of ${runs} run(s) each (npm run lighthouse for the failing audits)…`);
    const audit = spawnSync(process.execPath, [path.join(ROOT, "bench", "lighthouse.mjs"), "--brief", "--scaled-cpu"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, LIGHTHOUSE_RUNS: runs } });
    if (audit.status !== 0) fail(`Lighthouse did not complete (exit ${audit.status ?? audit.signal}); the load figures above are written`);
  }
}

try {
  await main();
  await cleanup();
} catch (err) {
  if (lifecycle.stopping) await new Promise(() => {}); // the signal handler exits
  console.error(`\nbench failed: ${err.clean ? err.message : err.stack}`);
  await cleanup();
  process.exitCode = 1;
}
