// `npm run bench -- --two-instances`: two instances of the product on one PostgreSQL database (a
// fresh one, dropped afterwards) behind the same load. Shows whether throughput adds up, and how
// long a content change takes to reach both page caches (the change is announced on the bus the
// instances share: PostgreSQL LISTEN/NOTIFY).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { APP_ARGS, fail, freePort, makeTempDir, snapshotBuild, startChild, stopChild, waitForHttp } from "./processes.mjs";

const ADMIN_URL = process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
/** The page measured under load; the change is made to the first post, shown on /blog. */
const LOAD_PATH = "/";
const CHANGED_PATH = "/blog";
/** The issue's bound for a change to reach every instance. */
const PROPAGATION_TARGET_MS = 1_000;

/**
 * @param {object} deps
 * @param {string} deps.root the repository
 * @param {(url: string, seconds: number, headers: object, shape: {threads: number, connections: number}) => Promise<{json: any}>} deps.runWrk
 * @param {{threads: number, connections: number, durationSec: number, warmupSec: number, logLevel: string}} deps.settings
 */
export async function twoInstances({ root, runWrk, settings }) {
  const database = await createDatabase();
  const instances = [];
  try {
    const appDir = snapshotBuild(root, "bench-two-");
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const name of ["A", "B"]) instances.push(await startInstance(name, appDir, database.url, settings.logLevel));
    console.log(`Two instances on one PostgreSQL database (${database.name}): ${instances.map((i) => `${i.name} ${i.base}`).join(", ")}\n`);
    for (const instance of instances) await warm(instance.base);

    const rate = (r) => r.json.requests / (r.json.durationUs / 1e6);
    const half = { threads: Math.max(1, Math.floor(settings.threads / 2)), connections: Math.max(1, Math.floor(settings.connections / 2)) };
    const whole = { threads: settings.threads, connections: settings.connections };
    console.log(`Load on GET ${LOAD_PATH}: wrk ${settings.durationSec} s after a ${settings.warmupSec} s warm-up; the same threads and connections in all, split in two for the pair.`);
    await runWrk(`${instances[0].base}${LOAD_PATH}`, settings.warmupSec, {}, whole);
    const single = await runWrk(`${instances[0].base}${LOAD_PATH}`, settings.durationSec, {}, whole);
    console.log(`  one instance (A), -t${whole.threads} -c${whole.connections}: ${fmt(rate(single))} req/s, p99 ${(single.json.latencyUs.p99 / 1000).toFixed(2)} ms`);

    // Both at once; in the middle of it, a content change, and the time until both show it.
    const pairRuns = instances.map((instance) => runWrk(`${instance.base}${LOAD_PATH}`, settings.durationSec, {}, half));
    await sleep((settings.durationSec * 1000) / 2);
    const propagation = await changeAndWatch(database.url, instances);
    const pair = await Promise.all(pairRuns);
    const pairRates = pair.map(rate);
    const total = pairRates[0] + pairRates[1];
    console.log(`  two instances, -t${half.threads} -c${half.connections} each: ${pairRates.map(fmt).join(" + ")} = ${fmt(total)} req/s ` +
      `(${(total / rate(single)).toFixed(2)}× one instance), p99 ${pair.map((r) => (r.json.latencyUs.p99 / 1000).toFixed(2)).join(" / ")} ms`);
    console.log(`\nContent change under that load (a post's title written and content.changed published on the bus, as an admin save does):`);
    for (const seen of propagation.instances) console.log(`  ${seen.name}: the new title after ${seen.ms === null ? "never (10 s)" : `${seen.ms} ms`}`);
    const slowest = propagation.instances.every((seen) => seen.ms !== null) ? Math.max(...propagation.instances.map((seen) => seen.ms)) : null;
    console.log(`  both caches emptied and re-rendered within ${slowest === null ? "—" : `${slowest} ms`}: ${slowest !== null && slowest <= PROPAGATION_TARGET_MS ? "yes" : "NO"} (target ≤ ${PROPAGATION_TARGET_MS} ms)`);
    console.log(`  served the old title after the change had reached it: ${propagation.instances.map((seen) => `${seen.name} ${seen.staleAfterNew}×`).join(", ")}`);
    return {
      loadPath: LOAD_PATH,
      single: { requestsPerSec: rate(single), p99Ms: single.json.latencyUs.p99 / 1000, ...whole },
      pair: { requestsPerSec: pairRates, p99Ms: pair.map((r) => r.json.latencyUs.p99 / 1000), ...half },
      scaling: total / rate(single),
      propagation,
    };
  } finally {
    for (const instance of instances.reverse()) await stopChild(instance.child);
    await database.drop();
  }
}

async function createDatabase() {
  const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    fail(`--two-instances needs PostgreSQL at ${ADMIN_URL} (set BENCH_POSTGRES_URL): ${error.message}`);
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function startInstance(name, appDir, databaseUrl, logLevel) {
  const port = await freePort();
  const logFile = path.join(makeTempDir("bench-log-"), `instance-${name}.log`);
  const logFd = fs.openSync(logFile, "a");
  const child = startChild(`instance ${name}`, process.execPath, APP_ARGS, {
    cwd: appDir,
    stdio: ["ignore", logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: makeTempDir(`bench-data-${name}-`),
      DATABASE_URL: databaseUrl,
      // both instances share the site key from the environment, as PostgreSQL requires (decision 0028)
      SESSION_SECRET: "bench-site-key-of-enough-length",
      SEED_DEMO: "1",
      LOG_LEVEL: logLevel,
      RATES_URL: "off",
    },
  }, "SIGTERM");
  fs.closeSync(logFd);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, child, 60_000);
  return { name, base, child, logFile };
}

/** Stores the pages measured (and their gzip members) before any figure is taken. */
async function warm(base) {
  for (const pathname of [LOAD_PATH, CHANGED_PATH]) for (let i = 0; i < 3; i++) await (await fetch(`${base}${pathname}`)).arrayBuffer();
}

/**
 * Writes a new title to the first post and publishes content.changed on the instances' bus (what
 * an admin save does: the write, then the announcement), then asks each instance for /blog every
 * few ms until it shows the new title: the time from the publish to that answer, and whether any
 * later answer still had the old title.
 */
async function changeAndWatch(databaseUrl, instances) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const marker = `changed-${Date.now().toString(36)}`;
    const { rows } = await client.query("select id, title from blogs where status = 'Published' order by date desc limit 1");
    if (!rows[0]) fail("no published post to change");
    await client.query("update blogs set title = $1 where id = $2", [`${rows[0].title} ${marker}`, rows[0].id]);
    const started = performance.now();
    await client.query("select pg_notify('site_events', $1)", [JSON.stringify({ type: "content.changed", area: "blogs" })]);
    const watched = await Promise.all(instances.map((instance) => watch(instance, marker, started)));
    await client.query("update blogs set title = $1 where id = $2", [rows[0].title, rows[0].id]);
    return { marker, instances: watched };
  } finally {
    await client.end();
  }
}

async function watch(instance, marker, started) {
  let ms = null;
  let staleAfterNew = 0;
  const deadline = started + 10_000;
  // after the first answer with the new title, a few more: none may have the old one
  for (let after = 0; performance.now() < deadline && after < 20; ) {
    const body = await (await fetch(`${instance.base}${CHANGED_PATH}`)).text();
    if (body.includes(marker)) {
      ms ??= Math.round(performance.now() - started);
      after += 1;
    } else if (ms !== null) staleAfterNew += 1;
    if (ms === null) await sleep(5);
  }
  return { name: instance.name, ms, staleAfterNew };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n) => Math.round(n).toLocaleString("en-US");
