import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEnvironment, startNodeFlags } from "../../server/start-flags.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const TEST_ADMIN = { email: "admin@example.test", password: "Test-Admin-Password-1" };

/** The site key test servers on PostgreSQL start with (PostgreSQL requires one: decision 0028). */
export const TEST_SESSION_SECRET = "test-site-key-of-enough-length-0001";

export interface RunningApp {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** everything the process printed so far */
  output(): string;
  /** SIGTERM, then the exit code (and how long the shutdown took) */
  stop(): Promise<{ code: number | null; ms: number }>;
}

/** The environment a test server runs with: this machine only, the test administrator, and `extra` last. */
export function testServerEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // what `npm start` sets before Node starts (the allocator's settings, decision 0062)
    ...startEnvironment(repoRoot),
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    // Tests never reach outside this machine; the refresh is tested against a local fixture.
    RATES_URL: "off",
    // every instance of a PostgreSQL site shares the key from its environment
    ...(extra.DATABASE_URL ? { SESSION_SECRET: TEST_SESSION_SECRET } : {}),
    ...extra,
  };
}

/**
 * Starts the production build (`node server.js`) on a free port with its own DATA_DIR, the way an
 * operator would, and resolves once it listens.
 */
export async function startApp(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<RunningApp> {
  if (!existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "cw-app-"));
  const child = spawn(process.execPath, [...startNodeFlags(repoRoot), "server.js"], {
    cwd: repoRoot,
    env: { ...testServerEnv(dataDir, options.env), LOG_LEVEL: options.env?.LOG_LEVEL ?? "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 30_000);
    const onData = () => {
      const match = /"port":(\d+)\D[^\n]*"msg":"listening/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  let exited: Promise<number | null> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    async stop() {
      const started = Date.now();
      exited ??= new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      });
      const code = await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return { code, ms: Date.now() - started };
    },
  };
}

export type LogLine = Record<string, unknown> & { level: number; msg: string; reqId?: string };

/**
 * Splits what the process printed into its JSON log lines and anything else (which should be
 * nothing: an operator's log shipper expects one JSON object per line).
 */
export function readLogs(app: RunningApp): { lines: LogLine[]; plainText: string[] } {
  const lines: LogLine[] = [];
  const plainText: string[] = [];
  for (const line of app.output().split("\n")) {
    if (!line.trim()) continue;
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      plainText.push(line);
    }
  }
  return { lines, plainText };
}

/** Signs the test admin in over HTTP and returns the session cookie ("name=value"). */
export async function signIn(app: Pick<RunningApp, "url">, credentials = TEST_ADMIN): Promise<string> {
  const response = await fetch(`${app.url}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(credentials),
  });
  const setCookie = response.headers.get("set-cookie");
  if (response.status !== 302 || !setCookie) throw new Error(`sign-in failed with ${response.status}`);
  return setCookie.split(";")[0]!;
}
