// `npm run restore -- DIR`: puts a backup made by `npm run backup` back into an empty DATA_DIR or
// empty PostgreSQL database (and empty file storage); refuses anything else. Start the server after.
import { parseArgs } from "node:util";
import { BackupRefusal } from "../app/server/backup/manifest.server";
import { restoreBackup } from "../app/server/backup/restore.server";
import { loadConfig } from "../app/server/config.server";

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error("Usage: npm run restore -- <backup folder>");
    return 2;
  }
  try {
    const manifest = await restoreBackup(loadConfig(), positionals[0]!, (line) => console.log(line));
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.fileCount} files). Start the server now.`);
    return 0;
  } catch (error) {
    console.error(error instanceof BackupRefusal ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
