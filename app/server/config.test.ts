import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "cw-config-"));

describe("configuration", () => {
  it("gives a working site with nothing set", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", dataDir: dir, seedDemo: true, logLevel: "info", publicUrl: "http://localhost:3000", pageLifetimeMs: 60_000 });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storageUrl).toBeUndefined();
    expect(config.trustProxy).toBeUndefined();
  });

  it("reads every contract variable, and treats empty ones as unset", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://u@db:5432/site",
      STORAGE_URL: "s3://bucket",
      PUBLIC_URL: "https://www.candlewise.example/",
      SEED_DEMO: "false",
      SESSION_SECRET: "0123456789abcdef0123",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      ADMIN_EMAIL: "",
      PAGE_CACHE_TTL_MS: "3000",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "postgres://u@db:5432/site",
      storageUrl: "s3://bucket",
      publicUrl: "https://www.candlewise.example",
      seedDemo: false,
      sessionSecret: "0123456789abcdef0123",
      logLevel: "warn",
      trustProxy: "loopback",
      adminEmail: undefined,
      pageLifetimeMs: 3000,
    });
  });

  it("stops with a clear message on a bad value", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_TTL_MS: "1.5" })).toThrow(/PAGE_CACHE_TTL_MS must be a whole number of milliseconds/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_TTL_MS: "0" })).toThrow(/PAGE_CACHE_TTL_MS/);
  });
});
