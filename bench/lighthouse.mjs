// Lighthouse scores of every public page, on the production build served on loopback.
// Usage: `npm run lighthouse` (see bench/README.md).
//   node bench/lighthouse.mjs --only /,/blog,/blog/:slug   only these pages (/blog/:slug = the first post; /hi/… the Hindi twins)
//   node bench/lighthouse.mjs --assert                     exit 1 when a page misses the targets
//   node bench/lighthouse.mjs --brief                      the table without the failing audits (npm run bench)
//   node bench/lighthouse.mjs --scaled-cpu                 then, on a machine faster than index 2,000, every page again
//                                                          with the CPU slowdown at 4 × index ÷ 2,000 (issue 25; npm run bench)
//   LIGHTHOUSE_RUNS=3 node bench/lighthouse.mjs            median of 3 runs per page
// Uses Debian's Chromium (/usr/bin/chromium, or CHROME_PATH); never downloads a browser.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import {
  alive,
  APP_ARGS,
  APP_START_ENV,
  cleanup,
  fail,
  forgetChild,
  freePort,
  lifecycle,
  makeTempDir,
  registerChild,
  removeTempDir,
  snapshotBuild,
  startChild,
  stopChild,
  waitForHttp,
} from "./support/processes.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench", "results");

// chrome-launcher is Lighthouse's own dependency (the one its CLI uses): resolve it from there
// rather than relying on npm hoisting it next to us.
const chromeLauncher = await import(
  pathToFileURL(createRequire(fileURLToPath(import.meta.resolve("lighthouse"))).resolve("chrome-launcher")).href
);

const ENGLISH_PAGES = [
  "/",
  "/about",
  "/blog",
  "/blog/:slug", // replaced by the first post linked from /blog
  "/courses",
  "/courses/technical-analysis-masterclass", // a course of the demo content (issue 22)
  "/contact",
  "/sitemap",
  "/newsletter",
  "/terms-and-conditions",
  "/privacy-policy",
  "/refund-cancellation",
  "/disclaimer",
  "/profit-loss-calculator",
  "/margin-calculator",
  "/risk-reward",
  "/pip-calculator",
  "/lot-size",
  "/lot-size?mode=nse",
  "/option-payoff-calculator",
  "/brokerage-calculator",
  "/sip-calculator",
  "/compound-interest-calculator",
  "/economic-calendar",
  "/live-trading-chart",
];
// every page's Hindi twin too (issue 23), each after its English one so the table reads in pairs
const PUBLIC_PAGES = ENGLISH_PAGES.flatMap((page) => [page, page === "/" ? "/hi" : `/hi${page}`]);

const CATEGORIES = [
  { id: "performance", label: "performance", target: 95 },
  { id: "accessibility", label: "accessibility", target: 100 },
  { id: "best-practices", label: "best practices", target: 100 },
  { id: "seo", label: "SEO", target: 100 },
];
// Issue 25's limits on two of the simulated timings, as the median of the runs: a score of 95 can
// hide a first paint after 1.5 s or a blocked main thread.
const METRICS = [
  { id: "first-contentful-paint", label: "FCP ms", name: "first contentful paint", most: 1_500 },
  { id: "total-blocking-time", label: "TBT ms", name: "total blocking time", most: 100 },
];
const targetsText = () =>
  [...CATEGORIES.map((c) => `${c.label} ${c.target === 100 ? "100" : `≥ ${c.target}`}`), ...METRICS.map((m) => `${m.name} ≤ ${m.most.toLocaleString("en-US")} ms`)].join(", ");

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// Lighthouse's defaults are mobile (Moto G Power emulation, simulated slow 4G and 4× CPU
// slowdown). Only the waits are shortened: the TradingView widgets cannot load without internet,
// and a page that never settles must not hold the run for 45 s (the default) each time.
const LIGHTHOUSE_FLAGS = {
  logLevel: "error",
  output: "json",
  onlyCategories: CATEGORIES.map((c) => c.id),
  maxWaitForFcp: 15_000,
  maxWaitForLoad: 25_000,
};
// Beyond this a run is considered hung: Chromium is killed and restarted, the run counts as failed.
const RUN_TIMEOUT_MS = 180_000;

