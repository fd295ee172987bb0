import path from "node:path";
import { istToUtcIso } from "../../app/domain/blog";
import { formatDate } from "../../app/domain/dates";
import { hashPassword } from "../../app/server/auth/password.server";
import { openSqlite } from "../../app/server/db/database.server";
import { createUser } from "../../app/server/repos/users.server";
import { contactFor, expect, sendContactMessage, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * Legal documents with versions (issue 21, decision 0042), in Chromium against the built app: an
 * administrator saves a new privacy version in the rich-text editor, visitors see it at once with
 * its date, the earlier version stays reachable, and a consent given afterwards names the new
 * version; the disclaimer is linked from the footer, the calculators and the market pages; an Editor
 * writes the Hindi of a new version, which /hi shows at once (decision 0056).
 */

test.use({ appName: "legal-documents" });
test.describe.configure({ mode: "serial" });

const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const shownDate = (day: string) => formatDate(istToUtcIso(day, "00:00")!);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("a new privacy version shows at once with its date, the earlier one stays readable, and the next consent names it", async ({ page, browser, baseURL, app }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const visitor = await browser.newContext({ baseURL });
  try {
    const publicPage = await visitor.newPage();
    // the page is cached now, at version 1
    await publicPage.goto("/privacy-policy");
    await expect(publicPage.getByTestId("legal-version")).toHaveText(/^Version 1 · Effective from /);

    await signInThroughForm(page);
    await page.goto("/admin/legal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal documents");
    const rows = page.getByTestId("legal-table").locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: "Disclaimer" })).toContainText("Version 1");
    await page.getByRole("link", { name: "Edit Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await waitForHydration(page);

    // the blog's editor, holding the version in force; a paragraph added at its end
    const editor = page.getByRole("textbox", { name: "Text", exact: true });
    await expect(editor).toContainText("Grievance Officer");
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(`We now also answer on WhatsApp ${tag}.`);
    await expect(page.getByLabel("Effective from")).toHaveValue(todayInIndia());
    await page.getByRole("button", { name: "Save as new version" }).click();
    await expect(page.getByRole("status")).toContainText("Version 2 saved. The public page shows it now.");
    const versions = page.getByTestId("legal-admin-versions").getByRole("listitem");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText(`Version 2 · effective ${shownDate(todayInIndia())} · In force`);
    await expect(versions.first()).toContainText("by admin@");

    // the visitor's cached page gives way at once
    await publicPage.goto("/privacy-policy");
    await expect(publicPage.getByTestId("legal-version")).toHaveText(`Version 2 · Effective from ${shownDate(todayInIndia())}`);
    await expect(publicPage.getByTestId("legal-body")).toContainText(`We now also answer on WhatsApp ${tag}.`);
    const list = publicPage.getByTestId("legal-versions");
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await list.getByRole("link", { name: /^Version 1, effective from / }).click();
    await expect(publicPage).toHaveURL(/\/privacy-policy\?version=1$/);
    await expect(publicPage.getByTestId("legal-version")).toHaveText(/^Version 1 · Effective from /);
    await expect(publicPage.getByTestId("legal-earlier")).toBeVisible();
    await expect(publicPage.getByTestId("legal-body")).not.toContainText(tag);
    await expect(publicPage.getByTestId("legal-body")).toContainText("Digital Personal Data Protection Act");

    // the contact form names the new version, and the consent is stored with it
    const contact = contactFor(tag);
    await sendContactMessage(publicPage, contact);
    await expect(publicPage.locator("#contact-privacy-notice")).toContainText("(Notice privacy-v2)");
    const database = openSqlite(path.join(app.dataDir, "site.db"));
    let stored: { id: string; noticeVersion: string | null };
    try {
      stored = await database.db.selectFrom("contacts").select(["id", "noticeVersion"]).where("email", "=", contact.email).executeTakeFirstOrThrow();
    } finally {
      await database.close();
    }
    expect(stored.noticeVersion).toBe("privacy-v2");
    // and the administrator sees which version it was, and can read it
    await page.goto(`/admin/messages/${stored.id}`);
    const consent = page.getByTestId("message-consent");
    await expect(consent).toContainText("under privacy policy version 2");
    await expect(consent.getByRole("link", { name: "privacy policy version 2" })).toHaveAttribute("href", "/privacy-policy?version=2");

    // every save is in the audit trail
    await page.goto("/admin/audit?entity=legal_document");
    await expect(page.getByRole("main")).toContainText("legal.version");
  } finally {
    await visitor.close();
  }
});

