/*
 * The calculators without the framework (decision 0054). Every calculator answers on the server: its
 * form is a GET whose address is the result, and the page the server renders for that address is the
 * result, worded, with the fields filled. So this script does not calculate; it sends the form as the
 * visitor types and merges the server's page into this one (morphdom keeps the field being typed in,
 * its caret and the open questions). Without it, the same forms load pages.
 *
 * - Before the form has been calculated, typing asks for a preview (fields filled, nothing
 *   evaluated), so no refusal appears beside a field that is still being typed.
 * - Once a result is on screen it follows the inputs; inputs that do not make a valid form yet dim
 *   it (as the page's own "stale" note says) until they do or until Calculate shows why not.
 * - Calculate (or Enter) shows the refusals beside the fields and moves focus to the first.
 */
import morphdom from "morphdom";
import { PREVIEW_PARAM } from "../domain/calculators/preview";
import { closestIn } from "./events";

/** How long typing rests before the form is sent: one request per pause, not per key. */
export const TYPING_PAUSE_MS = 250;

const FORM = "form[data-calculator]";
const CARD = "[data-calculator-card]";
/** parts of the page outside a card that show its result (the payoff chart, the yearly table) */
const EXTRA = "[data-calculator-extra]";

type Intent = { name: string; value: string };

/** What the visitor asked of a form that has not been sent yet: a pause in typing, or a press of one of its buttons. */
interface Ask {
  submit: boolean;
  intent?: Intent;
}

interface FormState {
  timer?: ReturnType<typeof setTimeout>;
  /** a request on its way: the next one waits for its answer, which fills the fields it depends on */
  inFlight: boolean;
  next?: Ask;
}

const states = new WeakMap<HTMLFormElement, FormState>();

function stateOf(form: HTMLFormElement): FormState {
  let state = states.get(form);
  if (!state) states.set(form, (state = { inFlight: false }));
  return state;
}

/** The form's fields as the address carries them (and the button pressed, if any). */
function queryOf(form: HTMLFormElement, intent?: Intent): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
  if (intent?.name) query.append(intent.name, intent.value);
  return query;
}

const cards = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>(CARD));
const forms = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLFormElement>(FORM));

/** A result (or a refusal) is on screen for this form: typing now recalculates. */
const hasResult = (card: Element | null | undefined) => card?.querySelector('[data-result-state="result"]') != null;

function isCalculated(form: HTMLFormElement): boolean {
  return hasResult(form.closest(CARD)) || form.querySelector('[aria-invalid="true"]') !== null;
}

/**
 * Merges `to` into `from`, keeping what the visitor did meanwhile: a field changed since the form
 * was sent (`sent`), or the one being typed in, keeps its text and caret; open questions stay open.
 */
function merge(from: Element, to: Element, sent?: URLSearchParams): void {
  const own = from instanceof HTMLFormElement ? from : from.querySelector<HTMLFormElement>(FORM);
  const now = own ? queryOf(own) : null;
  const changedSince = (name: string) => sent !== undefined && now !== null && now.getAll(name).join("\n") !== sent.getAll(name).join("\n");
  morphdom(from, to, {
    onBeforeElUpdated(current, next) {
      const control = current instanceof HTMLInputElement || current instanceof HTMLSelectElement || current instanceof HTMLTextAreaElement ? current : null;
      if (control && control.type !== "hidden" && (control === document.activeElement || changedSince(control.name))) {
        // the server's answer is for what was sent; what is in the field now is the visitor's
        (next as HTMLInputElement).value = control.value;
        if (control instanceof HTMLInputElement) (next as HTMLInputElement).checked = control.checked;
        // morphdom sets a list's choice from its options' `selected` attributes, not from its value
        if (next instanceof HTMLSelectElement) for (const option of next.options) option.toggleAttribute("selected", option.value === control.value);
      }
      if (current instanceof HTMLDetailsElement) (next as HTMLDetailsElement).open = current.open;
      return true;
    },
  });
}

function markStale(form: HTMLFormElement, stale: boolean): void {
  const card = form.closest(CARD);
  const dimmed = [...(card?.querySelectorAll<HTMLElement>('[data-testid="result"]') ?? []), ...document.querySelectorAll<HTMLElement>(EXTRA)];
  for (const element of dimmed) element.toggleAttribute("data-stale", stale);
  card?.querySelector<HTMLElement>('[data-testid="result-stale"]')?.toggleAttribute("hidden", !stale);
}

/** The answer's page merged into this one: the form's card, the result parts outside it, and the other forms' hidden fields. */
function mergePage(form: HTMLFormElement, page: Document, sent: URLSearchParams): boolean {
  const here = cards(document);
  const there = cards(page);
  const index = here.findIndex((card) => card.contains(form));
  const extrasHere = Array.from(document.querySelectorAll(EXTRA));
  const extrasThere = Array.from(page.querySelectorAll(EXTRA));
  if (index < 0 || here.length !== there.length || extrasHere.length !== extrasThere.length) return false;
  merge(here[index]!, there[index]!, sent);
  extrasHere.forEach((extra, at) => merge(extra, extrasThere[at]!));
  // each form carries the others' last values as hidden fields, so that one result survives another's
  forms(document).forEach((other, at) => {
    const answer = forms(page)[at];
    if (other === form || !answer) return;
    for (const hidden of other.querySelectorAll("input[type=hidden]")) hidden.remove();
    for (const hidden of answer.querySelectorAll("input[type=hidden]")) other.prepend(document.importNode(hidden, true));
  });
  return true;
}

