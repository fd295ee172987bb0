import type { UIMatch } from "react-router";

/**
 * What a route module may say about itself in its `handle` export. `scripts: false` marks a page
 * that is whole without the framework's JavaScript (decision 0047): its links load pages, its forms
 * post, and the site's own small script does the rest, so the root sends neither the framework nor
 * the page's modules. The only pages that still hydrate are those of a third party's widget and
 * the admin: the calculators (decision 0054) and the forms' pages (contact, newsletter, 404:
 * decision 0060) are sent without the framework too.
 */
export interface RouteHandle {
  scripts?: false;
  /** the page's forms are calculators, sent and answered in place by calculator-forms.ts (decision 0054) */
  calculators?: true;
}

/** The handle of a content page (a form's page too): no framework on the page. */
export const contentPage: RouteHandle = { scripts: false };

/** The handle of a calculator page: no framework; the calculators' small script instead. */
export const calculatorPage: RouteHandle = { scripts: false, calculators: true };

const deepestHandle = (matches: readonly UIMatch[]) => matches.at(-1)?.handle as RouteHandle | undefined;

/** Whether the page of these matches loads the framework: unless its deepest route says otherwise. */
export function hydrates(matches: readonly UIMatch[]): boolean {
  return deepestHandle(matches)?.scripts !== false;
}

/** Whether the page of these matches is a calculator page. */
export function hasCalculators(matches: readonly UIMatch[]): boolean {
  return deepestHandle(matches)?.calculators === true;
}
