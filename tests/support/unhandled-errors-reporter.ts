import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Vitest exits 1 on an error no test caught (a timer firing after its file ended, a worker that
 * could not start or died) while every test passed, and prints it far above the tail CI keeps.
 * This reporter writes those errors, and any test file that did not finish, to the file named by
 * UNHANDLED_ERRORS_REPORT, so that scripts/run-tests.mjs can name them in its last lines.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<{ message?: string; stack?: string; name?: string; [key: string]: unknown }>, reason: string) {
    const file = process.env.UNHANDLED_ERRORS_REPORT;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      message: `${error.name ?? "Error"}: ${error.message ?? ""}`,
      // where Vitest attributes it, when it can
      testFile: typeof error.VITEST_TEST_PATH === "string" ? error.VITEST_TEST_PATH : undefined,
      testName: typeof error.VITEST_TEST_NAME === "string" ? error.VITEST_TEST_NAME : undefined,
      stack: (error.stack ?? "").split("\n").slice(0, 6).join("\n"),
    }));
    const unfinished = testModules.filter((module) => module.state() !== "passed" && module.state() !== "failed" && module.state() !== "skipped").map((module) => `${module.moduleId} (${module.state()})`);
    writeFileSync(file, JSON.stringify({ reason, errors, unfinished }, null, 2));
  }
}
