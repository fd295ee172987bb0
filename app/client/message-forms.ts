/*
 * The site's forms that post to the server and are answered by its page (decision 0060): the
 * contact form, a course's enquiry, the newsletter's sign-up. They work without this script; it
 * adds what the hydrated forms did in the browser:
 * - the button reads its `data-sending-label` ('Sending...') and is disabled while the post is on
 *   its way, and a second submit of the same form is not sent (a double click sends once);
 * - a message field with `data-count-max` keeps its hint (`data-hint`) counting as it is typed,
 *   from the server's own texts (`data-count-used`, `-over`, `-too-long`) and digits.
 * The checks themselves stay on the server: the count only tells the visitor where they stand.
 */
import { formatCount } from "../domain/counts";
import { countMessage } from "../domain/visible-length";

/** The page's digits (`data-count-digits`: "0123456789" as the page writes them) applied to a number. */
function inDigits(value: number, digits: string | undefined): string {
  const text = formatCount(value);
  if (!digits || digits.length !== 10) return text;
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!);
}

function countText(field: HTMLTextAreaElement): string | null {
  const { countMax, countUnitsMax, countUsed, countOver, countTooLong, countDigits } = field.dataset;
  const max = Number(countMax);
  const unitsMax = Number(countUnitsMax);
  if (!(max > 0) || !(unitsMax > 0) || countUsed === undefined || countOver === undefined || countTooLong === undefined) return null;
  const count = countMessage(field.value, max, unitsMax);
  if (count.kind === "too-long") return countTooLong;
  const filled = (count.kind === "over" ? countOver : countUsed).replace("{length}", inDigits(count.length, countDigits));
  return count.kind === "over" ? filled.replace("{over}", inDigits(count.over, countDigits)) : filled;
}

function wireCounters(): void {
  const update = (field: HTMLTextAreaElement) => {
    const hint = field.dataset.hint ? document.getElementById(field.dataset.hint) : null;
    const text = countText(field);
    if (hint && text !== null && hint.textContent !== text) hint.textContent = text;
  };
  // from what the field holds now: typed before the script ran, or put back by the browser
  for (const field of document.querySelectorAll<HTMLTextAreaElement>("textarea[data-count-max]")) update(field);
  document.addEventListener("input", (event) => {
    if (event.target instanceof HTMLTextAreaElement && event.target.dataset.countMax !== undefined) update(event.target);
  });
}

const SENDING = "sending";

function wireSending(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const button = form.querySelector<HTMLButtonElement>("button[data-sending-label]");
    if (!button) return;
    // the first submit is on its way: another would send the same message twice
    if (form.dataset.state === SENDING) {
      event.preventDefault();
      return;
    }
    form.dataset.state = SENDING;
    form.setAttribute("aria-busy", "true");
    button.dataset.label = button.textContent ?? "";
    button.textContent = button.dataset.sendingLabel ?? "";
    // the submission goes on: its entry list is built after this event (a disabled button only leaves its own name out, and it has none)
    button.disabled = true;
  });
  // a page the browser keeps for Back (bfcache) comes back as it was left: sending, for ever
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll<HTMLFormElement>(`form[data-state=${SENDING}]`)) {
      delete form.dataset.state;
      form.removeAttribute("aria-busy");
      const button = form.querySelector<HTMLButtonElement>("button[data-sending-label]");
      if (button?.dataset.label !== undefined) button.textContent = button.dataset.label;
      if (button) button.disabled = false;
    }
  });
}

export function wireMessageForms(): void {
  wireCounters();
  wireSending();
}
