import type { AnchorHTMLAttributes } from "react";

/*
 * Links of the public site (decision 0063). No public page hydrates (decisions 0047, 0060, 0061),
 * so React Router's <Link> and <NavLink> only cost render CPU there (path resolution, click and
 * prefetch hooks, ~100 a page): these render the same <a> (less React Router's `data-discover`),
 * and a click is a full page load, as it is on a page without the framework anyway. On a page that
 * does hydrate (the admin's blog preview renders blog components) they are plain links too.
 * `to` is a site path (absolute, encoded as it should appear in the document), never relative.
 */

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/** A link to a page of the site: `<a href={to}>`, its attributes in <Link>'s order (its own first, then href, then target). */
export function SiteLink({ to, target, ...rest }: AnchorProps & { to: string }) {
  return <a {...rest} href={to} target={target} />;
}

/**
 * Whether a navigation link to `to` is the current page's, by React Router's NavLink rule: the
 * same path, or (unless `end`) a path below it; case-insensitive; a trailing slash of `to` counts
 * as the boundary.
 */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const toPathname = pathOf(to).toLowerCase();
  const current = pathname.toLowerCase();
  const endSlashPosition = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  return current === toPathname || (!end && current.startsWith(toPathname) && current.charAt(endSlashPosition) === "/");
}

/** the path part of a link target, encoded as a browser would send it (NavLink compares encoded paths) */
function pathOf(to: string): string {
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  // an ASCII path needs no encoding: the common case, without a URL object
  return /^[\x21-\x7e]*$/.test(path) ? path : new URL(path, "http://localhost").pathname;
}

/**
 * A navigation link that says whether it is the current page's, as NavLink does: its class from
 * `className({ isActive })` and `aria-current="page"` while active. `pathname` is the current
 * page's (encoded, as `location.pathname`).
 */
export function SiteNavLink({
  to,
  end = false,
  pathname,
  className,
  ...rest
}: Omit<AnchorProps, "className"> & { to: string; end?: boolean; pathname: string; className: (state: { isActive: boolean }) => string }) {
  const isActive = isActivePath(to, pathname, end);
  return <a {...rest} aria-current={isActive ? "page" : undefined} className={className({ isActive })} href={to} />;
}