test("a save opened before another one is refused naming it; an earlier text is brought back as the newest version", async ({ page, context }) => {
  const tag = uniqueTag();
  await signInThroughForm(page);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto("/admin/legal/terms");
    await waitForHydration(tab);
  }
  const write = async (tab: typeof page, words: string) => {
    await tab.getByRole("textbox", { name: "Text", exact: true }).click();
    await tab.keyboard.press("Control+End");
    await tab.keyboard.press("Enter");
    await tab.keyboard.type(words);
    await tab.getByRole("button", { name: "Save as new version" }).click();
  };
  await write(page, `Terms amended first ${tag}.`);
  await expect(page.getByRole("status")).toContainText(/Version \d+ saved/);
  await write(other, `Typed in the other tab ${tag}.`);
  await expect(other.getByRole("status")).toContainText(/Not saved: admin@\S+ saved version \d+ of this document at .+ IST/);
  await expect(other.getByRole("textbox", { name: "Text", exact: true })).toContainText(`Typed in the other tab ${tag}.`);
  await other.close();

  // version 1's text, saved as the newest
  await page.getByRole("link", { name: "Start from this text (version 1)" }).click();
  await expect(page.getByText("The text below is version 1's.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Text", exact: true })).not.toContainText(`Terms amended first ${tag}.`);
  await page.getByRole("button", { name: "Save as new version" }).click();
  await expect(page.getByRole("status")).toContainText("saved. The public page shows it now.");
  await page.goto("/terms-and-conditions");
  await expect(page.getByTestId("legal-body")).not.toContainText(`Terms amended first ${tag}.`);
  await expect(page.getByTestId("legal-body")).toContainText("Governing law");
});

test("the disclaimer is linked from the footer, the calculators and the market pages, in both languages", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer", exact: true }).click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disclaimer");
  await expect(page.getByTestId("legal-body")).toContainText("not investment advice");
  await expect(page.getByTestId("legal-body")).toContainText("is not registered with the Securities and Exchange Board of India");

  for (const calculator of ["/margin-calculator", "/sip-calculator", "/economic-calendar", "/live-trading-chart"]) {
    await page.goto(calculator);
    await expect(page.getByRole("main").getByRole("link", { name: "Read the full disclaimer" }), calculator).toHaveAttribute("href", "/disclaimer");
  }
  await page.goto("/hi/risk-reward");
  await page.getByRole("main").getByRole("link", { name: "पूरा डिस्क्लेमर पढ़ें" }).click();
  await expect(page).toHaveURL(/\/hi\/disclaimer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("डिस्क्लेमर");
  // the seeded disclaimer has its Hindi text (decision 0056)
  await expect(page.getByTestId("legal-body")).toHaveAttribute("lang", "hi");
  await expect(page.getByTestId("legal-body")).toContainText("केवल शिक्षा के लिए।");
});

