import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
    "components/site/(site-head|page-intro|blog-cover-image)",
    "domain/seo/page-head",
    "domain/(dates|counts|lazily|messages|contact-notice|social-networks|public-pages|web-manifest|site-settings-defaults|course-categories|text-limits)",
  ].join("|")})\\.tsx?$`,
);
/** react-dom's own entry (its client is in the entry chunk): a file of 1.4 kB on every page otherwise */
const reactDomEntry = /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Node app (server/app.ts), which imports the React Router
  // build through its virtual module: one bundle holds the HTTP layer and the routes.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        target: "es2022",
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "site-shell", test: (id: string) => siteShellModules.test(id) || reactDomEntry.test(id) }],
            },
          },
        },
      },
  plugins: [tailwindcss(), reactRouter()],
}));
