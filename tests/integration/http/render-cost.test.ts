import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coldRenderSamples, publicPages } from "../../../bench/support/cold-render.mjs";
import { startApp, type RunningApp } from "../../support/app-process";

/*
 * Issue 25: every public page's uncached render at most 5 ms of the server's CPU, the blog search
 * and a calculator with its inputs in the address included (`npm run bench:pages` prints the
 * table). After decision 0053 the renders take 7–23 ms on this machine under other engineers' load
 * (median per page; 7–39 ms in this test's run beside another test file), so the target is not
 * met; until it is, this bound is the slowest page seen with room for a loaded machine (was 60 ms
 * before 0053), so that a render that gets much dearer fails. The figure per page is the median
 * of three renders after a pass over every page unmeasured (a pause of the machine slows one, a dearer render all).
 * CI's machine runs the suite 2.3× slower (its step timings): the same bound, scaled.
 */
const TARGET_MS = 5;
const BOUND_MS = 45 * (process.env.CI ? 2.3 : 1);

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

describe("an uncached render of each public page", () => {
  it(`costs the server at most ${BOUND_MS} ms of CPU (median; the issue's target is ${TARGET_MS} ms)`, async () => {
    const medians: Record<string, number> = {};
    const pages = await publicPages(app.url);
    // one unmeasured pass first: the first pages rendered would pay for compiling the shared code
    for (const pathname of pages) await coldRenderSamples({ base: app.url, pid: app.child.pid!, pathname, renders: 0, warmup: 1, runId: "warm" });
    for (const pathname of pages) {
      const samples = await coldRenderSamples({ base: app.url, pid: app.child.pid!, pathname, renders: 3 });
      expect(samples.every((sample) => sample.cache !== "HIT"), pathname).toBe(true);
      const cpu = samples.map((sample) => sample.cpuMs ?? Number.NaN).sort((a, b) => a - b);
      medians[pathname] = Math.round(cpu[1]! * 10) / 10;
    }
    console.info(`uncached render CPU per page, ms (median of 3): ${JSON.stringify(medians)}`);
    expect(Object.keys(medians)).toContain("/hi/blog");
    for (const [pathname, ms] of Object.entries(medians)) expect(ms, pathname).toBeLessThanOrEqual(BOUND_MS);
  }, 180_000);
});
