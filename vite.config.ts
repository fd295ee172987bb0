import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { routerRenderRewrites } from "./scripts/vite-router-render-rewrites.ts";

/*
 * One script file for what every public page runs (decision 0024). Left to itself the bundler
 * makes a file of each module that two routes share, and the site's frame came as eight files of
 * 0.2–3.5 kB gzip besides the framework's two: a phone on HTTP/1.1 opens six connections, so every
 * file past six costs a round trip before the page can respond. The group takes the modules the
 * root and the site layout import, with what they import (React and the router come along), and
 * the few tiny ones most pages share; each route keeps its own file, and the schema library stays
 * out (only the contact form and the calculators load it: public-scripts.test.ts).
 */
const siteShellModules = new RegExp(
  `[\\\\/]app[\\\\/](${[
    "components/ui/(status-page|nonce)",
    "route-handle",
    "components/site/(site-head|page-intro|blog-cover-image|site-layout-data|language-switch|content-lang|disclaimer-link|newsletter-signup)",
    "i18n/(texts|locale|language-choice)",
    "domain/seo/page-head",
    "domain/(dates|counts|lazily|messages|contact-notice|social-networks|public-pages|web-manifest|site-settings-defaults|course-categories|text-limits|newsletter-fields)",
  ].join("|")})\\.tsx?$`,
);
/**
 * The blog's pieces that its list, its posts and the admin preview share (decision 0037: a post
 * shows related posts as the list's cards): one file, so that neither blog page asks for more
 * files than before.
 */
const blogModules = /[\\/]app[\\/](components[\\/]site[\\/](blog-card|blog-article)|domain[\\/]blog)\.tsx?$/;
/*
 * The calculators' shared kit (issue 24): the form, result and table components and the domain
 * modules every calculator route uses. Once a sixth calculator shared some of them, the bundler
 * cut them into a file per combination of routes, and each calculator page went from 9 script
 * files to 11 (public-scripts.test.ts allows 12 with a form): one file for them all instead.
 */
const calculatorKit = new RegExp(
  `[\\/]app[\\/](${["components/site/calculator/[a-z-]+", "domain/calculators/(calculator|form-values|format|phrase|rates|instruments|exact-money)"].join("|")})\\.tsx?$`,
);
/**
 * The course pieces that home, /courses and a course page share (issue 22): the course grid with
 * its chips and the responsive image. One file, so that home asks for no more files than before.
 */
const courseModules = /[\\/]app[\\/](components[\\/](site[\\/]course-grid|ui[\\/]responsive-img)|domain[\\/]course-filter)\.tsx?$/;
/** the texts' runtime (issue 23): every public page renders through it */
const textsRuntime = /[\\/]node_modules[\\/](@lingui[\\/](core|react)|use-sync-external-store)[\\/]/;
/** react-dom's own entry (its client is in the entry chunk): a file of 1.4 kB on every page otherwise */
const reactDomEntry = /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Node app (server/app.ts), which imports the React Router
  // build through its virtual module: one bundle holds the HTTP layer and the routes.
  build: isSsrBuild
    ? {
        // charset "ascii": the bundle's Hindi texts, rupee signs and dashes written as \u escapes. V8
        // keeps a module's source for as long as the module lives (it compiles functions lazily from
        // it), and a source with one character outside Latin-1 is stored at two bytes a character:
        // the server's 5 MB of bundle took 9 MB of heap (decision 0050).
        // Minified, with every function's and class's name kept for stack traces, and a map beside
        // the bundle that nothing loads (decision 0064): less source for V8 to keep.
        rolldownOptions: {
          input: "./server/app.ts",
          output: {
            charset: "ascii",
            comments: { legal: true, annotation: false, jsdoc: false },
            minify: { compress: true, mangle: { toplevel: true, keepNames: true }, codegen: { removeWhitespace: true } },
          },
        },
        sourcemap: "hidden" as const,
        target: "node20",
      }
    : {
        target: "es2022",
        // a font is its own file: the Hindi switch's 2 KB face inlined would sit in every page's render-blocking CSS
        assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "site-shell", test: (id: string) => siteShellModules.test(id) || reactDomEntry.test(id) || textsRuntime.test(id) },
                { name: "blog-pieces", test: (id: string) => blogModules.test(id) },
                { name: "course-pieces", test: (id: string) => courseModules.test(id) },
                { name: "calculator-kit", test: (id: string) => calculatorKit.test(id) },
              ],
            },
          },
        },
      },
  // The server build only ever runs in production (server.js and the tests start it so; `npm run
  // dev` serves the sources instead): React's and the router's development builds, left in beside
  // the production ones, would be dead code whose source V8 still keeps in memory (decision 0038).
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  ssr: isSsrBuild ? { noExternal: true, external: ["better-sqlite3", "@node-rs/argon2", "sharp", "jsdom", "dompurify", "pg", "@aws-sdk/client-s3", "nodemailer", "qrcode", "file-type", "pino", "iconv-lite", "mime-db"] } : undefined,
  plugins: [tailwindcss(), reactRouter(), routerRenderRewrites()],
}));
