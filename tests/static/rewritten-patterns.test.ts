import { describe, expect, it } from "vitest";
import { fastestMs } from "../support/timing";
import { collectPatterns } from "./regex-sources";

/*
 * The patterns rewritten for issue 20 because they backtracked super-linearly. Each rewrite must
 * mean exactly what the former pattern meant: both are run on every string of up to `depth`
 * pieces of an alphabet chosen to hit the pattern's edges, and must agree (same test result,
 * same replacement, same match and groups). Then the new one runs recheck's kind of attack at
 * 50,000 characters (the SVG sniff reads 4 KB at most) in well under 10 ms.
 */

interface Rewrite {
  name: string;
  files: string[];
  before: RegExp;
  after: RegExp;
  use: "test" | "replace" | "exec";
  pieces: string[];
  depth: number;
  attack: string;
}

const rewrites: Rewrite[] = [
  {
    name: "a calculator's plain decimal",
    files: ["app/domain/calculators/form-values.ts"],
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- the former pattern, to compare with
    before: /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i,
    after: /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i,
    use: "test",
    pieces: ["1", "0", ".", "e", "E", "+", "-", "x", ","],
    depth: 6,
    attack: `${"1".repeat(50_000)}x`,
  },
  {
    name: "trailing slashes of a path or an address",
    files: [
      "app/domain/public-pages.ts",
      "app/domain/seo/page-head.ts",
      "app/domain/seo/seo-fields.ts",
      "app/server/config.server.ts",
      "app/server/seo/sitemap.server.ts",
    ],
    before: /\/+$/,
    after: /(?<!\/)\/+$/,
    use: "replace",
    pieces: ["/", "a", "\\"],
    depth: 10,
    attack: `/${"/".repeat(50_000)}a`,
  },
  {
    name: "slashes around an S3 key prefix",
    files: ["app/server/storage/s3-storage.server.ts"],
    before: /^\/+|\/+$/g,
    after: /^\/+|(?<!\/)\/+$/g,
    use: "replace",
    pieces: ["/", "a"],
    depth: 14,
    attack: `a${"/".repeat(50_000)}a`,
  },
  {
    name: "dashes around an uploaded file's name",
    files: ["app/server/storage/file-storage.server.ts"],
    before: /^-+|-+$/g,
    after: /^-+|(?<!-)-+$/g,
    use: "replace",
    pieces: ["-", "a"],
    depth: 14,
    attack: `a${"-".repeat(50_000)}a`,
  },
  {
    name: "the ' at ' of Firestore's date form",
    files: ["app/domain/dates.ts"],
    before: /\s+at\s+/i,
    after: /(?<!\s)\s+at\s+/i,
    use: "replace",
    pieces: [" ", "\t", "a", "t", "A", "T", "x"],
    depth: 6,
    attack: `1${" ".repeat(50_000)}x`,
  },
  {
    name: "pg_dump's version",
    files: ["app/server/backup/pg-tools.server.ts"],
    before: /(\d+)\.\d+/,
    after: /(?<!\d)(\d+)\.\d+/,
    use: "exec",
    pieces: ["1", "2", ".", "a", " "],
    depth: 7,
    attack: `${"1".repeat(50_000)}x`,
  },
  {
    name: "an administrator's e-mail address",
    files: ["app/server/auth/admin-accounts.server.ts", "scripts/admin.ts"],
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- the former pattern, to compare with
    before: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    after: /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/,
    use: "test",
    pieces: ["a", "@", ".", " ", "-"],
    depth: 7,
    attack: `a@a${".a".repeat(25_000)}@`,
  },
  {
    name: "an SVG's prolog before its root element",
    files: ["app/server/uploads/image-pipeline.server.ts"],
    before: /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i,
    after: /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE[^>]*>\s*(?:<!--(?:[^>]*>)*?[^>]*-->\s*)?|<!--(?:[^>]*>)*?[^>]*-->\s*(?:<!DOCTYPE[^>]*>\s*)?)?<svg[\s>]/i,
    use: "test",
    // whole comments, doctypes and roots too, so that five pieces reach their combinations
    pieces: ["<!---->", "<!doctype x>", "<svg>", "<!--", "-->", "<!DOCTYPE x", ">", "<SVG", " ", "-", "<?xml", "?>", "x"],
    depth: 5,
    attack: `<!---->${"\t<!--?><!DOCTYPE><SVG\t-->".repeat(200)}`.slice(0, 4096),
  },
];

function outcome(pattern: RegExp, use: Rewrite["use"], text: string): unknown {
  pattern.lastIndex = 0;
  if (use === "test") return pattern.test(text);
  if (use === "replace") return text.replace(pattern, "‹›");
  const match = pattern.exec(text);
  return match && [match.index, ...match];
}

function* strings(pieces: string[], depth: number, prefix = ""): Generator<string> {
  yield prefix;
  if (depth > 0) for (const piece of pieces) yield* strings(pieces, depth - 1, prefix + piece);
}

describe("patterns rewritten to run in linear time (issue 20)", () => {
  const census = collectPatterns(["app", "server", "scripts"]);

  it.each(rewrites)("$name: the code uses the rewrite, not the former pattern", ({ files, before, after }) => {
    for (const file of files) {
      const inFile = census.patterns.filter((pattern) => pattern.file === file);
      expect(inFile, file).toContainEqual(expect.objectContaining({ source: after.source, flags: after.flags }));
      expect(inFile, file).not.toContainEqual(expect.objectContaining({ source: before.source, flags: before.flags }));
    }
  });

  it.each(rewrites)("$name: means what the former pattern meant", ({ before, after, use, pieces, depth }) => {
    let compared = 0;
    for (const text of strings(pieces, depth)) {
      const expected = outcome(before, use, text);
      if (JSON.stringify(outcome(after, use, text)) !== JSON.stringify(expected)) {
        expect(outcome(after, use, text), JSON.stringify(text)).toEqual(expected);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it.each(rewrites)("$name: its worst case takes well under 10 ms", ({ after, use, attack }) => {
    expect(fastestMs(() => outcome(after, use, attack), 3)).toBeLessThan(10);
  });
});
