import { useMatches } from "react-router";
import type { loader } from "../../routes/site/layout";

/** The site layout's route ids: one per language, since the Hindi edition mounts the same files under /hi. */
export const siteLayoutIds: readonly string[] = ["routes/site/layout", "hi/routes/site/layout"];

export type SiteLayoutData = Awaited<ReturnType<typeof loader>>;

/** The site layout's loader data, from any component of a public page; undefined elsewhere (admin, a root error). */
export function useSiteLayoutData(): SiteLayoutData | undefined {
  const matches = useMatches();
  return matches.find((match) => siteLayoutIds.includes(match.id))?.loaderData as SiteLayoutData | undefined;
}
