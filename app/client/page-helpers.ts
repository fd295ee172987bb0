/*
 * The small behaviours of public pages that need a script but not the framework (decision 0047):
 * the language switch's memory and suggestion, the scroll-to-top button, "copy link", a
 * scrolling list's arrow buttons, a course enquiry's referring site, and the first error (or the
 * answer) of a form answered by a page. The server renders each control hidden or inert; these wire it.
 */
import { dismissSuggestion, rememberLanguage, suggestedLanguage } from "../i18n/language-choice";
import { isLocale, localeOfPath } from "../i18n/locale";
import { referrerHostOf } from "../domain/referrer";
import { afterLayout } from "./after-layout";
import { closestIn } from "./events";
import { whenIdle } from "./when-idle";

/** The spec's threshold: the scroll-to-top button appears once the page is scrolled further than this. */
export const SHOW_AFTER_PX = 300;

/** how far a list's arrow buttons move it (the spec's 320 px, about one course card) */
export const SCROLL_STEP_PX = 320;

/** The choice is remembered for the suggestion only: the address alone decides a page's language. */
function wireLanguage(): void {
  document.addEventListener("click", (event) => {
    const link = closestIn(event, "[data-language-switch]");
    const locale = link?.dataset.locale;
    if (isLocale(locale)) rememberLanguage(locale);
    if (closestIn(event, "[data-suggestion-close]")) {
      dismissSuggestion();
      const box = document.querySelector<HTMLElement>("[data-language-suggestion]");
      if (box) box.hidden = true;
    }
  });
  const box = document.querySelector<HTMLElement>("[data-language-suggestion]");
  if (!box) return;
  // not at load: the first storage read waits on the browser (when-idle.ts); the box floats over
  // the page, so showing it a moment later moves nothing
  whenIdle(() => {
    const offered = box.querySelector<HTMLElement>("[data-language-switch]")?.dataset.locale;
    const wanted = suggestedLanguage(localeOfPath(location.pathname), navigator.languages ?? [navigator.language]);
    if (wanted && wanted === offered) box.hidden = false;
    box.dataset.checked = "";
  });
}

function wireScrollToTop(): void {
  const button = document.querySelector<HTMLElement>("[data-scroll-top]");
  if (!button) return;
  const update = () => {
    button.hidden = window.scrollY <= SHOW_AFTER_PX;
  };
  // once the browser has laid the page out: a page opened at a fragment or put back scrolled down
  afterLayout(document.documentElement, update);
  window.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  });
}

/** "Copy link" appears only where a script can copy (without one, the address bar is there). */
function wireCopyLink(): void {
  for (const item of document.querySelectorAll<HTMLElement>("[data-copy-link]")) item.hidden = false;
  document.addEventListener("click", (event) => {
    const button = closestIn(event, "[data-copy-url]");
    if (!button) return;
    const status = button.closest("[data-copy-link-area]")?.querySelector("[role=status]");
    const say = (text: string | undefined) => {
      if (status) status.textContent = text ?? "";
    };
    navigator.clipboard.writeText(button.dataset.copyUrl ?? "").then(
      () => say(button.dataset.copied),
      () => say(button.dataset.copyFailed),
    );
  });
}

/** Arrow buttons beside a horizontally scrolling list: `data-scroll-list` names it, `data-direction` says which way. */
function wireScrollButtons(): void {
  document.addEventListener("click", (event) => {
    const button = closestIn(event, "[data-scroll-list]");
    const list = button?.dataset.scrollList ? document.getElementById(button.dataset.scrollList) : null;
    if (!button || !list) return;
    const direction = button.dataset.direction === "previous" ? -1 : 1;
    list.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: "smooth" });
  });
}

/** A course enquiry says which site sent the visitor: the host only, read here so a cached page never carries another's. */
function fillReferrerHost(): void {
  const host = referrerHostOf(document.referrer, location.host) ?? "";
  for (const field of document.querySelectorAll<HTMLInputElement>("input[data-referrer-host]")) field.value = host;
}

/**
 * A form answered by a whole page opens at its fragment, and the browser then leaves `autofocus`
 * aside: the first field in error takes the focus here, so that a keyboard or screen-reader user
 * lands on its message. An answer with no field in error (the thanks, the rate limit) is marked
 * `data-focus-on-load` and takes the focus itself: a status already on the page as it loads is
 * not announced (decision 0060).
 */
function focusFirstError(): void {
  const field =
    document.querySelector<HTMLElement>("form[data-focus-first-error] [aria-invalid=true]") ??
    document.querySelector<HTMLElement>("form[data-focus-first-error] [data-focus-on-load]");
  if (!field) return;
  // after the load, when the browser has scrolled to the fragment (which would take the focus point back)
  if (document.readyState === "complete") field.focus();
  else window.addEventListener("load", () => field.focus(), { once: true });
}

export function wirePageHelpers(): void {
  fillReferrerHost();
  focusFirstError();
  wireLanguage();
  wireScrollToTop();
  wireCopyLink();
  wireScrollButtons();
}
