// `npm test`: lint (ESLint), production build, type check, unit + integration tests (Vitest,
// SQLite and PostgreSQL, the regex census), browser tests (Playwright in the system Chromium).
// Ends with one line "N passed, N failed, N skipped" totalling every runner; a lint failure
// counts as one failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "test-results");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function step(title, command, args) {
  console.log(`\n== ${title}`);
  const run = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (run.status !== 0) {
    console.log(`!! ${title} failed (exit ${run.status ?? run.signal})`);
    broken = true;
  }
  return run.status === 0;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  // A test file that fails to load has no failed test, but it is a failure.
  if ((report.numFailedTests ?? 0) === 0) totals.failed += report.numFailedTestSuites ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, errors = [] } = JSON.parse(readFileSync(file, "utf8"));
  // Errors outside any test (a failed global setup, e.g. no Chromium with REQUIRE_BROWSER=1).
  if (errors.length > 0) totals.failed += errors.length;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

if (!step("lint", bin("eslint"), ["."])) totals.failed += 1;
const built = step("production build", bin("react-router"), ["build"]);
if (step("type check", bin("react-router"), ["typegen"])) step("type check (tsc)", bin("tsc"), ["-p", "."]);
// The load sweeps (50 crashes under bursts of posts, 10,000 renders) keep both cores busy for a
// minute or more each: run beside the other files they would slow tests that time a start or a
// request. So the other files run first, in parallel, then the sweeps one after the other.
const loadSweeps = ["tests/integration/http/crash-and-load.test.ts", "tests/integration/http/page-cache-memory.test.ts"];
step("unit and integration tests", bin("vitest"), ["run", ...loadSweeps.flatMap((file) => ["--exclude", file]), "--reporter=default", "--reporter=json", `--outputFile=${path.join(results, "vitest.json")}`]);
addVitest(path.join(results, "vitest.json"));
step("load sweeps", bin("vitest"), ["run", ...loadSweeps, "--no-file-parallelism", "--reporter=default", "--reporter=json", `--outputFile=${path.join(results, "vitest-sweeps.json")}`]);
addVitest(path.join(results, "vitest-sweeps.json"));
if (built) {
  step("browser tests", bin("playwright"), ["test"]);
  addPlaywright(path.join(results, "e2e.json"));
} else {
  totals.failed += 1; // the browser tests could not run without a build
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
