import { readFileSync } from "node:fs";
import path from "node:path";
import routes from "../../app/routes";
import { repoRoot } from "./app-process";

/*
 * The route table (app/routes.ts) walked into a flat list, for census tests that must cover a
 * route added later without anyone remembering to list it.
 */

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

export interface TableRoute {
  /** the address pattern, e.g. "/admin/messages/:id" ("/admin" for the admin index) */
  url: string;
  /** the module, relative to app/ */
  file: string;
  /** React Router's id of the route (its file without the extension unless given one) */
  id: string;
  index: boolean;
  /** the module's source text */
  source: string;
}

function walk(entries: RouteEntry[], parent: string, into: TableRoute[]): TableRoute[] {
  for (const entry of entries) {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    if (entry.children) {
      walk(entry.children, full, into);
      continue;
    }
    const source = readFileSync(path.join(repoRoot, "app", entry.file), "utf8");
    into.push({ url: full || "/", file: entry.file, id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), index: Boolean(entry.index), source });
  }
  return into;
}

/** Every leaf route of the table. */
export function routeTable(): TableRoute[] {
  return walk(routes as RouteEntry[], "", []);
}

/** The route module exports an action (it takes POSTs). */
export const hasAction = (route: TableRoute): boolean => /export (async )?function action\b|export const action\b/.test(route.source);

/** The route's action reads files (the one upload reader, decision 0011). */
export const readsUploads = (route: TableRoute): boolean => route.source.includes("readUploadForm(");

/** The address a form posts to: an index route is told apart from its parent layout by ?index. */
export const postAddress = (route: TableRoute): string => (route.index ? `${route.url}?index` : route.url);