// ---------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------
function usage() {
  return [
    "usage: node bench/lighthouse.mjs [--only /path,/path] [--assert] [--brief] [--scaled-cpu]",
    "  --only    audit only these pages; /blog/:slug stands for the first post linked from /blog",
    "  --assert  exit 1 when a page is below performance 95, accessibility 100, best practices 100, SEO 100, or its first contentful paint is over 1.5 s or its total blocking time over 100 ms",
    "  --brief   print the scores table only (the failing audits are still in the results files)",
    "  --scaled-cpu  on a machine whose benchmark index is above 2,000, audit again with the CPU slowdown at 4 × index ÷ 2,000",
    "  LIGHTHOUSE_RUNS=N  runs per page, the median is reported (default 1)",
    "  CHROME_PATH        Chromium or Chrome to drive (default /usr/bin/chromium)",
  ].join("\n");
}

function parseArgs(argv) {
  const options = { only: null, assert: false, brief: false, scaledCpu: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--assert") options.assert = true;
    else if (arg === "--brief") options.brief = true;
    else if (arg === "--scaled-cpu") options.scaledCpu = true;
    else if (arg === "--help" || arg === "-h") options.help = true;
    else if (arg === "--only" || arg.startsWith("--only=")) {
      const value = arg === "--only" ? argv[++i] : arg.slice("--only=".length);
      if (!value) fail(`--only needs a comma-separated list of paths\n${usage()}`);
      const paths = value.split(",").map((p) => p.trim()).filter(Boolean);
      for (const p of paths) if (!p.startsWith("/")) fail(`--only: "${p}" is not a path (it must start with /)`);
      options.only = [...new Set(paths)];
    } else fail(`unknown argument "${arg}"\n${usage()}`);
  }
  return options;
}

function runsFromEnv() {
  const raw = process.env.LIGHTHOUSE_RUNS;
  if (raw === undefined || raw === "") return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 50) fail(`LIGHTHOUSE_RUNS must be an integer from 1 to 50, got "${raw}"`);
  return n;
}

// ---------------------------------------------------------------------------
// Server and browser
// ---------------------------------------------------------------------------
async function startAppServer() {
  const port = await freePort();
  const app = { base: `http://127.0.0.1:${port}`, port, appDir: null, dataDir: null, child: null, restarts: 0 };
  for (let attempt = 1; ; attempt += 1) {
    // rebuilt first when the sources are newer: scores of a stale build would describe old code
    app.appDir = snapshotBuild(ROOT, "lighthouse-app-");
    app.dataDir = makeTempDir("lighthouse-data-");
    await launchServer(app);
    const missing = await missingAssets(app.base);
    if (!missing.length) return app;
    // Copied in the middle of someone else's build: client and server halves do not match.
    await stopChild(app.child);
    for (const dir of [app.appDir, app.dataDir]) removeTempDir(dir);
    if (attempt === 3) fail(`the build copied from build/ is inconsistent (GET / links to missing ${missing.join(", ")}); is something rebuilding it?`);
    console.log(`GET / links to missing ${missing.join(", ")}: copying the build again`);
  }
}

