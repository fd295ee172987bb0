import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { repositoryRoot } from "./regex-sources";

/*
 * The import rules of docs/architecture.md, as eslint.config.js enforces them: a file written at
 * each layer's place is linted with the project's own configuration. `npm run lint` proves the
 * code keeps the rules; this proves the rules still refuse what they should (a renamed folder or
 * a plugin upgrade that stopped matching would otherwise pass in silence).
 */

const eslint = new ESLint({ cwd: repositoryRoot });

async function refusedImports(file: string, imports: string[]): Promise<string[]> {
  const code = `${imports.join("\n")}\nexport const used = [${imports.map((_, index) => `i${index}`).join(", ")}];\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, file) });
  const lines = code.split("\n");
  return (result?.messages ?? []).filter((message) => message.ruleId === "boundaries/dependencies").map((message) => lines[message.line - 1]!);
}

const value = (index: number, from: string) => `import * as i${index} from "${from}";`;
const type = (index: number, from: string) => `import type * as i${index} from "${from}";`;

describe("import rules (eslint-plugin-boundaries)", () => {
  it("app/domain imports other domain modules and zod, nothing with side effects", async () => {
    const allowed = [value(0, "zod"), value(1, "zod/mini"), value(2, "./counts"), value(3, "./seo/page-head")];
    const refused = [value(4, "react"), value(5, "node:fs"), value(6, "../server/config.server"), type(7, "../server/db/schema.server"), value(8, "../components/ui/notice")];
    expect(await refusedImports("app/domain/probe.ts", [...allowed, ...refused])).toEqual(refused);
  });

  it("public and admin screens do not import each other, bar the post preview's public article", async () => {
    const fromAdmin = [value(0, "../../components/site/blog-card"), value(1, "../site/home")];
    expect(await refusedImports("app/routes/admin/probe.tsx", [value(2, "../../components/site/blog-article"), ...fromAdmin])).toEqual(fromAdmin);
    expect(await refusedImports("app/components/admin/probe.tsx", [value(0, "../site/blog-article")])).toHaveLength(1);
    const fromSite = [value(0, "../../components/admin/admin-shell"), value(1, "../admin/dashboard")];
    expect(await refusedImports("app/routes/site/probe.tsx", fromSite)).toEqual(fromSite);
    expect(await refusedImports("app/components/site/probe.tsx", [value(0, "../admin/spinner")])).toHaveLength(1);
  });

  it("only route modules, server/ and scripts/ run app/server code; components may name its types", async () => {
    const server = "../../server/config.server";
    expect(await refusedImports("app/routes/site/probe.tsx", [value(0, server)])).toEqual([]);
    expect(await refusedImports("app/routes/resources/probe.ts", [value(0, server)])).toEqual([]);
    expect(await refusedImports("server/http/probe.ts", [value(0, "../../app/server/config.server")])).toEqual([]);
    expect(await refusedImports("scripts/probe.ts", [value(0, "../app/server/config.server")])).toEqual([]);
    for (const layer of ["ui", "site", "admin"]) {
      const file = `app/components/${layer}/probe.tsx`;
      expect(await refusedImports(file, [value(0, server)]), file).toHaveLength(1);
      expect(await refusedImports(file, [type(0, server)]), file).toEqual([]);
    }
  });

  it("lets a test beside the code import what it tests with", async () => {
    expect(await refusedImports("app/domain/probe.test.ts", [value(0, "vitest"), value(1, "node:fs"), value(2, "../server/config.server")])).toEqual([]);
  });
});
