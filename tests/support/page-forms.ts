import { JSDOM } from "jsdom";

/**
 * A server-rendered form as a browser without JavaScript would post it: the first form on the page
 * that holds a control named `name` (with the value `value`, when given: its `intent`, say), its fields by name
 * (checkboxes only when ticked, as a browser sends them) and the address it posts to.
 */
export function postedForm(html: string, pageUrl: string, control: { name: string; value?: string }): { action: string; fields: URLSearchParams } {
  const { document } = new JSDOM(html, { url: pageUrl }).window;
  const form = [...document.querySelectorAll("form")].find((each) =>
    [...each.querySelectorAll<HTMLInputElement | HTMLButtonElement>("input, button")].some((element) => element.name === control.name && (control.value === undefined || element.value === control.value)),
  );
  if (!form) throw new Error(`no form with ${control.name}=${control.value} on ${pageUrl}`);
  const fields = new URLSearchParams();
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (!element.name || element.disabled) continue;
    if (element instanceof document.defaultView!.HTMLInputElement && (element.type === "checkbox" || element.type === "radio") && !element.checked) continue;
    if (element instanceof document.defaultView!.HTMLInputElement && element.type === "file") continue;
    fields.append(element.name, element.value);
  }
  // a submit button carrying the control (intent on a button) is sent as the browser sends it
  if (!fields.has(control.name) && control.value !== undefined) fields.append(control.name, control.value);
  const action = new URL(form.getAttribute("action") ?? pageUrl, pageUrl);
  return { action: action.pathname + action.search, fields };
}