/** The scripts and styles linked from GET / that the server does not serve. */
async function missingAssets(base) {
  const html = await (await fetch(`${base}/`)).text();
  const assets = [...new Set([...html.matchAll(/["'](\/assets\/[^"'?#]+)/g)].map((m) => m[1]))];
  const missing = [];
  for (const asset of assets) {
    const res = await fetch(`${base}${asset}`);
    await res.arrayBuffer();
    if (res.status !== 200) missing.push(asset);
  }
  return missing;
}

async function launchServer(app) {
  app.child = startChild("app server", process.execPath, APP_ARGS, {
    cwd: app.appDir, // the copy of the build (see snapshotBuild)
    env: {
      ...process.env,
      ...APP_START_ENV,
      NODE_ENV: "production",
      PORT: String(app.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: app.base, // canonical links and the sitemap point at the audited origin
      DATA_DIR: app.dataDir, // fresh database, demo content seeded
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      RATES_URL: "off", // nothing leaves this machine
    },
  }, "SIGTERM");
  await waitForHttp(`${app.base}/healthz`, app.child, 60_000);
}

// On a shared machine another job's clean-up can stop our server (it exits 0 on SIGTERM). Start it
// again on the same port and DATA_DIR, a few times at most, rather than lose the whole run.
const MAX_SERVER_RESTARTS = 3;
async function restartServer(app, pagePath) {
  const { exitCode, signalCode } = app.child.proc;
  forgetChild(app.child);
  if (app.restarts >= MAX_SERVER_RESTARTS) {
    fail(`the app server exited (code ${exitCode}, signal ${signalCode}) during the run of ${pagePath}, ` +
      `after ${app.restarts} restart(s) already; is something on this machine stopping node processes?`);
  }
  app.restarts += 1;
  console.log(`\n  the app server exited (code ${exitCode}, signal ${signalCode}) while auditing ${pagePath}; ` +
    "something outside this script stopped it. Restarting it and repeating the run.");
  await launchServer(app);
}

async function findBlogPost(base) {
  const res = await fetch(`${base}/blog`);
  const html = await res.text();
  const m = html.match(/href="(\/blog\/[A-Za-z0-9_~.%-]+)"/);
  if (!m) fail(`GET /blog (status ${res.status}) has no link of the form href="/blog/<slug>"; is demo content seeded?`);
  return m[1];
}

function chromePath() {
  const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(chrome)) {
    fail(`no browser at ${chrome}; install Debian's Chromium (apt-get install -y chromium) or set CHROME_PATH (nothing is downloaded)`);
  }
  return chrome;
}

async function startChrome(chrome) {
  // Our own user-data dir, so the cleanup above removes it whatever happens.
  const userDataDir = makeTempDir("lighthouse-chrome-");
  let launched;
  try {
    launched = await chromeLauncher.launch({
      chromePath: chrome,
      chromeFlags: CHROME_FLAGS, // added to chrome-launcher's defaults (the flags Lighthouse's CLI uses)
      userDataDir,
      handleSIGINT: false, // our handler stops everything
      logLevel: "silent",
    });
  } catch (error) {
    const log = path.join(userDataDir, "chrome-err.log");
    const tail = fs.existsSync(log) ? fs.readFileSync(log, "utf8").split("\n").slice(-15).join("\n") : "";
    fail(`could not start ${chrome}: ${error.message}${tail ? `\n${tail}` : ""}`);
  }
  const child = { name: "Chromium", proc: launched.process, signal: "SIGTERM", port: launched.port, userDataDir, launched };
  return registerChild(child);
}

async function stopChrome(child) {
  await stopChild(child, 3000);
  try { child.launched.kill(); } catch { /* already gone; this only closes its log files */ }
  removeTempDir(child.userDataDir);
}

// ---------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------
const HIDDEN_MODES = new Set(["informative", "notApplicable", "manual"]);

/** A short pointer to what an audit item is about: an element, a URL or a source location. */
function describeItem(item) {
  if (!item || typeof item !== "object") return null;
  if (typeof item.issueType === "string") return item.issueType; // inspector-issues
  const text = typeof item.description === "string" ? item.description.replace(/\s+/g, " ").slice(0, 120) : "";
  const where = describeTarget(item);
  return where && text ? `${where} — ${text}` : where || text || null;
}

function describeTarget(item) {
  const values = [item.node, item.source, item.url, ...Object.values(item)];
  for (const v of values) {
    if (!v) continue;
    if (typeof v === "object" && v.type === "node") {
      const label = v.nodeLabel && v.nodeLabel !== v.selector ? v.nodeLabel.replace(/\s+/g, " ").slice(0, 60) : "";
      return [v.selector || v.snippet, label && `"${label}"`].filter(Boolean).join(" ") || null;
    }
    if (typeof v === "object" && v.type === "source-location") return `${v.url}:${v.line + 1}`;
    if (typeof v === "string" && /^https?:\/\//.test(v)) return v;
  }
  return null;
}

function failingAudits(lhr) {
  const failing = [];
  const seen = new Set();
  for (const { id: categoryId } of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      // "hidden" holds the performance insights that duplicate the classic audits in LH 12.
      if (ref.group === "hidden" || seen.has(ref.id)) continue;
      const audit = lhr.audits[ref.id];
      if (!audit || HIDDEN_MODES.has(audit.scoreDisplayMode)) continue;
      const errored = audit.scoreDisplayMode === "error";
      if (!errored && (audit.score === null || audit.score >= 1)) continue;
      seen.add(ref.id);
      const items = (audit.details?.items ?? []).map(describeItem).filter(Boolean);
      failing.push({
        id: audit.id,
        title: audit.title,
        category: categoryId,
        weight: ref.weight,
        score: audit.score,
        scoreDisplayMode: audit.scoreDisplayMode,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(errored ? { errorMessage: audit.errorMessage } : {}),
        ...(items.length ? { items: [...new Set(items)].slice(0, 10) } : {}),
      });
    }
  }
  return failing;
}

function summarize(lhr, durationMs) {
  const scores = Object.fromEntries(
    CATEGORIES.map(({ id }) => {
      const s = lhr.categories[id]?.score;
      return [id, typeof s === "number" ? Math.round(s * 100) : null];
    }),
  );
  return {
    scores,
    durationMs: Math.round(durationMs),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    warnings: lhr.runWarnings ?? [],
    failingAudits: failingAudits(lhr),
    metrics: Object.fromEntries(
      ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
        .filter((id) => lhr.audits[id])
        .map((id) => [id, lhr.audits[id].numericValue]),
    ),
  };
}

/** One Lighthouse run; a hung run kills Chromium (the caller restarts it) and counts as failed. */
async function runOnce(url, chrome, flags) {
  const started = performance.now();
  let timer;
  const timeout = new Promise((resolve) => { timer = setTimeout(resolve, RUN_TIMEOUT_MS, "timeout"); });
  const run = lighthouse(url, { ...flags, port: chrome.port });
  run.catch(() => {}); // settled later if we gave up on it
  let result;
  try {
    result = await Promise.race([run, timeout]);
  } catch (error) {
    return { error: `Lighthouse failed: ${error.message}`, restartChrome: !alive(chrome.proc) };
  } finally {
    clearTimeout(timer);
  }
  if (result === "timeout") return { error: `no result after ${RUN_TIMEOUT_MS / 1000} s`, restartChrome: true };
  if (!result?.lhr) return { error: "Lighthouse returned no result", restartChrome: !alive(chrome.proc) };
  return { run: summarize(result.lhr, performance.now() - started), lhr: result.lhr };
}

function median(values) {
  const v = values.filter((x) => typeof x === "number").sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : Math.round((v[mid - 1] + v[mid]) / 2);
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------
const fmtScore = (s) => (s === null ? "err" : String(s));

function belowTarget(page) {
  return [
    ...CATEGORIES.filter((c) => page.scores[c.id] === null || page.scores[c.id] < c.target).map((c) => c.id),
    ...METRICS.filter((m) => typeof page.metrics?.[m.id] !== "number" || page.metrics[m.id] > m.most).map((m) => m.id),
  ];
}

const COLUMNS = ["page", ...CATEGORIES.map((c) => c.label), ...METRICS.map((m) => m.label)];

function tableRows(pages) {
  const fmtMetric = (value) => (typeof value === "number" ? String(Math.round(value)) : "err");
  return pages.map((p) => [p.path, ...CATEGORIES.map((c) => fmtScore(p.scores[c.id])), ...METRICS.map((m) => fmtMetric(p.metrics?.[m.id]))]);
}

function printTable(pages) {
  const rows = tableRows(pages);
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ");
  console.log();
  console.log(line(COLUMNS));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const r of rows) console.log(line(r));
}

function auditLine(a) {
  const score = a.scoreDisplayMode === "error" ? "error" : a.scoreDisplayMode === "binary" ? "fail" : `score ${a.score.toFixed(2)}`;
  const extra = [a.displayValue, a.errorMessage].filter(Boolean).join("; ");
  return `${a.id} — ${a.title} (${a.category}, ${score}${extra ? `, ${extra}` : ""})`;
}

function printFailures(pages) {
  const imperfect = pages.filter((p) => CATEGORIES.some((c) => p.scores[c.id] !== 100));
  if (!imperfect.length) {
    console.log("\nEvery page scores 100 in every category.");
    return;
  }
  console.log("\nFailing audits (score < 1; informative, not applicable and manual audits left out):");
  for (const p of imperfect) {
    console.log(`\n${p.path}`);
    for (const e of p.errors) console.log(`  ! run failed: ${e}`);
    if (p.runtimeError) console.log(`  ! ${p.runtimeError}`);
    for (const a of p.failingAudits) {
      console.log(`  - ${auditLine(a)}`);
      for (const item of (a.items ?? []).slice(0, 3)) console.log(`      ${item}`);
    }
    for (const w of p.warnings) console.log(`  (warning) ${w}`);
  }
}

function markdown(report) {
  const esc = (s) => String(s).replace(/\|/g, "\\|"); // Lighthouse's titles put element names in backticks
  const out = [
    `# Lighthouse ${report.lighthouseVersion} — ${report.date}`,
    "",
    `Commit ${report.commit ?? "?"}, ${report.browser}, Node ${report.node}, ${report.cpus} CPUs; mobile (Lighthouse defaults: ` +
      `emulated Moto G Power, simulated slow 4G, 4× CPU slowdown); median of ${report.runsPerPage} run(s) per page; ` +
      `Lighthouse's CPU benchmark index ${report.benchmarkIndex ?? "?"} (lower means a slower or busier machine).`,
    "",
    `| ${COLUMNS.join(" | ")} |`,
    `|${COLUMNS.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...tableRows(report.pages).map((r) => `| ${r.map(esc).join(" | ")} |`),
    "",
    `Targets: ${targetsText()}. ` +
      (report.belowTargets.length
        ? `Below target: ${report.belowTargets.map((b) => `${b.path} (${b.categories.join(", ")})`).join("; ")}.`
        : "Every page meets them."),
    "",
  ];
  if (report.scaled) {
    out.push(
      `## CPU slowdown ${report.scaled.cpuSlowdownMultiplier}× (4 × ${report.benchmarkIndex} ÷ 2,000: a phone as slow as on a machine of index 2,000)`,
      "",
      `| ${COLUMNS.join(" | ")} |`,
      `|${COLUMNS.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
      ...tableRows(report.scaled.pages).map((r) => `| ${r.map(esc).join(" | ")} |`),
      "",
      report.scaled.belowTargets.length
        ? `Below target: ${report.scaled.belowTargets.map((b) => `${b.path} (${b.categories.join(", ")})`).join("; ")}.`
        : "Every page meets the targets.",
      "",
    );
  }
  const imperfect = report.pages.filter((p) => CATEGORIES.some((c) => p.scores[c.id] !== 100));
  if (imperfect.length) out.push("## Failing audits", "");
  for (const p of imperfect) {
    out.push(`### ${esc(p.path)}`, "");
    for (const e of p.errors) out.push(`- **run failed:** ${esc(e)}`);
    if (p.runtimeError) out.push(`- **${esc(p.runtimeError)}**`);
    for (const a of p.failingAudits) {
      out.push(`- \`${a.id}\` — ${esc(auditLine(a).slice(a.id.length + 3))}`);
      for (const item of (a.items ?? []).slice(0, 5)) out.push(`  - \`${item.replace(/`/g, "'")}\``);
    }
    for (const w of p.warnings) out.push(`- _warning:_ ${esc(w)}`);
    out.push("");
  }
  return out.join("\n");
}

function browserVersion(chrome) {
  const r = spawnSync(chrome, ["--version"], { encoding: "utf8" });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim().split("\n")[0].replace(/ built on .*/, "") : path.basename(chrome);
}

function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

function writeResults(report) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stem = path.join(RESULTS_DIR, `lighthouse-${report.date.replace(/:/g, "-")}`); // no ":" in file names
  fs.writeFileSync(`${stem}.json`, JSON.stringify(report, null, 2) + "\n");
  fs.writeFileSync(`${stem}.md`, markdown(report));
  console.log(`\nResults written to ${path.relative(ROOT, stem)}.json and .md`);
}

/**
 * Every page of `paths`, `runs` Lighthouse runs each with `flags`: the median scores, and the
 * failing audits of the run with the median performance score. `session` holds the server and
 * the browser, restarted here when a run loses either.
 */
async function auditPages(session, paths, runs, flags) {
  const pages = [];
  const width = Math.max(...paths.map((p) => p.length));
  for (const pagePath of paths) {
    const url = `${session.app.base}${pagePath}`;
    const pageRuns = [];
    const errors = [];
    let retried = false;
    // One plain request first, as a visitor before us would have made: pages are then served from
    // the server's page cache, as in production, and every page is measured in the same state.
    await fetch(url).then((res) => res.arrayBuffer()).catch(() => {});
    for (let i = 0; i < runs; i += 1) {
      process.stdout.write(`${pagePath.padEnd(width)}  run ${i + 1}/${runs}… `);
      const outcome = await runOnce(url, session.browser, flags);
      if (!alive(session.app.child.proc)) {
        // Whatever this run measured, it was not the page: do it again on a fresh server.
        await restartServer(session.app, pagePath);
        if (outcome.restartChrome) {
          await stopChrome(session.browser);
          session.browser = await startChrome(session.chrome);
        }
        i -= 1;
        continue;
      }
      if (outcome.restartChrome) {
        await stopChrome(session.browser);
        session.browser = await startChrome(session.chrome);
      }
      if (outcome.error) {
        errors.push(outcome.error);
        console.log(`failed: ${outcome.error}`);
        continue;
      }
      if (outcome.run.runtimeError) {
        // Say whether the server answers this page outside Chromium: that tells where to look.
        const direct = await fetch(url, { signal: AbortSignal.timeout(10_000) })
          .then(async (res) => { await res.arrayBuffer(); return { ok: res.status === 200, text: `GET ${pagePath} from Node answers ${res.status}` }; })
          .catch((error) => ({ ok: false, text: `GET ${pagePath} from Node fails too: ${error.cause?.code ?? error.message}` }));
        outcome.run.runtimeError += ` (${direct.text})`;
        // Lighthouse's own advice for trace hiccups (NO_NAVSTART, NO_FCP…) is to run again: once per page.
        if (direct.ok && !retried) {
          retried = true;
          console.log(`${outcome.run.runtimeError.split(":")[0]}; the page answers 200, running again`);
          i -= 1;
          continue;
        }
      }
      session.lighthouseVersion ??= outcome.lhr.lighthouseVersion;
      pageRuns.push(outcome.run);
      const r = outcome.run;
      console.log(
        `${(r.durationMs / 1000).toFixed(1)} s  ` +
          CATEGORIES.map((c) => `${c.label} ${fmtScore(r.scores[c.id])}`).join(", ") +
          (r.runtimeError ? `  (${r.runtimeError})` : ""),
      );
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c.id, median(pageRuns.map((r) => r.scores[c.id]))]));
    const metrics = Object.fromEntries(METRICS.map((m) => [m.id, median(pageRuns.map((r) => r.metrics?.[m.id]))]));
    // The failing audits come from the run whose performance score is the median one.
    const representative = pageRuns.length
      ? [...pageRuns].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))[Math.floor((pageRuns.length - 1) / 2)]
      : null;
    pages.push({
      path: pagePath,
      url,
      scores,
      metrics,
      // A page that did not load fails every audit with the same error: the runtime error says it all.
      failingAudits: representative?.runtimeError ? [] : representative?.failingAudits ?? [],
      ...(representative?.runtimeError ? { runtimeError: representative.runtimeError } : {}),
      warnings: [...new Set(pageRuns.flatMap((r) => r.warnings))].filter((w) => !representative?.runtimeError?.includes(w)),
      errors,
      runs: pageRuns.map(({ failingAudits: _, warnings: __, ...r }) => r),
    });
  }
  return pages;
}

