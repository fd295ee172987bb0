import { plainTextOf } from "./html-sanitiser.server";

/**
 * The words a search looks through besides the title: the plain text of the description and the
 * content (their markup is not searched: a search for "strong" must not find every bold word).
 */
export function blogSearchText(description: string, content: string | null): string {
  return `${plainTextOf(description, Infinity)} ${content ? plainTextOf(content, Infinity) : ""}`.trim();
}
