/*
 * The header's menus, wired by the site's own script (decision 0047) rather than by React: one
 * implementation for every public page, whether the page hydrates or not. The markup comes from
 * app/components/site/site-header.tsx with everything closed; these listeners open and close it.
 * Listeners sit on the document, so a hydrated page's re-renders never leave one behind.
 */

import { closestIn } from "./events";

/** The spec's delay: a dropdown stays open this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 250;

const closeTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function controlled(button: Element): HTMLElement | null {
  const id = button.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

/** Opens or closes what a button controls, saying so on the button. */
function setExpanded(button: Element, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
  const target = controlled(button);
  if (target) target.hidden = !open;
}

function dropdownButton(dropdown: Element): HTMLElement | null {
  return dropdown.querySelector<HTMLElement>("[data-dropdown-button]");
}

function cancelClose(dropdown: Element): void {
  clearTimeout(closeTimers.get(dropdown));
}

function setDropdown(dropdown: Element, open: boolean): void {
  cancelClose(dropdown);
  const button = dropdownButton(dropdown);
  if (button) setExpanded(button, open);
}

/** Whether focus (or the pointer) moved to somewhere outside `element`. */
function left(element: Element, to: EventTarget | null): boolean {
  return !(to instanceof Node && element.contains(to));
}

function mobileMenu(): { header: HTMLElement; button: HTMLElement; panel: HTMLElement } | null {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const button = header?.querySelector<HTMLElement>("[data-menu-button]");
  const panel = button ? controlled(button) : null;
  return header && button && panel ? { header, button, panel } : null;
}

function menuIsOpen(): boolean {
  return mobileMenu()?.button.getAttribute("aria-expanded") === "true";
}

/**
 * The phone menu: opening it moves focus to its first link; closing it by Escape or by a tap on
 * the dimmed page gives focus back to the menu button. While closed it is `invisible` (after the
 * slide, in CSS), so nothing in it can be tabbed to or read.
 */
function setMenu(open: boolean, returnFocus: boolean): void {
  const menu = mobileMenu();
  if (!menu) return;
  menu.button.setAttribute("aria-expanded", String(open));
  menu.header.toggleAttribute("data-menu-open", open);
  const label = menu.button.querySelector<HTMLElement>("[data-menu-label]");
  const text = open ? menu.button.dataset.closeLabel : menu.button.dataset.openLabel;
  if (label && text) label.textContent = text;
  if (open) menu.panel.querySelector<HTMLElement>("a, button")?.focus();
  else if (returnFocus) menu.button.focus();
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const dropdownToggle = target.closest("[data-dropdown-button]");
  if (dropdownToggle) {
    const dropdown = dropdownToggle.closest("[data-dropdown]");
    if (dropdown) setDropdown(dropdown, dropdownToggle.getAttribute("aria-expanded") !== "true");
    return;
  }
  const accordion = target.closest("[data-accordion-button]");
  if (accordion) {
    setExpanded(accordion, accordion.getAttribute("aria-expanded") !== "true");
    return;
  }
  if (target.closest("[data-menu-button]")) {
    setMenu(!menuIsOpen(), false);
    return;
  }
  if (target.closest("[data-menu-overlay]")) {
    setMenu(false, true);
    return;
  }
  // a link in the open phone menu: on a page that navigates without reloading, the menu must not stay open
  if (menuIsOpen() && target.closest("#mobile-menu a")) setMenu(false, false);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== "Escape") return;
  const dropdown = closestIn(event, "[data-dropdown]");
  const button = dropdown ? dropdownButton(dropdown) : null;
  if (dropdown && button?.getAttribute("aria-expanded") === "true") {
    setDropdown(dropdown, false);
    button.focus();
    return;
  }
  if (menuIsOpen()) setMenu(false, true);
}

function onFocusOut(event: FocusEvent): void {
  const from = event.target instanceof Element ? event.target : null;
  const dropdown = from?.closest("[data-dropdown]");
  if (dropdown && left(dropdown, event.relatedTarget)) setDropdown(dropdown, false);
  // the phone panel closes when focus moves past the header, so Tab never wanders behind it
  const header = from?.closest("[data-site-header]");
  if (header && event.relatedTarget && left(header, event.relatedTarget) && menuIsOpen()) setMenu(false, false);
}

/** Hover opens a dropdown; leaving it closes it after the delay, so a pointer crossing the gap keeps it. */
function onMouseOver(event: MouseEvent): void {
  const dropdown = closestIn(event, "[data-dropdown]");
  if (dropdown && left(dropdown, event.relatedTarget)) setDropdown(dropdown, true);
}

function onMouseOut(event: MouseEvent): void {
  const dropdown = closestIn(event, "[data-dropdown]");
  if (!dropdown || !left(dropdown, event.relatedTarget)) return;
  cancelClose(dropdown);
  closeTimers.set(
    dropdown,
    setTimeout(() => setDropdown(dropdown, false), DROPDOWN_CLOSE_DELAY_MS),
  );
}

export function wireHeaderMenus(): void {
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("mouseover", onMouseOver);
  document.addEventListener("mouseout", onMouseOut);
}
