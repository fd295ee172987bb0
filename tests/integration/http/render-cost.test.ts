import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interleavedColdRenderSamples, publicPages, warmUp } from "../../../bench/support/cold-render.mjs";
import { startApp, type RunningApp } from "../../support/app-process";

/*
 * Issue 25: every public page's uncached render at most 5 ms of the server's CPU, the blog search
 * and a calculator with its inputs in the address included (`npm run bench:pages` prints the
 * table). Measured as the bench does, on a server warmed up by uncached passes over every page
 * (a server just started spends its first thousands of renders compiling the code they run): the
 * medians were 3.3–8 ms on this machine after decisions 0067 and 0068, so the target is met on
 * most pages but not all. Until it is met everywhere, this bound is the slowest page seen in this
 * test's runs with room, so that a render that gets much dearer fails (it was 45 ms after a single
 * pass). The figure per page is the median of five renders (a pause of the machine slows one, a
 * dearer render all), taken in rounds over every page: taken page after page, a collection of the
 * warm-up's garbage landed on all of one page's renders, and the slowest page was 14–33 ms; in
 * rounds it was 8.2 ms (`/`, 2026-12-07; every other page 1.9–5.7 ms), hence 20 ms.
 * CI's machine runs the suite 2.3× slower (its step timings): the same bound, scaled.
 */
const TARGET_MS = 5;
const BOUND_MS = 20 * (process.env.CI ? 2.3 : 1);
const WARM_PASSES = 10;

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
    await warmUp({ base: app.url, pid: app.child.pid!, pages, passes: WARM_PASSES });
    // in rounds over every page, as the bench takes them: a slow moment lands on one sample of several pages
    const samplesOf = await interleavedColdRenderSamples({ base: app.url, pid: app.child.pid!, pages, renders: 5 });
    for (const pathname of pages) {
      const samples = samplesOf.get(pathname)!;
      expect(samples.every((sample) => sample.cache !== "HIT"), pathname).toBe(true);
      const cpu = samples.map((sample) => sample.cpuMs ?? Number.NaN).sort((a, b) => a - b);
      medians[pathname] = Math.round(cpu[2]! * 10) / 10;
    }
    console.info(`uncached render CPU per page, ms (median of 5): ${JSON.stringify(medians)}`);
    expect(Object.keys(medians)).toContain("/hi/blog");
    for (const [pathname, ms] of Object.entries(medians)) expect(ms, pathname).toBeLessThanOrEqual(BOUND_MS);
  }, 180_000);
});
