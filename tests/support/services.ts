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

/**
 * Services made on first use around a test file's database (its handle exists only once the file's
 * hooks ran), with every event published on their bus kept in `events`, for a test to clear and read.
 */
export function lazyServicesWithEvents(database: () => DatabaseHandle): { services: () => AppServices; events: { type: string; area?: string }[] } {
  const events: { type: string; area?: string }[] = [];
  let shared: AppServices | undefined;
  const services = () => {
    if (!shared) {
      shared = servicesFor(database());
      shared.bus.subscribe((event) => void events.push(event as { type: string; area?: string }));
    }
    return shared;
  };
  return { services, events };
}