test("an Editor writes the Hindi of a new version in the rich-text editor, and /hi shows it at once", async ({ page, browser, baseURL, app }) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const editorAccount = { email: `editor.legal.${tag.toLowerCase()}@example.test`, password: "Editor-Password-For-Legal-1" };
  const database = openSqlite(path.join(app.dataDir, "site.db"));
  try {
    await createUser(database.db, { email: editorAccount.email, passwordHash: await hashPassword(editorAccount.password), isAdmin: true, role: "editor" });
  } finally {
    await database.close();
  }
  const visitor = await browser.newContext({ baseURL });
  try {
    const publicPage = await visitor.newPage();
    await signInThroughForm(page, editorAccount);
    await page.goto("/admin/legal/terms");
    await waitForHydration(page);
    // a new English version: the Hindi page falls back to its English, with the note
    const english = page.getByRole("textbox", { name: "Text", exact: true });
    await english.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(`Terms for the Hindi check ${tag}.`);
    await page.getByRole("button", { name: "Save as new version" }).click();
    await expect(page.getByRole("status")).toContainText(/Version \d+ saved\. The public page shows it now\./);
    await publicPage.goto("/hi/terms-and-conditions");
    await expect(publicPage.getByTestId("legal-body")).toHaveAttribute("lang", "en-IN");
    await expect(publicPage.getByTestId("legal-body")).toContainText(`Terms for the Hindi check ${tag}.`);
    await expect(publicPage.getByTestId("legal-english-only")).toBeVisible();

    // the editor says the version in force needs its Hindi, beside its English
    const hindi = page.getByTestId("legal-hindi");
    await expect(page.getByTestId("legal-needs-translation")).toBeVisible();
    await expect(hindi.getByTestId("legal-hindi-english")).toContainText(`Terms for the Hindi check ${tag}.`);
    await waitForHydration(page);
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `needs translation: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    const box = hindi.getByRole("textbox", { name: /^Hindi text of version \d+$/ });
    await box.click();
    await page.keyboard.type(`इस संस्करण की शर्तें ${tag}।`);
    await hindi.getByRole("button", { name: /^Save the Hindi of version \d+$/ }).click();
    await expect(page.getByRole("status")).toContainText(/The Hindi text of version \d+ is saved\. The Hindi page shows it now\./);
    await expect(page.getByTestId("legal-needs-translation")).toHaveCount(0);

    // the visitor's cached Hindi page gives way at once
    await publicPage.goto("/hi/terms-and-conditions");
    await expect(publicPage.getByTestId("legal-body")).toHaveAttribute("lang", "hi");
    await expect(publicPage.getByTestId("legal-body")).toContainText(`इस संस्करण की शर्तें ${tag}।`);
    await expect(publicPage.getByTestId("legal-english-only")).toHaveCount(0);
    // version 1 keeps its own Hindi
    await publicPage.goto("/hi/terms-and-conditions?version=1");
    await expect(publicPage.getByTestId("legal-body")).toHaveAttribute("lang", "hi");
    await expect(publicPage.getByTestId("legal-body")).not.toContainText(tag);
    await expect(publicPage.getByTestId("legal-body")).toContainText("लागू क़ानून और विवाद");
  } finally {
    await visitor.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a version dated ahead is saved from the plain form and waits for its day", async ({ page }) => {
    const tag = uniqueTag();
    const ahead = addDays(todayInIndia(), 7);
    await signInThroughForm(page);
    await page.goto("/admin/legal/refund");
    const text = page.getByLabel("Text (HTML)");
    // a past date is refused beside its field, and what was typed stays
    await text.fill(`<p>Refunds within 14 days ${tag}.</p>`);
    await page.getByLabel("Effective from").fill(addDays(todayInIndia(), -1));
    await page.getByRole("button", { name: "Save as new version" }).click();
    await expect(page.getByRole("status")).toContainText("Nothing was saved");
    await expect(page.getByLabel("Effective from")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Text (HTML)")).toHaveValue(`<p>Refunds within 14 days ${tag}.</p>`);

    await page.getByLabel("Effective from").fill(ahead);
    await page.getByRole("button", { name: "Save as new version" }).click();
    await expect(page.getByRole("status")).toContainText(`Version 2 saved. It takes effect on ${ahead}; until then the public page shows the version in force.`);
    await page.goto("/admin/legal");
    await expect(page.getByTestId("legal-table").locator("tbody tr").filter({ hasText: "Refund" })).toContainText(`Version 2 from ${shownDate(ahead)}`);

    await page.goto("/refund-cancellation");
    await expect(page.getByTestId("legal-version")).toHaveText(/^Version 1 · /);
    await expect(page.getByTestId("legal-body")).not.toContainText(tag);
    const early = await page.goto("/refund-cancellation?version=2");
    expect(early?.status()).toBe(404);
  });
});

for (const width of [1280, 375]) {
  test(`the legal screens have no WCAG 2.2 AA violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInThroughForm(page);
    for (const address of ["/admin/legal", "/admin/legal/privacy"]) {
      await page.goto(address);
      await waitForHydration(page);
      const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => `${address}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${address} fits ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