/** The class of machine issue 25 names: Lighthouse's 4× slowdown on it is the phone to match. */
const REFERENCE_INDEX = 2000;

/** The CPU slowdown that makes this machine's simulated phone as slow as on REFERENCE_INDEX's; null when it is not faster. */
function scaledSlowdown(benchmarkIndex) {
  if (typeof benchmarkIndex !== "number" || benchmarkIndex <= REFERENCE_INDEX) return null;
  return Math.round((4 * benchmarkIndex) / REFERENCE_INDEX * 10) / 10;
}

function targetsMissed(pages) {
  return pages.map((p) => ({ path: p.path, categories: belowTarget(p) })).filter((b) => b.categories.length);
}

function printVerdict(belowTargets, count, benchmarkIndex) {
  console.log(
    `\nTargets: ${targetsText()}; ` +
      (belowTargets.length ? `${belowTargets.length} of ${count} page(s) below.` : "every page meets them."),
  );
  console.log(`Lighthouse's CPU benchmark index: ${benchmarkIndex ?? "?"} (lower means a slower or busier machine; timing scores drop with it).`);
}

// ---------------------------------------------------------------------------
async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(usage());
    return 0;
  }
  const runs = runsFromEnv();
  const chrome = chromePath();

  const app = await startAppServer();
  const wanted = options.only ?? PUBLIC_PAGES;
  const postPath = wanted.some((p) => p.endsWith("/blog/:slug")) ? await findBlogPost(app.base) : null;
  const paths = wanted.map((p) => (p === "/blog/:slug" ? postPath : p === "/hi/blog/:slug" ? `/hi${postPath}` : p));
  console.log(`Server up at ${app.base}; ${paths.length} page(s), ${runs} run(s) each${postPath ? `; blog post ${postPath}` : ""}\n`);

  const session = { app, chrome, browser: await startChrome(chrome), lighthouseVersion: null };
  const pages = await auditPages(session, paths, runs, LIGHTHOUSE_FLAGS);
  printTable(pages);
  const belowTargets = targetsMissed(pages);
  const benchmarkIndex = median(pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)));
  printVerdict(belowTargets, pages.length, benchmarkIndex);
  if (!options.brief) printFailures(pages);

  // Issue 25: on a machine faster than the class it names (index 2,000), the same pages again with
  // the CPU slowdown raised in proportion, so that the simulated phone is as slow as that class's.
  let scaled = null;
  if (options.scaledCpu) {
    const multiplier = scaledSlowdown(benchmarkIndex);
    if (multiplier === null) {
      console.log(`\n--scaled-cpu: the benchmark index (${benchmarkIndex ?? "?"}) is not above ${REFERENCE_INDEX}; the table above is already at that class's speed.`);
    } else {
      console.log(`\nThe same pages with the CPU slowdown raised to ${multiplier}× (4 × ${benchmarkIndex} ÷ ${REFERENCE_INDEX}), a phone as slow as on a machine of index ${REFERENCE_INDEX}:`);
      const scaledPages = await auditPages(session, paths, runs, { ...LIGHTHOUSE_FLAGS, throttling: { cpuSlowdownMultiplier: multiplier } });
      printTable(scaledPages);
      const scaledBelow = targetsMissed(scaledPages);
      printVerdict(scaledBelow, scaledPages.length, median(scaledPages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex))));
      if (!options.brief) printFailures(scaledPages);
      scaled = { cpuSlowdownMultiplier: multiplier, belowTargets: scaledBelow, pages: scaledPages };
    }
  }
  await stopChrome(session.browser);
  await stopChild(app.child);


  const date = new Date().toISOString();
  writeResults({
    date,
    commit: gitCommit(),
    node: process.version,
    cpus: os.cpus().length,
    lighthouseVersion: session.lighthouseVersion,
    browser: browserVersion(chrome),
    benchmarkIndex,
    runsPerPage: runs,
    serverRestarts: app.restarts,
    settings: { formFactor: "mobile (default)", chromeFlags: CHROME_FLAGS, ...LIGHTHOUSE_FLAGS },
    targets: { ...Object.fromEntries(CATEGORIES.map((c) => [c.id, c.target])), ...Object.fromEntries(METRICS.map((m) => [m.id, { most: m.most }])) },
    belowTargets,
    pages,
    scaled,
  });

  const missed = belowTargets.length + (scaled?.belowTargets.length ?? 0);
  if (options.assert && missed) {
    console.error(`\n--assert: ${missed} page audit(s) below target`);
    return 1;
  }
  return 0;
}

try {
  process.exitCode = await main();
  await cleanup();
} catch (err) {
  if (lifecycle.stopping) await new Promise(() => {}); // the signal handler exits
  console.error(`\nlighthouse failed: ${err.clean ? err.message : err.stack}`);
  await cleanup();
  process.exitCode = 1;
}
