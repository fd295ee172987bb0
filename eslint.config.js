// ESLint (`npm run lint`, also the first step of `npm test`). A small set of correctness rules, no
// style: ESLint's and typescript-eslint's recommended sets, eslint-plugin-regexp's recommended set
// (patterns that backtrack super-linearly, and patterns that do not mean what they say), and the
// import rules of docs/architecture.md enforced by eslint-plugin-boundaries (decision 0025).
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import boundaries from "eslint-plugin-boundaries";
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

// What Node gives a script besides the language's own globals (the .js/.mjs files are not type checked).
const nodeGlobals = Object.fromEntries(
  [
    "AbortController", "AbortSignal", "Blob", "Buffer", "FormData", "URL", "URLSearchParams", "TextDecoder", "TextEncoder",
    "clearImmediate", "clearInterval", "clearTimeout", "console", "fetch", "performance", "process",
    "queueMicrotask", "setImmediate", "setInterval", "setTimeout", "structuredClone",
  ].map((name) => [name, "readonly"]),
);

/*
 * The layers of docs/architecture.md, by path from the project root. Files directly in app/
 * (root.tsx, routes.ts, entry.server.tsx, load-context.ts) are the application's shell, in no
 * layer, and tests/ and bench/ in none either: no import rule limits them.
 */
const layer = (type, folder) => ({ type, pattern: folder, partialMatch: false });
const elements = [
  layer("domain", "app/domain"),
  layer("app-server", "app/server"),
  layer("site-route", "app/routes/site"),
  layer("admin-route", "app/routes/admin"),
  layer("resource-route", "app/routes/resources"),
  layer("site-component", "app/components/site"),
  layer("admin-component", "app/components/admin"),
  layer("ui-component", "app/components/ui"),
  layer("node-server", "server"),
  layer("script", "scripts"),
];

const element = (...types) => ({ element: { types } });
const anything = { module: { origin: ["local", "external", "core"] } };

const importRules = [
  // app/domain runs in the browser and on the server: other domain modules and zod only, no
  // React, no node:*, no app/server.
  {
    from: element("domain"),
    disallow: { to: anything },
    message: "app/domain imports only other app/domain modules and zod (docs/architecture.md).",
  },
  { from: element("domain"), allow: { to: [element("domain"), { module: { origin: "external", source: "zod" } }] } },
  // Public and admin screens do not import each other's routes or components…
  {
    from: element("site-route", "site-component"),
    disallow: { to: element("admin-route", "admin-component") },
    message: "Public screens do not import the back office (docs/architecture.md).",
  },
  {
    from: element("admin-route", "admin-component"),
    disallow: { to: element("site-route", "site-component") },
    message: "The back office does not import public screens (docs/architecture.md).",
  },
  // …except the one documented exception: the post preview renders the public article.
  {
    from: element("admin-route"),
    allow: { to: { element: { types: "site-component", fileInternalPath: "blog-article.tsx" } } },
  },
  // Only route modules (their loaders and actions), server/ and scripts/ run app/server code.
  // Components may name its types: a type import runs nothing and is erased from the bundle.
  {
    from: element("domain", "ui-component", "site-component", "admin-component"),
    disallow: { to: element("app-server"), dependency: { kind: "value" } },
    message: "Only loaders, actions, server/ and scripts/ call into app/server (docs/architecture.md).",
  },
  // Tests beside the code may import what they test with.
  { from: { file: { categories: "test" } }, allow: { to: anything } },
];

// The plugin's recommended set only warns for a few problems (a lazy quantifier at the end that
// matches nothing, a confusing quantifier, …); a warning passes unseen in `npm test`, so they fail.
const regexpWarnings = Object.entries(regexp.configs.recommended.rules)
  .filter(([, level]) => level === "warn")
  .map(([name]) => [name, "error"]);

// eslint-plugin-regexp's own "Stylistic Issues" category (prefer \d to [0-9], sort flags, …): each
// rewrites a pattern into an equivalent one, which is style, not safety.
const regexpStyle = Object.entries(regexp.rules)
  .filter(([, rule]) => rule.meta.docs.category === "Stylistic Issues")
  .map(([name]) => [`regexp/${name}`, "off"]);

export default defineConfig([
  globalIgnores(["build/", ".react-router/", "public/", "test-results/", "playwright-report/", "data/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  regexp.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      ...Object.fromEntries(regexpWarnings),
      ...Object.fromEntries(regexpStyle),
      // Style too, though the plugin files them under best practices: \v for \u000B, a for [a],
      // [a-z] with the i flag.
      "regexp/control-character-escape": "off",
      "regexp/no-useless-character-class": "off",
      "regexp/use-ignore-case": "off",
      // A capture nobody reads costs nothing measurable here; 33 of them in 11 files, rewritten for no gain.
      "regexp/no-unused-capturing-group": "off",
      // Control characters in our patterns are there on purpose, to refuse or strip them (contact
      // fields, SEO text), and are written as escapes (\x00), never raw.
      "no-control-regex": "off",
      // Playwright fixtures must destructure their first parameter, even when they use nothing of it.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
      // A leading underscore marks a value left out on purpose (a rest-sibling omission, an unused argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  /*
   * No ICU locale data in the product (decision 0064): a process's first Intl formatter, plural
   * rule or collator maps megabytes of ICU's data into every server process (12 MB in all) and
   * costs a phone 40–70 ms as a page starts. Numbers, dates, plural forms and orders are written
   * out (decimal-format.ts, dates.ts, plural-forms.ts, text-order.ts) and tested against Intl.
   * Intl.Segmenter stays: the admin's revision diff and the visible length of Hindi text need it.
   * The same rule keeps zod's maxLength off visitor text (decision 0026): it counts code points.
   */
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["localeCompare", "toLocaleString", "toLocaleDateString", "toLocaleTimeString", "toLocaleUpperCase", "toLocaleLowerCase"].map((property) => ({
          property,
          message: "Locale-aware methods map ICU's data into the process: use decimal-format.ts, dates.ts or text-order.ts (decision 0064).",
        })),
        ...["NumberFormat", "DateTimeFormat", "PluralRules", "Collator", "RelativeTimeFormat", "ListFormat", "DisplayNames"].map((property) => ({
          object: "Intl",
          property,
          message: "Intl's formatters map ICU's data into the process: use decimal-format.ts, dates.ts or plural-forms.ts (decision 0064).",
        })),
        {
          object: "z",
          property: "maxLength",
          message: "zod's maxLength counts code points, reading the whole of an oversized string: bound visitor text with codeUnitsAtMost (zod-mini.ts, decision 0026).",
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,mjs}", "scripts/**/*.{ts,mjs}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/files": [{ category: "test", pattern: "**/*.test.{ts,tsx}" }],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "allow", checkAllOrigins: true, policies: importRules }],
    },
  },
]);
