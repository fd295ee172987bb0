// The server's footprint (issue 25): how long a start takes to answer /healthz on a database that
// is already migrated and seeded, and how much memory one process holds (resident set) once it has
// served every public page in both languages and an administrator's session.
// Usage: `npm run bench:footprint` (also the last step of `npm run bench` but Lighthouse).
// Linux only: the resident set is read from /proc.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { APP_ARGS, APP_START_ENV, cleanup, fail, freePort, lifecycle, makeTempDir, snapshotBuild, startChild, stopChild } from "./support/processes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGET = { startMs: 1_000, residentMb: 100 };
/** how long the resident set is watched for settling after the admin session, at most (s) */
const REST_MAX_S = 60;
/** the figure at rest is the one that has not fallen over this many seconds (see residentAtRest) */
const REST_WINDOW_S = 20;
const STARTS = 5;
const ADMIN = { email: "bench-admin@candlewise.local", password: "bench-footprint-password-1" };
const ADMIN_PAGES = ["/admin/dashboard", "/admin/messages", "/admin/blogs", "/admin/courses", "/admin/testimonials", "/admin/explore", "/admin/seo", "/admin/settings", "/admin/users", "/admin/audit", "/admin/rates"];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

function launch(app) {
  return startChild("app server", process.execPath, APP_ARGS, {
    cwd: app.appDir,
    stdio: "ignore",
    env: {
      ...process.env,
      ...APP_START_ENV,
      NODE_ENV: "production",
      PORT: String(app.port),
      HOST: "127.0.0.1",
      DATA_DIR: app.dataDir,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      RATES_URL: "off",
      WEB_CONCURRENCY: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  }, "SIGTERM");
}

/** ms from the spawn to the first 200 from /healthz, polled every 5 ms */
async function timedStart(app) {
  const started = performance.now();
  const child = launch(app);
  for (;;) {
    if (child.proc.exitCode !== null) fail(`the server exited (${child.proc.exitCode}) before answering /healthz`);
    try {
      const response = await fetch(`${app.base}/healthz`);
      await response.arrayBuffer();
      if (response.status === 200) return { child, ms: performance.now() - started };
    } catch { /* not listening yet */ }
    if (performance.now() - started > 60_000) fail("the server did not answer /healthz within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function get(app, pathname, cookie) {
  const response = await fetch(`${app.base}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

/** every address sitemap.xml lists, English and Hindi */
async function publicAddresses(app) {
  const xml = await (await fetch(`${app.base}/sitemap.xml`)).text();
  const addresses = new Set([...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => new URL(match[1]).pathname));
  return [...addresses, "/sitemap.xml", "/robots.txt", "/site.webmanifest"];
}

async function adminSession(app) {
  const response = await fetch(`${app.base}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(ADMIN),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) fail(`the administrator's sign-in answered ${response.status}`);
  const statuses = await Promise.all(ADMIN_PAGES.map((page) => get(app, page, cookie)));
  const refused = ADMIN_PAGES.filter((_, index) => statuses[index] !== 200);
  if (refused.length > 0) fail(`admin pages that did not answer 200: ${refused.join(", ")}`);
}

export async function measureFootprint() {
  const app = { appDir: snapshotBuild(ROOT, "bench-footprint-"), dataDir: makeTempDir("bench-footprint-data-"), port: await freePort() };
  app.base = `http://127.0.0.1:${app.port}`;
  // the first start migrates and seeds: not the start measured
  await stopChild((await timedStart(app)).child);
  const starts = [];
  for (let i = 0; i < STARTS; i++) {
    const { child, ms } = await timedStart(app);
    starts.push(ms);
    if (i < STARTS - 1) await stopChild(child);
    else app.child = child;
  }
  const atStart = residentMb(app.child.proc.pid);
  const addresses = await publicAddresses(app);
  for (const address of addresses) {
    const status = await get(app, address);
    if (status !== 200) fail(`${address} answered ${status}`);
  }
  const afterPublic = residentMb(app.child.proc.pid);
  await adminSession(app);
  const afterAdmin = residentMb(app.child.proc.pid);
  const atRest = await residentAtRest(app.child.proc.pid);
  await stopChild(app.child);
  return { starts, startMs: median(starts), atStart, afterPublic, afterAdmin, atRest, pages: addresses.length };
}

/**
 * The resident set once the process is idle: a server that has just rendered holds the garbage of
 * its last renders until V8 collects it, which an idle process does by itself (V8's memory reducer
 * runs some seconds after allocation stops: 8 s at the earliest, and 14 s after this bench's
 * admin session on a 2-core machine here, so a 10 s window could stop just before it). Read each
 * second until it has fallen by less than 0.5 MB over the last 20 s, or for at most a minute.
 */
async function residentAtRest(pid) {
  const readings = [residentMb(pid)];
  for (let second = 1; second <= REST_MAX_S; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    readings.push(residentMb(pid));
    if (readings.length > REST_WINDOW_S && readings.at(-REST_WINDOW_S - 1) - readings.at(-1) < 0.5) break;
  }
  return { mb: readings.at(-1), seconds: readings.length - 1 };
}

function report(figures) {
  const ok = (value, target) => (value <= target ? "ok" : "OVER");
  console.log(
    `start to /healthz on a migrated database: median ${figures.startMs.toFixed(0)} ms of ${figures.starts.length} ` +
      `(${figures.starts.map((ms) => ms.toFixed(0)).join(", ")}; target ≤ ${TARGET.startMs} ms: ${ok(figures.startMs, TARGET.startMs)})\n` +
      `resident memory of the process: ${figures.atStart.toFixed(1)} MB once started, ${figures.afterPublic.toFixed(1)} MB after ${figures.pages} public addresses, ` +
      `${figures.afterAdmin.toFixed(1)} MB right after an administrator's session, ${figures.atRest.mb.toFixed(1)} MB at rest ` +
      `${figures.atRest.seconds} s later (target ≤ ${TARGET.residentMb} MB at rest: ${ok(figures.atRest.mb, TARGET.residentMb)})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    report(await measureFootprint());
    await cleanup();
  } catch (err) {
    if (lifecycle.stopping) await new Promise(() => {});
    console.error(`\nfootprint failed: ${err.clean ? err.message : err.stack}`);
    await cleanup();
    process.exitCode = 1;
  }
}
