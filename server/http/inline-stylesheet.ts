import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";

/*
 * The site's stylesheet goes into every page's head as a <style> instead of a <link>: a browser on
 * a slow connection paints once the HTML is in, not one more round trip later (Lighthouse's first
 * contentful paint on simulated mobile: decision 0020). The root route's CSS files are taken out of
 * the build's manifest, so that neither the server's <Links /> nor the browser's (which reads the
 * same manifest) asks for them; their text is read once, here, at start.
 */
const inlined = new WeakMap<ServerBuild["assets"], string | null>();

export function inlineRootStylesheet(build: ServerBuild, clientDir: string): string | null {
  // one build may serve several servers in one process (tests): its manifest is changed once
  if (inlined.has(build.assets)) return inlined.get(build.assets)!;
  const root = build.assets.routes.root;
  const files = root?.css ?? [];
  if (files.length === 0) {
    inlined.set(build.assets, null);
    return null;
  }
  const text = files.map((href) => fs.readFileSync(path.join(clientDir, href.replace(/^\//, "")), "utf8")).join("\n");
  // A stylesheet cannot end the element early: its text is ours, but the check costs nothing.
  if (/<\/style/i.test(text)) throw new Error("the site stylesheet contains '</style'; it cannot be inlined");
  root!.css = [];
  inlined.set(build.assets, text);
  return text;
}
