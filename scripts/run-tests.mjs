// `npm test`: lint (ESLint), production build, type check, unit + integration tests (Vitest,
// SQLite and PostgreSQL, the regex census), browser tests (Playwright in the system Chromium).
// Ends with one line "N passed, N failed, N skipped" totalling every runner; a lint failure
// counts as one failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "test-results");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
// The names of failed tests, repeated at the very end: CI keeps only the tail of the output.
const failedNames = [];
let broken = false;
// Steps that exited non-zero: named again at the end, since a runner may fail with no failed test
// (an unhandled error after the tests, a crashed worker, a report it never wrote).
const brokenSteps = [];
// How long each step took, and on what machine: repeated at the end too (where CI's tail shows it),
// since the same suite takes several times longer on a slower machine.
const timings = [];
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? "unknown"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
console.log(`== machine: ${machine}`);

function step(title, command, args, env = {}) {
  console.log(`\n== ${title}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  timings.push(`${title} ${Math.round((Date.now() - started) / 1000)} s`);
  if (run.status !== 0) {
    console.log(`!! ${title} failed (exit ${run.status ?? run.signal})`);
    brokenSteps.push(`${title} (exit ${run.status ?? run.signal})`);
    broken = true;
  }
  return run.status === 0;
}

function addVitest(file) {
  if (!existsSync(file)) return missingReport(file);
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  // A test file that fails to load has no failed test, but it is a failure.
  if ((report.numFailedTests ?? 0) === 0) totals.failed += report.numFailedTestSuites ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name ?? "");
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) failedNames.push(`${file} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && suite.status === "failed") failedNames.push(`${file}: ${firstLine(suite.message)}`);
  }
}

/** Errors no test caught, and files that did not finish (tests/support/unhandled-errors-reporter.ts). */
function addUnhandled(file, title) {
  if (!existsSync(file)) return;
  const { errors = [], unfinished = [] } = JSON.parse(readFileSync(file, "utf8"));
  for (const error of errors) {
    const where = error.testFile ? ` (in ${path.relative(root, error.testFile)}${error.testName ? ` › ${error.testName}` : ""})` : "";
    failedNames.push(`${title}: an error no test caught${where}: ${firstLine(error.message)}\n      ${error.stack.split("\n").slice(1, 4).map((line) => line.trim()).join("\n      ")}`);
  }
  for (const name of unfinished) failedNames.push(`${title}: did not finish: ${path.relative(root, name)}`);
}

/** A runner that wrote no report ran no test we can count: that is a failure, not zero tests. */
function missingReport(file) {
  totals.failed += 1;
  failedNames.push(`${path.relative(root, file)}: the runner wrote no report`);
}

function firstLine(text) {
  return String(text ?? "").split("\n").find((line) => line.trim() !== "")?.trim().slice(0, 300) ?? "";
}

function failedPlaywrightTests(suite, file) {
  const here = suite.file ?? file;
  const names = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected") continue;
      const error = test.results?.at(-1)?.error?.message;
      names.push(`${here} › ${spec.title}: ${firstLine(error?.replace(/\u001b\[[0-9;]*m/g, ""))}`);
    }
  }
  for (const child of suite.suites ?? []) names.push(...failedPlaywrightTests(child, here));
  return names;
}

function addPlaywright(file) {
  if (!existsSync(file)) return missingReport(file);
  const { stats, errors = [], suites = [] } = JSON.parse(readFileSync(file, "utf8"));
  // Errors outside any test (a failed global setup, e.g. no Chromium with REQUIRE_BROWSER=1).
  if (errors.length > 0) totals.failed += errors.length;
  for (const error of errors) failedNames.push(`browser tests: ${firstLine(error.message)}`);
  for (const suite of suites) failedNames.push(...failedPlaywrightTests(suite, ""));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

if (!step("lint", bin("eslint"), ["."])) totals.failed += 1;
const built = step("production build", bin("react-router"), ["build"]);
if (step("type check", bin("react-router"), ["typegen"])) step("type check (tsc)", bin("tsc"), ["-p", "."]);
// Vitest's default is one file fewer than the cores, which on 2 cores is one at a time: most files
// wait on a server or a database, so one per core (at least two) took ~35 % less time here. The files that hold both cores for a minute or
// more (the load sweeps: 50 crashes under bursts of posts, 10,000 renders) or bound a request's or
// a start's wall time (the input census's 100 ms a page, a change seen by every worker within 1 s,
// a query within 250 ms at 100,000 messages, a start, a partition's timings) would be slowed or
// failed by a neighbour: they run after the others, one at a time.
const serialFiles = [
  "tests/integration/http/crash-and-load.test.ts",
  "tests/integration/http/page-cache-memory.test.ts",
  "tests/integration/http/input-census.test.ts",
  "tests/integration/http/workers.test.ts",
  "tests/integration/http/render-cost.test.ts",
  "tests/integration/http/server-footprint.test.ts",
  "tests/integration/http/database-outage.test.ts",
  "tests/integration/repos/messages-inbox-scale.test.ts",
];
const unhandledReporter = "--reporter=./tests/support/unhandled-errors-reporter.ts";
const unitUnhandled = path.join(results, "vitest-unhandled.json");
step("unit and integration tests", bin("vitest"), ["run", `--maxWorkers=${Math.max(2, os.availableParallelism())}`, ...serialFiles.flatMap((file) => ["--exclude", file]), "--reporter=default", "--reporter=json", unhandledReporter, `--outputFile.json=${path.join(results, "vitest.json")}`], { UNHANDLED_ERRORS_REPORT: unitUnhandled });
addVitest(path.join(results, "vitest.json"));
addUnhandled(unitUnhandled, "unit and integration tests");
const sweepsUnhandled = path.join(results, "vitest-sweeps-unhandled.json");
step("load sweeps and timed tests", bin("vitest"), ["run", ...serialFiles, "--no-file-parallelism", "--reporter=default", "--reporter=json", unhandledReporter, `--outputFile.json=${path.join(results, "vitest-sweeps.json")}`], { UNHANDLED_ERRORS_REPORT: sweepsUnhandled });
addVitest(path.join(results, "vitest-sweeps.json"));
addUnhandled(sweepsUnhandled, "load sweeps and timed tests");
if (built) {
  step("browser tests", bin("playwright"), ["test"]);
  addPlaywright(path.join(results, "e2e.json"));
} else {
  totals.failed += 1; // the browser tests could not run without a build
}

console.log(`\nMachine: ${machine}. Times: ${timings.join(", ")}.`);
if (brokenSteps.length > 0) console.log(`\nSteps that failed: ${brokenSteps.join(", ")}`);
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  ✗ ${name}`).join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
