import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot } from "../support/app-process";

// The scripts are plain Node (they run before anything is compiled), so the module is loaded by path.
const { buildState } = (await import(path.join(repoRoot, "scripts/build-if-stale.mjs"))) as {
  buildState: (root: string) => "missing" | "stale" | "fresh";
};

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string, content = "", at?: Date) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (at) utimesSync(file, at, at);
}

describe("the build check shared by npm start and npm run bench", () => {
  it("finds a build missing, fresh, then stale once any source is newer than it", () => {
    root = mkdtempSync(path.join(tmpdir(), "cw-build-check-"));
    const before = new Date(Date.now() - 60_000);
    write("app/routes/site/home.tsx", "export {}", before);
    write("server/app.ts", "export {}", before);
    expect(buildState(root)).toBe("missing");

    write("build/server/index.js", "export {}");
    expect(buildState(root)).toBe("missing"); // built, but never stamped: not known to be complete
    write("build/.build-stamp", new Date().toISOString());
    expect(buildState(root)).toBe("fresh");

    // An edit deep in the sources, after the build.
    write("app/routes/site/home.tsx", "export const edited = true;", new Date(Date.now() + 60_000));
    expect(buildState(root)).toBe("stale");
  });

  it("finds a build fresh once react-router has finished it, whoever ran the build (npm test, npm run build)", async () => {
    root = mkdtempSync(path.join(tmpdir(), "cw-build-check-"));
    write("app/routes/site/home.tsx", "export {}", new Date(Date.now() - 60_000));
    write("build/server/index.js", "export {}");
    expect(buildState(root)).toBe("missing");
    const { default: config } = await import("../../react-router.config");
    await config.buildEnd!({ reactRouterConfig: { buildDirectory: path.join(root, "build") } } as Parameters<NonNullable<typeof config.buildEnd>>[0]);
    expect(buildState(root)).toBe("fresh");
  });
});
