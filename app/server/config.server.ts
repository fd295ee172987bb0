import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "../domain/zod";

/*
 * Configuration is read once, at start, from the environment (design/CONTRACT.md lists every
 * variable). A bad value stops the process with a message instead of running half-configured.
 */

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  STORAGE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.default(true),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().optional(),
  NODE_ENV: z.string().default("production"),
  /** the euro reference-rates feed the calculators' rates are refreshed from daily; "off" disables */
  RATES_URL: z.string().default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"),
  /** seconds between server-sent-event heartbeats; small values are for tests */
  SSE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(15),
  /** where e-mail notices of new messages go out (smtp:// or smtps://, credentials in the URL); unset: none */
  SMTP_URL: z
    .string()
    .url()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  /** the From address of e-mail notices */
  MAIL_FROM: z.string().min(3).optional(),
  /** the first retry delay of a failed notice (doubling after each failure); small values are for tests */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  /**
   * how long a stored public page, and the content kept between renders, is served before it is
   * read again (changes made outside the app show within this time); small values are for tests
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int("PAGE_CACHE_TTL_MS must be a whole number of milliseconds").positive().default(60_000),
  /** how many newsletter mails a minute the outbox sends at most (decision 0045), to stay within the mail provider's limits */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().positive().max(1_000_000).default(600),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storageUrl: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** from SESSION_SECRET; when empty, start-up supplies one (see session-secret.server.ts) */
  sessionSecret: string;
  logLevel: string;
  trustProxy: string | undefined;
  production: boolean;
  sseHeartbeatMs: number;
  /** undefined when the daily refresh is off */
  ratesUrl: string | undefined;
  /** undefined: no e-mail notices */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRetryBaseMs: number;
  newsletterRatePerMinute: number;
  /** PAGE_CACHE_TTL_MS: the lifetime of a stored page and of the content kept between renders */
  pageLifetimeMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    storageUrl: values.STORAGE_URL || undefined,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/(?<!\/)\/+$/, ""),
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    seedDemo: values.SEED_DEMO,
    sessionSecret: values.SESSION_SECRET ?? "",
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY || undefined,
    production: values.NODE_ENV === "production",
    sseHeartbeatMs: values.SSE_HEARTBEAT_SECONDS * 1000,
    ratesUrl: values.RATES_URL === "off" ? undefined : values.RATES_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `Candlewise website <no-reply@${new URL(values.PUBLIC_URL ?? "http://localhost").hostname}>`,
    mailRetryBaseMs: values.MAIL_RETRY_BASE_SECONDS * 1000,
    newsletterRatePerMinute: values.NEWSLETTER_RATE_PER_MINUTE,
    pageLifetimeMs: values.PAGE_CACHE_TTL_MS,
  };
}
