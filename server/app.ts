import cluster from "node:cluster";
import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Request, type Response } from "express";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { bootstrapAdmin } from "../app/server/auth/admin-accounts.server";
import { loadConfig, type Config } from "../app/server/config.server";
import { databaseAnswers, healthOf, openDatabase, type DatabaseHandle } from "../app/server/db/database.server";
import { migrateToLatest, withStartupLock } from "../app/server/db/migrate.server";
import { isDatabaseEmpty, seedDemoContent } from "../app/server/db/seed.server";
import { createClusterEventBus } from "../app/server/events/cluster-event-bus.server";
import { createInProcessEventBus, type EventBus } from "../app/server/events/event-bus.server";
import { createPostgresEventBus } from "../app/server/events/postgres-event-bus.server";
import { findNextScheduledPublishAt } from "../app/server/repos/blogs.server";
import { findNextLegalEffectiveAt } from "../app/server/repos/legal-documents.server";
import { deleteFailuresBefore } from "../app/server/repos/login-failures.server";
import { deleteContactSlotsBefore } from "../app/server/repos/contact-rate-limit.server";
import { CONTACT_RATE_LIMIT } from "../app/domain/contact";
import { deleteDeadSessions } from "../app/server/repos/sessions.server";
import { SESSION_COOKIE_NAME, SESSION_IDLE_MS } from "../app/server/auth/session.server";
import { reportUnreadableTwoFactor, resolveSessionSecret } from "../app/server/auth/session-secret.server";
import { FAILURE_WINDOW_MS } from "../app/server/auth/login.server";
import type { AppServices } from "../app/server/services.server";
import { createStorage } from "../app/server/storage/storage-url.server";
import { scheduleDailyRatesRefresh, seedMissingRates } from "../app/server/rates/rates.server";
import { addressLimit, answerClientError } from "./http/address-limit";
import { bodyLimit } from "./http/body-limit";
import { logDestination } from "./log-destination";
import { errorPage } from "./http/error-page";
import { originCheck } from "./http/origin-check";
import { cachedPagePath, type TrustFunction } from "./http/cached-page-path";
import { routerRequestHandler } from "./http/router-handler";
import { idleCollection } from "./idle-collection";
import { pageCache, type PageCache } from "./http/page-cache";
import { withoutClickIds } from "./http/click-ids";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { trustProxySetting } from "./http/trust-proxy";
import { serveUploads } from "./http/uploads";
import { unavailableAs503 } from "./http/unavailable-status";
import { sweepPendingUploads } from "../app/server/uploads/uploads.server";
import { startInboxJobs } from "../app/server/inbox/inbox-jobs.server";

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** development: Vite's middleware and a build loaded on every request (hot reload) */
  dev?: { middlewares: express.RequestHandler; loadBuild: () => Promise<ServerBuild> };
  /** the production build's client assets */
  clientDir?: string;
  /** install SIGTERM/SIGINT handlers (the real process does; tests that start in-process do not) */
  handleSignals?: boolean;
}

