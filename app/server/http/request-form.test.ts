import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("reading form bodies", () => {
  it("goes through readForm or readUploadForm everywhere in app/, so a malformed body is a 400 for every action", () => {
    const direct = sourceFiles(appDir)
      .filter((file) => !file.endsWith(path.join("http", "request-form.server.ts")))
      .filter((file) => readFileSync(file, "utf8").includes(".formData()"))
      .map((file) => path.relative(appDir, file));
    expect(direct).toEqual([]);
  });
});
