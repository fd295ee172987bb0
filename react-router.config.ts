import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every complete build says so (scripts/build-if-stale.mjs reads the stamp), whoever ran it: npm test's
  // or npm run build's too, so that npm start on a fresh clone after `npm test` serves the build it finds
  // (healthz after about 1 s) instead of building it again (11 s).
  buildEnd({ reactRouterConfig }) {
    writeFileSync(path.join(reactRouterConfig.buildDirectory, ".build-stamp"), `${new Date().toISOString()}\n`);
  },
} satisfies Config;
