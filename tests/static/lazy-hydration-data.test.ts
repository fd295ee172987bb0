import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAZY_STREAM, rewriteHydrationData } from "../../scripts/vite-lazy-hydration-data";

/*
 * The server build rewrites React Router's runtime so that a document's hydration data is encoded
 * only when a page reads it (decision 0066). These tests hold the rewrite to the runtime installed
 * here, and the lazy stream to its promise: nothing made before the first read, every chunk after.
 */

const RUNTIME_DIR = path.resolve(import.meta.dirname, "../../node_modules/react-router/dist/development");

describe("the hydration data made on its first read", () => {
  it("finds React Router's two places that encode a document's hydration data, and wraps each whole call", () => {
    const runtimes = readdirSync(RUNTIME_DIR)
      .filter((name) => name.endsWith(".mjs"))
      .map((name) => readFileSync(path.join(RUNTIME_DIR, name), "utf8"))
      .filter((code) => code.includes("serverHandoffStream: encodeViaTurboStream("));
    expect(runtimes).toHaveLength(1);
    const { code, places } = rewriteHydrationData(runtimes[0]!);
    expect(places).toBe(2);
    expect(code).not.toContain("serverHandoffStream: encodeViaTurboStream(");
    const wrapped = [...code.matchAll(/serverHandoffStream: __lazyHydrationData\(\(\) => encodeViaTurboStream\(([^()]*|[^()]*\([^()]*\)[^()]*)\)\)/g)];
    expect(wrapped).toHaveLength(2);
    for (const [, args] of wrapped) expect(args!.split(",").map((arg) => arg.trim())).toEqual([expect.stringMatching(/^state2?$/), "request.signal", "build.entry.module.streamTimeout", "serverMode"]);
  });

  it("leaves a module without those places as it was", () => {
    expect(rewriteHydrationData("export const a = 1;")).toEqual({ code: "export const a = 1;", places: 0 });
  });

  it("makes the real stream only when it is read, then passes every chunk through and ends with it", async () => {
    const lazy = new Function(`${LAZY_STREAM}; return __lazyHydrationData;`)() as (make: () => ReadableStream<Uint8Array>) => ReadableStream<Uint8Array>;
    let made = 0;
    const chunks = ["[1,", "2]\n", "P1:3\n"].map((text) => new TextEncoder().encode(text));
    const stream = lazy(() => {
      made++;
      return new ReadableStream({ start: (controller) => (chunks.forEach((chunk) => controller.enqueue(chunk)), controller.close()) });
    });
    const reader = stream.getReader();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made, "made before anything read it").toBe(0);
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(made).toBe(1);
    expect(text).toBe("[1,2]\nP1:3\n");
  });
});