function writeAddress(query: URLSearchParams): void {
  const kept = new URLSearchParams(query);
  kept.delete("intent");
  kept.delete(PREVIEW_PARAM);
  try {
    history.replaceState(history.state, "", `${location.pathname}?${kept}`);
  } catch {
    // Safari allows 100 address changes in 10 s; the result matters more than the address.
  }
}

async function fetchPage(query: URLSearchParams): Promise<Document | null> {
  try {
    const response = await fetch(`${location.pathname}?${query}`, { headers: { Accept: "text/html" }, credentials: "same-origin" });
    if (!response.ok) return null;
    return new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    return null;
  }
}

const cardOf = (form: HTMLFormElement) => form.closest<HTMLElement>(CARD);
const answerCard = (form: HTMLFormElement, page: Document) => cards(page)[cards(document).findIndex((card) => card.contains(form))];

/** Marks the card busy while its form is waiting to be sent or answered (screen readers hold the result's announcement). */
function setBusy(form: HTMLFormElement, busy: boolean): void {
  cardOf(form)?.toggleAttribute("aria-busy", busy);
}

/**
 * Sends the form, one request at a time: a change made while a request is on its way is sent once
 * its answer has filled the fields it depends on (an instrument's prices, then the prices typed).
 */
function ask(form: HTMLFormElement, request: Ask): void {
  const state = stateOf(form);
  // a press of a button is not lost to a later pause in typing
  state.next = state.next?.submit && !request.submit ? state.next : request;
  setBusy(form, true);
  if (!state.inFlight) void sendNext(form);
}

async function sendNext(form: HTMLFormElement): Promise<void> {
  const state = stateOf(form);
  const request = state.next;
  state.next = undefined;
  if (!request) {
    setBusy(form, state.timer !== undefined);
    return;
  }
  state.inFlight = true;
  // again for each request: the answer to the one before may have replaced the card, and its attributes with it
  setBusy(form, true);
  try {
    await send(form, request);
  } finally {
    state.inFlight = false;
  }
  await sendNext(form);
}

/** Sends the form once and merges the answer into the page. */
async function send(form: HTMLFormElement, { submit, intent }: Ask): Promise<void> {
  const sent = queryOf(form);
  const calculated = submit || isCalculated(form);
  const query = queryOf(form, intent);
  if (!calculated) query.set(PREVIEW_PARAM, "1");
  const page = await fetchPage(query);
  if (!page) {
    // the server did not answer in place: the browser sends the form itself, as without this script
    if (submit) location.assign(`${location.pathname}?${query}`);
    return;
  }
  const answer = answerCard(form, page);
  if (!calculated) {
    const fresh = answer?.querySelector(FORM);
    if (fresh) merge(form, fresh, sent);
    return;
  }
  if (!submit && !hasResult(answer) && hasResult(cardOf(form))) {
    // a field half typed: keep the last result, dimmed, and let the fields follow quietly
    markStale(form, true);
    query.set(PREVIEW_PARAM, "1");
    const preview = await fetchPage(query);
    const fresh = preview ? answerCard(form, preview)?.querySelector(FORM) : null;
    if (fresh) merge(form, fresh, sent);
    return;
  }
  if (!mergePage(form, page, sent)) {
    location.assign(`${location.pathname}?${query}`);
    return;
  }
  markStale(form, false);
  if (hasResult(cardOf(form)) || submit) writeAddress(query);
  if (submit && !hasResult(cardOf(form))) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A choice (a list, a radio button) is sent at once, so that what it fills (an instrument's prices)
 * arrives before the visitor types over it; typing is sent when it pauses.
 */
function schedule(form: HTMLFormElement, field: EventTarget | null): void {
  const state = stateOf(form);
  clearTimeout(state.timer);
  state.timer = undefined;
  const changeIntent = field instanceof HTMLElement ? field.dataset.changeIntent : undefined;
  const request: Ask = { submit: false, ...(changeIntent ? { intent: { name: "intent", value: changeIntent } } : {}) };
  const typed = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== "radio" && field.type !== "checkbox");
  if (!typed) return ask(form, request);
  setBusy(form, true);
  state.timer = setTimeout(() => {
    state.timer = undefined;
    ask(form, request);
  }, TYPING_PAUSE_MS);
}

export function wireCalculatorForms(): void {
  document.addEventListener("input", (event) => {
    const form = closestIn(event, FORM) as HTMLFormElement | null;
    if (form) schedule(form, event.target);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches(FORM) ? event.target : null;
    if (!form) return;
    event.preventDefault();
    const state = stateOf(form);
    clearTimeout(state.timer);
    state.timer = undefined;
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    ask(form, { submit: true, ...(button?.name ? { intent: { name: button.name, value: button.value } } : {}) });
  });
}
