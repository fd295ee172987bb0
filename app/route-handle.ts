import type { UIMatch } from "react-router";

/**
 * What a route module may say about itself in its `handle` export. `scripts: false` marks a page
 * that is whole without the framework's JavaScript (decision 0047): its links load pages, its forms
 * post, and the site's own small script does the rest, so the root sends neither the framework nor
 * the page's modules. No public page hydrates now: the calculators (decision 0054), the forms' pages
 * (contact, newsletter, 404: decision 0060) and the widgets' pages (decision 0061) are sent without
 * the framework; the admin hydrates.
 */
export interface RouteHandle {
  scripts?: false;
  /** the page's forms are calculators, sent and answered in place by calculator-forms.ts (decision 0054) */
  calculators?: true;
  /** the page holds a third party's widget (ThirdPartyEmbed), loaded by market-embeds.ts (decision 0061) */
  embeds?: true;
}

/** The handle of a content page (a form's page too): no framework on the page. */
export const contentPage: RouteHandle = { scripts: false };

/** The handle of a calculator page: no framework; the calculators' small script instead. */
export const calculatorPage: RouteHandle = { scripts: false, calculators: true };

/** The handle of a page with a third party's widget (the economic calendar, the chart): no framework; the widgets' small script instead. */
export const embedPage: RouteHandle = { scripts: false, embeds: true };

const deepestHandle = (matches: readonly UIMatch[]) => matches.at(-1)?.handle as RouteHandle | undefined;

/** Whether the page of these matches loads the framework: unless its deepest route says otherwise. */
export function hydrates(matches: readonly UIMatch[]): boolean {
  return deepestHandle(matches)?.scripts !== false;
}

/** Whether the page of these matches is a calculator page. */
export function hasCalculators(matches: readonly UIMatch[]): boolean {
  return deepestHandle(matches)?.calculators === true;
}

/** Whether the page of these matches holds a third party's widget. */
export function hasEmbeds(matches: readonly UIMatch[]): boolean {
  return deepestHandle(matches)?.embeds === true;
}
