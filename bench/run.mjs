// Load benchmark: production server vs. nginx serving the same home page as a
// static file. Usage: `npm run bench` (see bench/README.md).
//   node bench/run.mjs --nginx-only <file>   benchmark only nginx serving <file>
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildIfStale } from "../scripts/build-if-stale.mjs";

// The repo root is derived from this file's location, so the script works
// whatever the current directory is.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench", "results");

// Filled in by main() so a bad env value is reported like any other failure.
let SETTINGS;
const readSettings = () => ({
  connections: intEnv("BENCH_CONNECTIONS", 50),
  durationSec: intEnv("BENCH_DURATION", 10),
  warmupSec: intEnv("BENCH_WARMUP", 2),
  pipelining: 1,
});

function intEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function fail(message) {
  throw Object.assign(new Error(message), { clean: true });
}

// ---------------------------------------------------------------------------
// Cleanup: every child and temp dir is registered here as soon as it exists,
// so that normal exit, errors and Ctrl-C all release them.
// ---------------------------------------------------------------------------
const children = new Set(); // { name, proc, signal }
const tempDirs = new Set();

function makeTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

// Children are spawned `detached` (own process group) so we can signal the
// whole group: nginx's workers and anything the server forks go too.
function killGroup(proc, signal) {
  try {
    process.kill(-proc.pid, signal);
  } catch {
    try { proc.kill(signal); } catch { /* already gone */ }
  }
}

function alive(proc) {
  return proc.exitCode === null && proc.signalCode === null;
}

async function stopChild(child, graceMs = 5000) {
  children.delete(child);
  const { proc, signal } = child;
  if (alive(proc)) {
    const exited = new Promise((resolve) => proc.once("exit", resolve));
    killGroup(proc, signal);
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs, "timeout"));
    if ((await Promise.race([exited, timer])) === "timeout") {
      console.error(`${child.name} did not stop after ${signal}; sending SIGKILL`);
      killGroup(proc, "SIGKILL");
      await exited;
    }
  }
  // Workers may outlive a master that died abruptly; sweep the group anyway.
  killGroup(proc, "SIGKILL");
}