export interface RunningServer {
  url: string;
  services: AppServices;
  /** the page cache (none in development), for tests that read its figures */
  cache: PageCache | null;
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 8_000;
const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
const HEALTHZ_DATABASE_WAIT_MS = 1_500;

/** Boot, in order: config, database, migrations, seed, admin, storage, events, HTTP, listen. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const envConfig = loadConfig(options.env);
  // One line per request, written in batches (see log-destination.ts).
  const logOutput = logDestination();
  const log = pino({ level: envConfig.logLevel, base: { pid: process.pid } }, logOutput.stream);
  const database = openDatabase({ dataDir: envConfig.dataDir, databaseUrl: envConfig.databaseUrl, log });
  const ready = { value: false };
  // before anything is written: on PostgreSQL a missing key refuses the start (decision 0028)
  const sessionSecret = await resolveSessionSecret(envConfig.sessionSecret, envConfig.dataDir, database, log);
  await prepareDatabase(database, envConfig, log);
  const config: Config = { ...envConfig, sessionSecret };
  await reportUnreadableTwoFactor({ db: database.db, config }, log);
  const storage = createStorage({ dataDir: config.dataDir, storageUrl: config.storageUrl });
  const bus = await createEventBus(database, log);
  const services: AppServices = { config, db: database.db, engine: database.engine, storage, bus, log };
  ready.value = true;

  const eventStreams = new Set<Response>();
  const productionBuild = options.dev ? undefined : ((await import("virtual:react-router/server-build")) as ServerBuild);
  const { app, cache, idle } = createHttpApp(services, ready, eventStreams, options, productionBuild);
  // A stored page is answered before Express sees the request (decision 0015).
  const servedFromCache = cache
    ? cachedPagePath({ cache, log, dev: Boolean(options.dev), trust: app.get("trust proxy fn") as TrustFunction })
    : () => false;
  const server = await listen((req, res) => {
    // before the cache looks the page up, and before anything else reads the address
    if (req.method === "GET" || req.method === "HEAD") req.url = withoutClickIds(req.url ?? "/");
    if (!servedFromCache(req, res)) app(req, res);
  }, config);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port, host: config.host, engine: database.engine }, `listening on http://${config.host}:${port}`);

  const stopRatesRefresh = config.ratesUrl ? scheduleDailyRatesRefresh(services, config.ratesUrl) : () => {};
  const stopInboxJobs = startInboxJobs(services);
  const housekeeping = setInterval(() => void cleanUp(services), HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      ready.value = false;
      clearInterval(housekeeping);
      idle.stop();
      stopRatesRefresh();
      await stopInboxJobs();
      await closeServer(server, eventStreams);
      await bus.close();
      await database.close();
      log.info("stopped");
      // the log destination holds the lines of its current batch
      logOutput.close();
    })();
    return stopping;
  };
  if (options.handleSignals) {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        log.info({ signal }, "shutting down");
        const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 1_500);
        force.unref();
        stop().then(
          () => process.exit(0),
          (error: unknown) => {
            log.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
      });
    }
  }
  return { url: `http://127.0.0.1:${port}`, services, cache, stop };
}

async function prepareDatabase(database: DatabaseHandle, config: Config, log: Logger): Promise<void> {
  await withStartupLock(database, async () => {
    await migrateToLatest(database);
    await seedMissingRates(database);
    if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
      await seedDemoContent(database.db);
      log.info("demo content seeded");
    }
    const admin = await bootstrapAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
    if (admin?.generatedPassword) {
      // Printed once, on purpose: this is the only way the operator learns it.
      console.log(
        `\n  No administrator existed, so one was created.\n  E-mail:   ${admin.email}\n  Password: ${admin.generatedPassword}\n  Change it with: npm run admin -- create --email ${admin.email} --password <new password>\n`,
      );
    } else if (admin) {
      log.info({ email: admin.email }, "administrator created from ADMIN_EMAIL");
    }
  });
}

async function createEventBus(database: DatabaseHandle, log: Logger): Promise<EventBus> {
  if (database.engine !== "postgres" || !database.postgresUrl) return cluster.isWorker ? createClusterEventBus() : createInProcessEventBus();
  return createPostgresEventBus({ connectionString: database.postgresUrl, channel: "site_events", log });
}

function createHttpApp(
  services: AppServices,
  ready: { value: boolean },
  eventStreams: Set<Response>,
  options: StartOptions,
  productionBuild: ServerBuild | undefined,
) {
  const { config, log } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.trustProxy));

  // one full collection once requests stop for a while (decision 0069)
  const idle = idleCollection();
  app.use(idle.touch);
  app.use(requestLog(log));
  app.use(securityHeaders({ dev: Boolean(options.dev) }));
  app.use(addressLimit);
  app.use(
    compression({
      // Server-sent events must reach the browser as they are written, not when a buffer fills.
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );

  app.get("/healthz", async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    // its own short wait: a database that stopped answering gets 503 in time (decision 0029)
    const databaseUp = await databaseAnswers(services.db, HEALTHZ_DATABASE_WAIT_MS);
    const ok = ready.value && databaseUp;
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable", database: services.engine });
  });

  app.use("/uploads", serveUploads(services.storage, log));

  if (options.dev) {
    app.use(options.dev.middlewares);
  } else {
    const clientDir = options.clientDir ?? path.resolve("build/client");
    // File names under /assets carry a content hash: they never change, so browsers keep them.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Only names with an extension can be files here; pages skip the file-system look-up.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req: Request, res: Response, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  // Event streams never finish by themselves; shutdown ends the ones still open.
  app.use("/admin/events", (_req: Request, res: Response, next) => {
    eventStreams.add(res);
    res.on("close", () => eventStreams.delete(res));
    next();
  });

  app.use(originCheck(new URL(config.publicUrl).origin));
  app.use(bodyLimit(services));

  const getLoadContext = (req: Request, res: Response) => {
    const requestId = String(res.locals.requestId ?? "");
    const context = {
      services,
      log: log.child({ reqId: requestId }),
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      cspNonce: String(res.locals.cspNonce ?? ""),
      requestId,
    };
    unavailableAs503(res, context);
    return context;
  };
  let cache: PageCache | null = null;
  if (!options.dev) {
    cache = pageCache({
      bus: services.bus,
      sessionCookieName: SESSION_COOKIE_NAME,
      ttlMs: services.config.pageLifetimeMs,
      database: healthOf(services.db),
      // A scheduled post goes live, or a legal document's version dated ahead takes effect
      // (decision 0042), with no write to announce it: no page outlives that moment.
      nextChangeAfter: async (since) => {
        const at = new Date(since).toISOString();
        const [post, legal] = await Promise.all([findNextScheduledPublishAt(services.db, at), findNextLegalEffectiveAt(services.db, at)]);
        const next = [post, legal].filter((moment): moment is string => moment !== null).sort()[0];
        return next ? Date.parse(next) : null;
      },
    });
    app.use(cache);
  }

  // In production the build is handed over loaded: given a function, React Router derives its
  // route tables again on every request (a tenth of a cold render's time).
  const build = options.dev ? options.dev.loadBuild : productionBuild!;
  app.all("*all", routerRequestHandler({ build, getLoadContext, mode: options.dev ? "development" : "production" }));
  app.use(errorPage(log));
  return { app, cache, idle };
}

function listen(handler: RequestListener, config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.on("clientError", answerClientError);
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve(server);
    });
    server.keepAliveTimeout = 65_000;
  });
}

/** Stop accepting, let in-flight requests finish, then close what is left (SSE streams). */
function closeServer(server: Server, eventStreams: Set<Response>): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    // A keep-alive connection whose request was in flight goes idle once its response is sent;
    // Node does not close it then, so without this sweep it would hold the exit until the deadline.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(force);
      clearInterval(idleSweep);
      resolve();
    });
    server.closeIdleConnections();
    for (const response of eventStreams) response.destroy();
  });
}

async function cleanUp(services: AppServices): Promise<void> {
  const now = Date.now();
  try {
    await deleteDeadSessions(services.db, new Date(now).toISOString(), new Date(now - SESSION_IDLE_MS).toISOString());
    await deleteFailuresBefore(services.db, new Date(now - FAILURE_WINDOW_MS).toISOString());
    // client addresses are kept for spam control only while they count (the privacy policy says so)
    await deleteContactSlotsBefore(services.db, new Date(now - CONTACT_RATE_LIMIT.windowMs).toISOString());
    await sweepPendingUploads(services, now);
  } catch (error) {
    services.log.warn({ err: error }, "housekeeping failed");
  }
}
