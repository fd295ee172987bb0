import type { Locator, Page } from "@playwright/test";
import { messages } from "../../app/domain/messages";
import { axeOn } from "./axe";
import {
  CONTACT_SENT,
  contactFor,
  expect,
  fillContactForm,
  signInThroughForm,
  submitsSeen,
  test,
  uniqueClientAddress,
  uniqueTag,
  waitForHydration,
  watchSubmits,
} from "./fixtures";

const requiredFields: [label: string, error: RegExp][] = [
  ["First name", /Please enter your first name\./],
  ["Last name", /Please enter your last name\./],
  ["Phone", /Please enter your phone number\./],
  ["E-mail", /Please enter your e-mail address\./],
  ["Message", /Please enter a message\./],
];
const consentBox = (page: Page) => page.getByRole("main").getByRole("checkbox", { name: /I agree/ });
const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });

/** The text colour as the screen shows it, in sRGB (Tailwind 4 writes colours in oklch). */
async function textColour(locator: Locator): Promise<{ r: number; g: number; b: number }> {
  return locator.evaluate((element) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return { r: r!, g: g!, b: b! };
  });
}
const isGreen = ({ r, g, b }: { r: number; g: number; b: number }) => g > r + 40 && g > b;
const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > g + 60 && r > b + 60;

// Every test is its own client, so the per-client rate limit only sees its own messages.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
});

async function openContact(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page);
}

/** Holds the contact form's post until `release` is called, so that the sending state can be seen. */
async function holdThePost(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/contact$/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  return release;
}

