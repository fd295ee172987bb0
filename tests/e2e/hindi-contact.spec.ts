import type { Page } from "@playwright/test";
import { catalogue } from "../../app/i18n/catalogue";
import { expect, submitsSeen, test, uniqueClientAddress, uniqueTag, waitForHydration, watchSubmits } from "./fixtures";
import { axeOn } from "./axe";

/*
 * The Hindi edition in a real browser (issue 23): the contact form sent in Hindi with the site's
 * script (no framework, decision 0060), answered by the server's page in Hindi, and the Hindi blog
 * without a console error, moving between its pages in Hindi; axe on each.
 */

const contact = catalogue.contact.hi;
const answers = catalogue.contactAnswers.hi;
const blog = catalogue.blog.hi;

/**
 * Everything the page says went wrong: console errors, hydration warnings, uncaught exceptions.
 * Bar the browser's own note of a 400 answer, which is how the form's refusals are answered.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/^Failed to load resource: the server responded with a status of 400\b/.test(message.text())) return;
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A field by its accessible name (its label's text holds an aria-hidden " *" as well). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
});

test("the contact form is sent in Hindi: errors beside the fields, the counter, the sending state and the thanks, all in Hindi", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/hi/contact");
  await waitForHydration(page);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.title);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // sent empty: every refusal is in Hindi, beside its field, and the first field in error has the focus
  await page.getByRole("button", { name: contact.send }).click();
  const firstName = field(page, contact.firstName);
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await expect(firstName).toHaveAccessibleDescription(answers.firstNameMissing);
  await expect(field(page, contact.message)).toHaveAccessibleDescription(new RegExp(answers.messageMissing));

  // a refused phone number keeps everything typed, Hindi included
  const message = `शुरुआत के लिए कौन-सा कोर्स ठीक रहेगा? ${uniqueTag()}`;
  await firstName.fill("रोहन");
  await field(page, contact.lastName).fill("मेहता");
  await field(page, contact.phone).fill("12345");
  await field(page, contact.email).fill("rohan@example.in");
  await field(page, contact.message).fill(message);
  // the counter counts what a reader sees as characters (a conjunct with its matra is one)
  await expect(page.getByText(/^300 में से \d+ अक्षर लिखे गए।$/)).toBeVisible();
  await page.getByRole("checkbox", { name: /मैं सहमत हूँ/ }).check();
  await page.getByRole("button", { name: contact.send }).click();
  await expect(field(page, contact.phone)).toBeFocused();
  await expect(field(page, contact.phone)).toHaveAccessibleDescription(new RegExp(answers.phoneInvalid));
  await expect(firstName).toHaveValue("रोहन");
  await expect(field(page, contact.message)).toHaveValue(message);
  await expect(page.getByText(/^300 में से \d+ अक्षर लिखे गए।$/)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /मैं सहमत हूँ/ })).toBeChecked();
  await field(page, contact.phone).fill("+91 98765 43210");

  // the post is held until the page has been submitted a second time, which must send nothing
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/hi\/contact$/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await watchSubmits(page);
  const secondSubmit = page.waitForEvent("console", (message) => message.text() === "second submit seen");
  const clicked = page.getByRole("button", { name: contact.send }).click();
  await secondSubmit;
  release();
  await clicked;
  const sending = { text: contact.sending, disabled: true };
  expect(await submitsSeen(page)).toEqual([
    { ...sending, prevented: false },
    { ...sending, prevented: true },
  ]);

  // redirected to the page that says so (a reload sends nothing again), in Hindi
  await expect(page).toHaveURL(/\/hi\/contact\?sent=1$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(answers.sent);
  await expect(page.getByRole("main").getByRole("status").locator("p")).toBeFocused();
  await expect(firstName).toHaveValue("");
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  expect(problems).toEqual([]);
});

test("the Hindi blog runs without a console error, and its search, posts and links stay in Hindi", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/hi/blog");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.title);
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toHaveText(/^कुल \d+ पोस्ट में से 1–\d+ दिखाई जा रही (?:है|हैं)।$/);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // a search (the blog is a content page, without the framework: each step loads a page, decision 0047)
  await page.getByRole("searchbox", { name: blog.searchLabel }).fill("pips");
  await page.getByRole("button", { name: blog.searchButton }).click();
  await expect(page).toHaveURL(/\/hi\/blog\?q=pips$/);
  await expect(status).toHaveText(/^“pips” से मेल खाती कुल \d+ पोस्ट में से 1–\d+ दिखाई जा रही (?:है|हैं)।$/);

  // a post, and back: links stay under /hi, the post's words are marked English
  const card = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/hi\/blog\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en-IN");
  await expect(page.getByText(blog.englishOnlyPost)).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.getByRole("link", { name: blog.back }).click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.title);
  expect(problems).toEqual([]);
});
