import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * The W3C Nu HTML Checker (npm vnu-jar) run offline on Debian's Java. Its own JRE download is denied
 * in package.json (allowScripts), so `java` must be on the PATH: CI installs default-jre-headless.
 */

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

export const javaAvailable = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
export const javaRequired = process.env.CI === "true" || process.env.REQUIRE_BROWSER === "1";

export interface HtmlProblem {
  page: string;
  type: string;
  message: string;
  line?: number;
  extract?: string;
}

/** Checks each page's HTML in one run of the checker; returns every error (warnings are left out). */
export async function checkHtml(pages: Record<string, string>): Promise<HtmlProblem[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const fileToPage = new Map<string, string>();
    Object.entries(pages).forEach(([page, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      fileToPage.set(`file:${file}`, page);
    });
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn("java", ["-Xss16m", "-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...[...fileToPage.keys()].map((url) => url.slice(5))]);
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      child.on("error", reject);
      child.on("close", () => resolve(text));
    });
    const report = JSON.parse(output) as { messages: { url: string; type: string; message: string; lastLine?: number; extract?: string }[] };
    return report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => ({
        page: fileToPage.get(message.url) ?? message.url,
        type: message.type,
        message: message.message,
        line: message.lastLine,
        extract: message.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