test.describe("contact form with the site's script (no framework: decision 0060)", () => {
  test("the page loads no framework: the site's script only", async ({ page }) => {
    await openContact(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const scripts = await page.locator("script[src]").evaluateAll((elements) => elements.map((element) => element.getAttribute("src")));
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/site-behaviour-[\w-]+\.js$/)]);
  });

  test("reads 'Sending...' while sending and sends once, then shows the thanks in green, starts empty, and a reload sends nothing again", async ({ page, browser, baseURL }) => {
    const tag = uniqueTag();
    const contact = contactFor(tag);
    await openContact(page);
    await fillContactForm(page, contact);

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // the post is held until the page has been submitted a second time, which must send nothing
    const release = await holdThePost(page);
    await watchSubmits(page);
    const secondSubmit = page.waitForEvent("console", (message) => message.text() === "second submit seen");
    const clicked = sendButton(page).click();
    await secondSubmit;
    release();
    await clicked;
    const sending = { text: messages.contact.sending, disabled: true };
    expect(await submitsSeen(page)).toEqual([
      { ...sending, prevented: false },
      { ...sending, prevented: true },
    ]);

    // Post/Redirect/Get: the thanks is the page the post was redirected to
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(CONTACT_SENT);
    expect(isGreen(await textColour(status.locator("p")))).toBe(true);
    // a page that loads with its answer on it is not announced by a live region: the answer takes the focus
    await expect(status.locator("p")).toBeFocused();
    await expect(sendButton(page)).toBeEnabled();
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(consentBox(page)).not.toBeChecked();
    expect(posts).toHaveLength(1);

    await page.reload();
    await expect(status).toHaveText(CONTACT_SENT);
    expect(posts).toHaveLength(1);

    const admin = await browser.newContext({ baseURL });
    try {
      const adminPage = await admin.newPage();
      await signInThroughForm(adminPage);
      await expect(adminPage.getByTestId("contact-list").getByText(contact.message)).toHaveCount(1);
    } finally {
      await admin.close();
    }
  });

  test("errors appear beside each field, focus goes to the first, and what was typed stays", async ({ page }) => {
    await openContact(page);
    await sendButton(page).click();
    for (const [label, error] of requiredFields) {
      const field = page.getByLabel(label);
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field, label).toHaveAccessibleDescription(error);
    }
    await expect(consentBox(page)).toHaveAccessibleDescription(/Please tick the box to agree/);
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByText(CONTACT_SENT)).toHaveCount(0);

    const tag = uniqueTag();
    const contact = contactFor(tag, { email: "not-an-address", phone: "12345" });
    await fillContactForm(page, contact);
    await sendButton(page).click();
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveAccessibleDescription(/Please enter a valid e-mail address/);
    await expect(page.getByLabel("Phone")).toBeFocused();
    await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
    for (const [label, value] of [["First name", contact.firstName], ["Phone", "12345"], ["E-mail", "not-an-address"], ["Message", contact.message]] as const) {
      await expect(page.getByLabel(label), label).toHaveValue(value);
    }
    await expect(consentBox(page)).toBeChecked();

    // an Indian number written with 0 and a hyphen is fine
    await page.getByLabel("Phone").fill("098765-43210");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`asha.${tag}@example.test`);
    await sendButton(page).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(CONTACT_SENT);
  });

  test("counts the message's characters as typed and refuses more than 300", async ({ page }) => {
    await openContact(page);
    const message = page.getByLabel("Message");
    await expect(message).toHaveAccessibleDescription("0 of 300 characters used.");
    await message.fill("Namaste 🙏");
    await expect(message).toHaveAccessibleDescription("9 of 300 characters used.");
    const tooLong = `${uniqueTag()} `.padEnd(301, "x");
    await fillContactForm(page, contactFor(uniqueTag(), { message: tooLong }));
    await expect(message).toHaveValue(tooLong);
    await expect(message).toHaveAccessibleDescription(/301 of 300 characters: 1 too many\./);
    await sendButton(page).click();
    await expect(message).toHaveAccessibleDescription(/at most 300 characters/);
    // the refusal's page counts what it put back, and the count goes on from there
    await expect(message).toHaveAccessibleDescription(/^301 of 300 characters: 1 too many\./);
    await expect(message).toBeFocused();
    await expect(message).toHaveValue(tooLong);
    await expect(page.getByText(CONTACT_SENT)).toHaveCount(0);

    await message.fill(tooLong.slice(0, 300));
    await expect(message).toHaveAccessibleDescription(/300 of 300 characters used\./);
    await sendButton(page).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(CONTACT_SENT);
  });

  test("the honeypot is out of reach: not in the tab order, not autofilled, and labelled to stay empty", async ({ page }) => {
    await openContact(page);
    const honeypot = page.getByRole("textbox", { name: /Leave this field empty/ });
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    // what a sighted visitor could see of it: its visually hidden wrapper clips it to at most 1 px
    const box = await honeypot.locator("..").boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    await page.getByLabel("Message").focus();
    await page.keyboard.press("Tab");
    await expect(consentBox(page)).toBeFocused();
  });

  test("the 6th message from one client in 10 minutes is refused in red, and not stored", async ({ page, browser, baseURL }) => {
    const client = uniqueClientAddress();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": client });
    const tag = uniqueTag();
    for (let index = 1; index <= 5; index++) {
      await openContact(page);
      await fillContactForm(page, contactFor(tag, { message: `Rate ${tag} #${index}` }));
      await sendButton(page).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(CONTACT_SENT);
    }
    await openContact(page);
    const sixth = contactFor(tag, { message: `Rate ${tag} #6` });
    await fillContactForm(page, sixth);
    await sendButton(page).click();
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(messages.contact.rateLimited);
    expect(isRed(await textColour(status.locator("p")))).toBe(true);
    // no field to point at: the refusal takes the focus, and everything typed is still there
    await expect(status.locator("p")).toBeFocused();
    await expect(page.getByLabel("Message")).toHaveValue(sixth.message);
    await expect(page.getByLabel("First name")).toHaveValue(sixth.firstName);
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(sixth.email);
    await expect(consentBox(page)).toBeChecked();

    const admin = await browser.newContext({ baseURL });
    try {
      const adminPage = await admin.newPage();
      await signInThroughForm(adminPage);
      const list = adminPage.getByTestId("contact-list");
      await expect(list.getByText(`Rate ${tag} #5`)).toBeVisible();
      await expect(list.getByText(`Rate ${tag} #6`)).toHaveCount(0);
    } finally {
      await admin.close();
    }
  });

  test("the privacy notice beside the button links the policy, which says what the form keeps", async ({ page }) => {
    await openContact(page);
    const notice = page.locator("#contact-privacy-notice");
    await expect(notice).toContainText("24 months");
    await notice.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const main = page.getByRole("main");
    for (const text of ["consent", "notice version", "24 months", "client address", "10 minutes", "erasure"]) {
      await expect(main, text).toContainText(text);
    }
  });

  for (const width of [1280, 375]) {
    test(`axe finds nothing on /contact at ${width} px, also with errors shown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openContact(page);
      expect((await axeOn(page).analyze()).violations).toEqual([]);
      await sendButton(page).click();
      await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
      expect((await axeOn(page).analyze()).violations).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post shows errors beside the fields with the input kept, and then sends", async ({ page, browser, baseURL }) => {
    const tag = uniqueTag();
    const tooLong = `Too long ${tag} `.padEnd(301, "x");
    await page.goto("/contact");
    await fillContactForm(page, contactFor(tag, { message: tooLong, phone: "5555" }));
    await sendButton(page).click();
    const message = page.getByLabel("Message");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveAccessibleDescription(/at most 300 characters/);
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(/valid phone number/);
    await expect(page.getByLabel("Phone")).toBeFocused(); // the first field in error, by autofocus
    await expect(message).toHaveValue(tooLong);
    await expect(page.getByLabel("First name")).toHaveValue(`Asha${tag}`);
    await expect(consentBox(page)).toBeChecked();
    await expect(page.getByText(CONTACT_SENT)).toHaveCount(0);

    const ok = contactFor(tag, { message: `Sent without JavaScript ${tag}`.padEnd(300, ".") });
    await page.getByLabel("Phone").fill(ok.phone);
    await message.fill(ok.message);
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(CONTACT_SENT);
    await expect(page.getByLabel("Message")).toHaveValue("");

    const admin = await browser.newContext({ baseURL });
    try {
      const adminPage = await admin.newPage();
      await signInThroughForm(adminPage);
      const list = adminPage.getByTestId("contact-list");
      await expect(list.getByText(ok.message)).toBeVisible();
      await expect(list.getByText(`Too long ${tag}`)).toHaveCount(0);
    } finally {
      await admin.close();
    }
  });

  test("without the consent box ticked nothing is sent, and the box says why", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, contactFor(uniqueTag()));
    await consentBox(page).uncheck();
    await sendButton(page).click();
    await expect(consentBox(page)).toHaveAttribute("aria-invalid", "true");
    await expect(consentBox(page)).toHaveAccessibleDescription(/Please tick the box to agree/);
    await expect(consentBox(page)).toBeFocused();
    await expect(page.getByText(CONTACT_SENT)).toHaveCount(0);
  });
});
