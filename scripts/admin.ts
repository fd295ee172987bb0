// `npm run admin -- <command>`, with the same configuration as the server (DATA_DIR or
// DATABASE_URL, SESSION_SECRET), after applying pending migrations:
//   create --email E --password P    creates an administrator, or promotes an existing account and
//                                    sets its password (the users screen's rules: at least 10
//                                    characters, not a common password, not the e-mail address)
//   disable-two-factor --email E     break glass: turns two-factor sign-in off for an account whose
//                                    owner lost the phone and the recovery codes (audited)
//   rotate-key --old OLD             re-encrypts what the site key protects, from OLD to the key the
//                                    server now has (SESSION_SECRET, or on SQLite DATA_DIR/session-secret,
//                                    generated if missing); every session ends (decision 0028)
import { parseArgs } from "node:util";
import { createOrPromoteAdmin } from "../app/server/auth/admin-accounts.server";
import { rotateSiteKey } from "../app/server/auth/rotate-key.server";
import { missingKeyMessage, readLegacyKey, resolveSessionSecret } from "../app/server/auth/session-secret.server";
import { turnOffTwoFactor } from "../app/server/auth/two-factor.server";
import { loadConfig, type Config } from "../app/server/config.server";
import { openDatabase, type DatabaseHandle } from "../app/server/db/database.server";
import { migrateToLatest, withStartupLock } from "../app/server/db/migrate.server";
import { SYSTEM_ACTOR } from "../app/server/repos/audit.server";
import { findUserByEmail } from "../app/server/repos/users.server";

const usage = [
  "Usage: npm run admin -- create --email <e-mail> --password <password>",
  "       npm run admin -- disable-two-factor --email <e-mail>",
  "       npm run admin -- rotate-key --old <old site key>",
].join("\n");

/** A refusal the operator can act on: its message is printed, the exit code is 1. */
class Refusal extends Error {}

type Values = { email?: string; password?: string; old?: string };
type Command = (database: DatabaseHandle, values: Values, config: Config) => Promise<string>;

const commands: Record<string, { needs: (keyof Values)[]; run: Command }> = {
  create: {
    needs: ["email", "password"],
    async run(database, values) {
      const outcome = await createOrPromoteAdmin(database.db, values.email!, values.password!);
      return outcome === "created" ? `Administrator ${values.email} created.` : `${values.email} is now an administrator; password updated.`;
    },
  },
  "disable-two-factor": {
    needs: ["email"],
    async run(database, values) {
      const user = await findUserByEmail(database.db, values.email!);
      if (!user) throw new Refusal(`No account ${values.email}.`);
      if (!(await turnOffTwoFactor(database, SYSTEM_ACTOR, user.id, "npm run admin"))) throw new Refusal(`${user.email} does not use two-factor sign-in: nothing changed.`);
      return `Two-factor sign-in is off for ${user.email}: the password alone signs in now. Its recovery codes are void; it can be turned on again on the users screen.`;
    },
  },
  "rotate-key": {
    needs: [],
    async run(database, values, config) {
      if (database.engine === "postgres" && !config.sessionSecret) throw new Refusal(missingKeyMessage);
      const old = values.old ?? (await readLegacyKey(database));
      if (!old) throw new Refusal("Give the key to move from: npm run admin -- rotate-key --old <old site key>");
      // the key the server will start with: SESSION_SECRET, or on SQLite the file (made when missing)
      const next = database.engine === "postgres" ? config.sessionSecret : await resolveSessionSecret(config.sessionSecret, config.dataDir, database);
      if (next === old) throw new Refusal("The new key is the old one: set SESSION_SECRET to the new key (on SQLite without it, move DATA_DIR/session-secret away and a new one is made), then run this again.");
      const rotation = await rotateSiteKey(database.db, { old, next });
      const lines = [`Site key rotated: ${rotation.reEncrypted} two-factor secret(s) re-encrypted, ${rotation.endedSessions} session(s) ended. Start the server with the new key.`];
      if (rotation.unreadable.length > 0) {
        lines.push(`Opened with neither key, left as they were: ${rotation.unreadable.join(", ")} (those sign in with a recovery code, or: npm run admin -- disable-two-factor --email <e-mail>).`);
      }
      return lines.join("\n");
    },
  },
};

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" }, old: { type: "string" } },
  });
  const command = commands[positionals[0] ?? ""];
  if (!command || command.needs.some((name) => !values[name])) {
    console.error(usage);
    return 2;
  }
  if (values.email && !/^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/.test(values.email)) {
    console.error(`Not an e-mail address: ${values.email}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await withStartupLock(database, () => migrateToLatest(database));
    console.log(await command.run(database, values, config));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
