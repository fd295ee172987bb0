// Issue 25's per-page figures for every public page (both languages, plus a blog search and a
// calculator with its inputs in the address): the JavaScript and CSS the page makes the browser
// download (gzip, as build/client holds them) and the server's CPU for an uncached render
// (median and 90th percentile of BENCH_PAGE_RENDERS renders after two unmeasured ones, taken in
// rounds over every page, on a server warmed up by passes over every page).
// Usage: `npm run bench:pages` (also a step of `npm run bench`). Linux only (CPU from /proc).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeWarmUp, interleavedColdRenderSamples, publicPages, warmPassesSetting, warmUp } from "./support/cold-render.mjs";
import { pageWeight } from "./support/page-weight.mjs";
import { APP_ARGS, APP_START_ENV, cleanup, fail, freePort, lifecycle, makeTempDir, snapshotBuild, startChild, stopChild, waitForHttp } from "./support/processes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** issue 25: every public page's uncached render; decision 0047's bytes are the client's to keep */
const TARGET = { renderCpuMs: 5 };

function rendersSetting() {
  const raw = process.env.BENCH_PAGE_RENDERS;
  if (raw === undefined || raw === "") return 9;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`BENCH_PAGE_RENDERS must be an integer ≥ 1, got "${raw}"`);
  return n;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.9) - 1)];

export async function measurePageCosts() {
  const renders = rendersSetting();
  const appDir = snapshotBuild(ROOT, "bench-pages-");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startChild("app server", process.execPath, APP_ARGS, {
    cwd: appDir,
    stdio: "ignore",
    env: { ...process.env, ...APP_START_ENV, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: makeTempDir("bench-pages-data-"), SEED_DEMO: "1", LOG_LEVEL: "info", RATES_URL: "off", WEB_CONCURRENCY: "1" },
  }, "SIGTERM");
  await waitForHttp(`${base}/healthz`, child, 60_000);
  const clientDir = path.join(appDir, "build", "client");
  const rows = [];
  const pages = await publicPages(base);
  // unmeasured passes first: a server just started is still compiling the code its renders run
  const warmPasses = await warmUp({ base, pid: child.proc.pid, pages, passes: warmPassesSetting() });
  const samplesOf = await interleavedColdRenderSamples({ base, pid: child.proc.pid, pages, renders, warmup: 2 });
  for (const pathname of pages) {
    const response = await fetch(`${base}${pathname}`);
    const html = await response.text();
    if (response.status !== 200) fail(`${pathname} answered ${response.status}`);
    const weight = /text\/html/.test(response.headers.get("content-type") ?? "") ? pageWeight(html, clientDir) : null;
    const samples = samplesOf.get(pathname);
    const cpu = samples.map((sample) => sample.cpuMs).filter((ms) => ms !== null);
    const main = samples.map((sample) => sample.mainThreadCpuMs).filter((ms) => ms !== null);
    rows.push({
      pathname,
      jsBytes: weight?.jsBytes ?? null,
      cssBytes: weight?.cssBytes ?? null,
      scripts: weight?.scripts.length ?? null,
      renderCpuMs: cpu.length ? { median: median(cpu), p90: p90(cpu), mainThreadMedian: median(main) } : null,
      cacheHits: samples.filter((sample) => sample.cache === "HIT").length,
    });
  }
  await stopChild(child);
  return { renders, rows, warmPasses };
}

export function printPageCosts({ renders, rows, warmPasses }) {
  const kb = (bytes) => (bytes === null ? "–" : (bytes / 1024).toFixed(1));
  const ms = (value) => (value === undefined || value === null ? "n/a" : value.toFixed(2));
  const header = ["page", "JS KB gzip", "files", "CSS KB gzip", "render CPU ms median", "p90", "main thread median"];
  const table = rows.map((row) => [row.pathname.length > 60 ? `${row.pathname.slice(0, 57)}…` : row.pathname, kb(row.jsBytes), String(row.scripts ?? "–"), kb(row.cssBytes), ms(row.renderCpuMs?.median), ms(row.renderCpuMs?.p90), ms(row.renderCpuMs?.mainThreadMedian)]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(`\nEvery public page: what its HTML names (scripts and stylesheets, gzip level 9 from build/client), and the server's CPU for an uncached render (${renders} renders after 2 unmeasured ones, in rounds over every page, a new ?cold= each, all the server's threads; main thread: JavaScript alone), on a server warmed up by ${warmPasses.length} uncached passes over every page.`);
  console.log(`${describeWarmUp(warmPasses)}\n`);
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const cells of table) console.log(line(cells));
  const over = rows.filter((row) => row.renderCpuMs && row.renderCpuMs.median > TARGET.renderCpuMs);
  const hits = rows.filter((row) => row.cacheHits > 0);
  const slowest = rows.filter((row) => row.renderCpuMs).sort((a, b) => b.renderCpuMs.median - a.renderCpuMs.median)[0];
  console.log(`\nUncached render ≤ ${TARGET.renderCpuMs} ms CPU (median) on every page: ${over.length === 0 ? "met" : `not met on ${over.length} of ${rows.length}`}` +
    (slowest ? `; slowest ${slowest.pathname} at ${ms(slowest.renderCpuMs.median)} ms.` : "."));
  if (hits.length) console.log(`WARNING: some uncached requests were cache hits (${hits.map((row) => row.pathname).join(", ")}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    printPageCosts(await measurePageCosts());
    await cleanup();
  } catch (err) {
    if (lifecycle.stopping) await new Promise(() => {});
    console.error(`\npage costs failed: ${err.clean ? err.message : err.stack}`);
    await cleanup();
    process.exitCode = 1;
  }
}
