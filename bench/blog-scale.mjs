// npm run bench:blog — the blog at scale: /blog, a search and the last page, with 10 and with
// 10,000 published posts, on SQLite and (when reachable) PostgreSQL. Every request carries a query
// string never used before, so the page cache misses and each answer is a real render with its
// database reads. Writes bench/results/blog-scale.json. See bench/README.md ("Blog at scale").
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { APP_ARGS, APP_START_ENV, cleanup, fail, forgetChild, freePort, makeTempDir, removeTempDir, snapshotBuild, startChild, stopChild, waitForHttp } from "./support/processes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIZES = (process.env.BENCH_BLOG_SIZES ?? "10,10000").split(",").map(Number);
const SAMPLES = Number(process.env.BENCH_BLOG_SAMPLES ?? 60);
const WRK_SECONDS = Number(process.env.BENCH_BLOG_SECONDS ?? 5);
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PAGE_SIZE = 12;
const SEARCH = "candlestick";

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function withAdmin(sql) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database of `posts` posts: { env for the server, drop() }. */
async function seededDatabase(engine, posts) {
  let env;
  let drop;
  if (engine === "postgres") {
    const name = `bench_blog_${process.pid}_${posts}`;
    await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await withAdmin(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    // PostgreSQL needs the site key from the environment (decision 0028)
    env = { DATABASE_URL: url.toString(), SESSION_SECRET: "bench-site-key-of-enough-length" };
    drop = () => withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const dir = makeTempDir("bench-blog-data-");
    env = { DATA_DIR: dir };
    drop = async () => removeTempDir(dir);
  }
  const started = Date.now();
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "bench/blog-scale-seed.ts", String(posts)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
  if (seeded.status !== 0) fail(`seeding ${posts} posts on ${engine} failed`);
  return { env, drop, seedSeconds: (Date.now() - started) / 1000 };
}

async function startServer(appDir, env) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? makeTempDir("bench-blog-pgdata-");
  const logFile = path.join(makeTempDir("bench-blog-log-"), "server.log");
  const logFd = fs.openSync(logFile, "a");
  const child = startChild("app server", process.execPath, APP_ARGS, {
    cwd: appDir,
    stdio: ["ignore", logFd, logFd],
    env: { ...process.env, ...APP_START_ENV, ...env, DATA_DIR: dataDir, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SEED_DEMO: "false", LOG_LEVEL: "info", RATES_URL: "off" },
  }, "SIGTERM");
  fs.closeSync(logFd);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, child, 60_000);
  return { child, base };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One request at a time, each with a fresh query string: median and p95 of full answers (ms). */
async function latency(base, target, label) {
  const times = [];
  for (let n = 0; n < SAMPLES + 5; n += 1) {
    const url = `${base}${target}${target.includes("?") ? "&" : "?"}bench=${label}-${n}`;
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) fail(`${url} answered ${response.status}`);
    if (response.headers.get("x-cache") === "HIT") fail(`${url} came from the page cache`);
    if (n === 0 && !body.includes("Showing")) fail(`${url} shows no posts`);
    if (n >= 5) times.push(elapsed); // the first few warm the statement caches
  }
  times.sort((a, b) => a - b);
  return { medianMs: round(quantile(times, 0.5)), p95Ms: round(quantile(times, 0.95)) };
}

/** wrk -t2 -c10 for a few seconds, every request with its own query string (a Lua counter per thread). */
function throughput(base, target, label) {
  const dir = makeTempDir("bench-blog-wrk-");
  const script = path.join(dir, "unique.lua");
  fs.writeFileSync(
    script,
    `local counter = 0
local threads = 0
function setup(thread) threads = threads + 1; thread:set("tid", threads) end
function request()
  counter = counter + 1
  return wrk.format("GET", "${target}${target.includes("?") ? "&" : "?"}wrk=${label}-" .. tid .. "-" .. counter)
end
done = function(summary, latency, requests)
  io.write(string.format("JSON{\\"requests\\":%d,\\"seconds\\":%f,\\"errors\\":%d,\\"non2xx\\":%d}\\n", summary.requests, summary.duration / 1e6, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.errors.status))
end
`,
  );
  const child = startChild("wrk", "wrk", ["-t2", "-c10", `-d${WRK_SECONDS}s`, "--timeout", "10s", "-s", script, base], { stdio: ["ignore", "pipe", "pipe"] }, "SIGINT");
  return new Promise((resolve, reject) => {
    let out = "";
    child.proc.stdout.on("data", (chunk) => (out += chunk));
    child.proc.once("exit", (code) => {
      forgetChild(child);
      removeTempDir(dir);
      const match = /JSON(\{.*\})/.exec(out);
      if (code !== 0 || !match) return reject(new Error(`wrk failed (${code}):\n${out}`));
      const figures = JSON.parse(match[1]);
      if (figures.non2xx > 0) return reject(new Error(`wrk saw ${figures.non2xx} non-2xx answers on ${target}`));
      // socket errors (a timeout on a machine others are loading too) are reported, not hidden
      resolve({ requestsPerSecond: round(figures.requests / figures.seconds), requests: figures.requests, wrkErrors: figures.errors });
    });
  });
}

const round = (value) => Math.round(value * 10) / 10;

async function main() {
  const engines = ["sqlite", ...((await postgresReachable()) ? ["postgres"] : [])];
  if (engines.length === 1) console.warn(`PostgreSQL not reachable at ${PG_URL}: SQLite only`);
  const appDir = snapshotBuild(ROOT, "bench-blog-app-");
  const rows = [];
  for (const engine of engines) {
    for (const posts of SIZES) {
      console.log(`\n${engine}, ${posts} posts: seeding…`);
      const database = await seededDatabase(engine, posts);
      const server = await startServer(appDir, database.env);
      const lastPage = Math.max(1, Math.ceil(posts / PAGE_SIZE));
      const targets = [
        { name: "/blog", target: "/blog" },
        { name: `search "${SEARCH}"`, target: `/blog?q=${SEARCH}` },
        { name: "last page", target: `/blog?page=${lastPage}` },
      ];
      for (const { name, target } of targets) {
        const label = `${engine}-${posts}-${rows.length}`;
        const lat = await latency(server.base, target, label);
        const rps = await throughput(server.base, target, label);
        const row = { engine, posts, page: name, path: target, ...lat, ...rps };
        rows.push(row);
        console.log(`  ${name.padEnd(22)} median ${String(lat.medianMs).padStart(6)} ms   p95 ${String(lat.p95Ms).padStart(6)} ms   ${String(rps.requestsPerSecond).padStart(7)} req/s${rps.wrkErrors ? `   (${rps.wrkErrors} wrk errors)` : ""}`);
      }
      await stopChild(server.child);
      await database.drop();
    }
  }
  const result = {
    at: new Date().toISOString(),
    machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
    method: `${SAMPLES} sequential GETs (after 5 unmeasured) for the latency, then wrk -t2 -c10 -d${WRK_SECONDS}s; every request has a query string never used before, so the page cache misses and the page is rendered with its database reads`,
    rows,
  };
  fs.mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "bench/results/blog-scale.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log("\nwrote bench/results/blog-scale.json");
}

try {
  await main();
} catch (error) {
  console.error(error.clean ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
