import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "./config.server";
import type { Engine } from "./db/database.server";
import type { Database } from "./db/schema.server";
import type { EventBus } from "./events/event-bus.server";
import type { FileStorage } from "./storage/file-storage.server";

/** Everything a loader or action may use, created once at start and passed in the load context. */
export interface AppServices {
  config: Config;
  db: Kysely<Database>;
  engine: Engine;
  storage: FileStorage;
  bus: EventBus;
  log: Logger;
}