async function cleanup() {
  await Promise.all([...children].map((c) => stopChild(c)));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

// Last resort if the process exits without going through cleanup()
// (e.g. an exception in a signal handler): synchronous kills only.
process.on("exit", () => {
  for (const { proc } of children) killGroup(proc, "SIGKILL");
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.once(sig, async () => {
    console.error(`\nReceived ${sig}, cleaning up…`);
    await cleanup();
    process.exit(128 + os.constants.signals[sig]);
  });
}

function startChild(name, cmd, args, options, signal) {
  const proc = spawn(cmd, args, { detached: true, stdio: ["ignore", "inherit", "inherit"], ...options });
  const child = { name, proc, signal };
  children.add(child);
  proc.once("error", (err) => console.error(`${name}: ${err.message}`));
  return child;
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// Poll `url` until it answers 200; fail fast if the child process dies.
async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(child.proc)) {
      fail(`${child.name} exited (code ${child.proc.exitCode}, signal ${child.proc.signalCode}) before ${url} answered`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`${child.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", ...opts });
  if (r.error) fail(`${cmd} ${args.join(" ")}: ${r.error.message}`);
  if (r.status !== 0) fail(`${cmd} ${args.join(" ")} exited with ${r.status ?? r.signal}`);
}

function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

// ---------------------------------------------------------------------------
// autocannon
// ---------------------------------------------------------------------------
function cannon(url, durationSec) {
  // Only ever hammer loopback: this is a local benchmark, not a load test tool.
  if (new URL(url).hostname !== "127.0.0.1") fail(`refusing to benchmark non-loopback URL ${url}`);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: SETTINGS.connections,
        pipelining: SETTINGS.pipelining,
        duration: durationSec,
        timeout: 10, // per request, seconds
      },
      (err, result) => {
        clearTimeout(watchdog);
        err ? reject(err) : resolve(result);
      },
    );
    // autocannon stops itself after `duration`; the watchdog only guards
    // against a run that hangs (e.g. the server stops responding mid-run).
    const watchdog = setTimeout(() => instance.stop(), (durationSec + 15) * 1000);
  });
}

async function measure(label, url) {
  process.stdout.write(`${label.padEnd(22)} warm-up ${SETTINGS.warmupSec} s… `);
  await cannon(url, SETTINGS.warmupSec);
  process.stdout.write(`measuring ${SETTINGS.durationSec} s… `);
  const r = await cannon(url, SETTINGS.durationSec);
  const figures = {
    url,
    requestsPerSec: r.requests.mean,
    latencyMs: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 },
    throughputBytesPerSec: r.throughput.mean, // includes response headers
    totalRequests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
  console.log(`${Math.round(figures.requestsPerSec)} req/s`);
  if (r["2xx"] === 0) fail(`${label}: no 2xx responses at all (non-2xx ${r.non2xx}, errors ${r.errors})`);
  return figures;
}

// ---------------------------------------------------------------------------
// Production server
// ---------------------------------------------------------------------------
async function startAppServer() {
  // Rebuilt when the sources are newer too: figures from a stale build would measure old code.
  try {
    buildIfStale(ROOT);
  } catch (error) {
    fail(error.message);
  }
  const port = await freePort();
  const dataDir = makeTempDir("bench-data-");
  const base = `http://127.0.0.1:${port}`;
  const child = startChild(
    "app server",
    process.execPath,
    ["server.js"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir, // fresh DB each run, so figures are comparable
        SEED_DEMO: "1",
        LOG_LEVEL: "warn", // per-request logging would dominate the numbers
        RATES_URL: "off", // a benchmark never reaches outside this machine
      },
    },
    "SIGTERM",
  );
  await waitForHttp(`${base}/healthz`, child, 60_000);
  return { base, child };
}

async function findBlogPost(base) {
  const res = await fetch(`${base}/blog`);
  const html = await res.text();
  const m = html.match(/href="(\/blog\/[A-Za-z0-9_~.%-]+)"/);
  if (!m) fail(`GET /blog (status ${res.status}) has no link of the form href="/blog/<slug>"; is demo content seeded?`);
  return m[1];
}

// Exact bytes as autocannon will see them: no compression (autocannon sends
// no Accept-Encoding either).
async function fetchBytes(url) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (res.status !== 200) fail(`GET ${url} returned ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

// ---------------------------------------------------------------------------
// nginx
// ---------------------------------------------------------------------------
function findNginx() {
  for (const p of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"]) {
    if (fs.existsSync(p)) return p;
  }
  const r = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

function ensureNginx() {
  let bin = findNginx();
  if (bin) return bin;
  if (process.getuid?.() !== 0) {
    fail("nginx is not installed and this is not root; install it (e.g. `sudo apt-get install -y nginx-light`) and retry");
  }
  console.log("nginx not found, installing nginx-light…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update"], { env });
  run("apt-get", ["install", "-y", "nginx-light"], { env });
  bin = findNginx();
  if (!bin) fail("nginx-light was installed but no nginx binary was found");
  return bin;
}

async function startNginx(bin, html) {
  const dir = makeTempDir("bench-nginx-");
  // As root, nginx workers run as "nobody": they must be able to enter the
  // (mode 0700) temp dir and read the page.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "www"), { mode: 0o755 });
  fs.writeFileSync(path.join(dir, "www", "index.html"), html, { mode: 0o644 });

  // Point every compiled-in temp path into our dir so nginx never needs /var
  // (skip modules this build was compiled without, or the config is rejected).
  const built = spawnSync(bin, ["-V"], { encoding: "utf8" }).stderr ?? "";
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .filter((m) => m === "client_body" || !built.includes(`--without-http_${m}_module`))
    .map((m) => `  ${m}_temp_path ${dir}/${m}_temp;`)
    .join("\n");

  const port = await freePort();
  const conf = `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  # nginx closes a keep-alive connection after 1000 requests by default, which
  # autocannon can report as errors; Node's server has no such limit.
  keepalive_requests 1000000;
${tempPaths}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location = / { try_files /index.html =404; default_type text/html; }
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  // -p/-e keep nginx from touching its default prefix and /var/log even
  // before it has read the config. SIGQUIT = graceful shutdown.
  const child = startChild("nginx", bin, ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`], {}, "SIGQUIT");
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/`, child, 10_000);
  } catch (err) {
    const log = fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, "utf8") : "";
    throw Object.assign(new Error(`${err.message}\nnginx error.log:\n${log}`), { clean: true });
  }
  // Make sure nginx serves exactly the bytes we saved.
  const served = await fetchBytes(`${base}/`);
  if (!served.equals(html)) fail("nginx does not serve the saved page byte-for-byte");
  return { base, child };
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------
function printTable(targets, reference) {
  const fmt = (n, d = 0) => n.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
  const cols = ["target", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "MB/s", "non-2xx", "errors", "req/s vs nginx", "p99 vs nginx"];
  const rows = Object.entries(targets).map(([name, t]) => [
    name,
    fmt(t.requestsPerSec),
    fmt(t.latencyMs.p50, 1),
    fmt(t.latencyMs.p97_5, 1),
    fmt(t.latencyMs.p99, 1),
    fmt(t.throughputBytesPerSec / 1e6, 2),
    fmt(t.non2xx),
    fmt(t.errors + t.timeouts),
    reference ? `${fmt(t.requestsPerSec / reference.requestsPerSec, 3)}×` : "",
    reference ? `${fmt(t.latencyMs.p99 / reference.latencyMs.p99, 2)}×` : "",
  ]);
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log();
  console.log(line(cols));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
  console.log(`\n${SETTINGS.connections} connections, ${SETTINGS.durationSec} s per target after a ${SETTINGS.warmupSec} s warm-up; ` +
    `"vs nginx" compares with nginx serving GET / as a static file.`);
}

function writeResults(targets) {
  const date = new Date().toISOString();
  const report = {
    date,
    node: process.version,
    cpus: os.cpus().length,
    commit: gitCommit(),
    settings: SETTINGS,
    targets,
    ratiosVsNginx: Object.fromEntries(
      Object.entries(targets)
        .filter(([name]) => name !== "nginx GET /")
        .map(([name, t]) => [name, { requestsPerSec: t.requestsPerSec / targets["nginx GET /"].requestsPerSec }]),
    ),
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const json = JSON.stringify(report, null, 2) + "\n";
  const file = path.join(RESULTS_DIR, `${date.replace(/:/g, "-")}.json`); // no ":" in file names
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(RESULTS_DIR, "latest.json"), json);
  console.log(`Results written to ${path.relative(ROOT, file)} and bench/results/latest.json`);
}

// ---------------------------------------------------------------------------
async function main() {
  SETTINGS = readSettings();
  const args = process.argv.slice(2);
  const nginxOnly = args[0] === "--nginx-only";
  if (nginxOnly && !args[1]) fail("usage: node bench/run.mjs --nginx-only <file.html>");
  else if (!nginxOnly && args.length) fail(`unknown arguments: ${args.join(" ")}`);

  const nginxBin = ensureNginx(); // before the server starts: apt may take a while
  const targets = {};
  let page;

  if (nginxOnly) {
    page = fs.readFileSync(args[1]);
  } else {
    const app = await startAppServer();
    const postPath = await findBlogPost(app.base);
    page = await fetchBytes(`${app.base}/`);
    console.log(`Server up at ${app.base}; home page ${page.length} bytes; blog post ${postPath}\n`);
    targets["app GET /"] = await measure("app GET /", `${app.base}/`);
    targets["app GET /blog"] = await measure("app GET /blog", `${app.base}/blog`);
    targets[`app GET ${postPath}`] = await measure(`app GET /blog/<slug>`, `${app.base}${postPath}`);
    // Stop the server before nginx runs so the two never compete for CPU.
    await stopChild(app.child);
  }

  const nginx = await startNginx(nginxBin, page);
  targets["nginx GET /"] = await measure("nginx GET /", `${nginx.base}/`);
  await stopChild(nginx.child);

  printTable(targets, targets["nginx GET /"]);
  if (!nginxOnly) writeResults(targets);
}

try {
  await main();
  await cleanup();
} catch (err) {
  console.error(`\nbench failed: ${err.clean ? err.message : err.stack}`);
  await cleanup();
  process.exitCode = 1;
}
