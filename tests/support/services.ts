import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { loadConfig } from "../../app/server/config.server";
import type { DatabaseHandle } from "../../app/server/db/database.server";
import { createInProcessEventBus } from "../../app/server/events/event-bus.server";
import type { AppServices } from "../../app/server/services.server";
import { createDiskStorage } from "../../app/server/storage/disk-storage.server";

/** Real services around a test database: disk storage in a temp dir, an in-process bus, quiet logs. */
export function servicesFor(handle: DatabaseHandle): AppServices {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cw-services-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SESSION_SECRET: "test-secret-of-enough-length" });
  return {
    config,
    db: handle.db,
    engine: handle.engine,
    storage: createDiskStorage(path.join(dataDir, "uploads")),
    bus: createInProcessEventBus(),
    log: pino({ level: "silent" }),
  };
}
