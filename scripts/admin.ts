// `npm run admin -- create --email E --password P`: creates an administrator, or promotes an
// existing account and sets its password. Uses the same configuration as the server
// (DATA_DIR or DATABASE_URL), and applies pending migrations first. The password follows the users
// screen's rules (at least 10 characters, not a common password, not the e-mail address).
import { parseArgs } from "node:util";
import { createOrPromoteAdmin } from "../app/server/auth/admin-accounts.server";
import { loadConfig } from "../app/server/config.server";
import { openDatabase } from "../app/server/db/database.server";
import { migrateToLatest, withStartupLock } from "../app/server/db/migrate.server";

const usage = "Usage: npm run admin -- create --email <e-mail> --password <password>";

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  if (positionals[0] !== "create" || !values.email || !values.password) {
    console.error(usage);
    return 2;
  }
  if (!/^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/.test(values.email)) {
    console.error(`Not an e-mail address: ${values.email}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await withStartupLock(database, () => migrateToLatest(database));
    const outcome = await createOrPromoteAdmin(database.db, values.email, values.password);
    console.log(outcome === "created" ? `Administrator ${values.email} created.` : `${values.email} is now an administrator; password updated.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
