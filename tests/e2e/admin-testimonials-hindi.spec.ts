import type { Page } from "@playwright/test";
import { messages } from "../../app/domain/messages";
import { expectAxeClean } from "./axe";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes a testimonial: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-testimonials-hindi" });
test.describe.configure({ timeout: 120_000 });

/*
 * A testimonial in Hindi (issue 23, part 3; decision 0055) in Chromium, signed in through the real
 * form: the English quote of a demo testimonial changes, so /hi shows it in English, marked and
 * said so; the list and the Hindi view mark it "needs translation"; its Hindi is written beside the
 * English and a visitor's browser (its page cache warm) reads it in Hindi on /hi at once. The Hindi
 * view is axe clean at 1280 and 375 px.
 */

const AUTHOR = "Rohan Iyer";
const row = (page: Page) => page.getByTestId("admin-testimonial-list").getByRole("listitem").filter({ hasText: AUTHOR });
const rohanQuote = (visitor: Page) => visitor.getByTestId("testimonial-track").getByRole("listitem").filter({ hasText: AUTHOR }).getByTestId("testimonial-quote");

test("an administrator translates a testimonial's changed quote and the visitor reads it in Hindi on /hi at once", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  try {
    // the seeded Hindi, read once so that the page cache holds it
    await visitor.goto("/hi");
    await expect(rohanQuote(visitor)).toContainText("मेंटर टेक्निकल एनालिसिस को आसान भाषा में समझाते हैं");
    await expect(rohanQuote(visitor)).not.toHaveAttribute("lang", /.*/);

    // the English quote changes in the testimonial editor
    await signInThroughForm(page);
    await page.goto("/admin/testimonials");
    await waitForHydration(page);
    await expect(row(page).getByTestId("testimonial-hindi-state")).toHaveText("In Hindi");
    await row(page).getByRole("link", { name: `Edit testimonial by ${AUTHOR}` }).click();
    const englishQuote = `The mentors explain every chart in plain language, losing trades included ${tag}.`;
    await page.getByRole("textbox", { name: "Quote", exact: true }).fill(englishQuote);
    await page.getByRole("button", { name: messages.testimonials.update }).click();
    // the list's "Loading testimonials" status may show beside the form's own while the page reloads its data
    await expect(page.getByRole("status").filter({ hasText: messages.testimonials.updated })).toBeVisible();
    await expect(row(page).getByTestId("testimonial-hindi-state")).toHaveText("Hindi: 1 to translate");

    // /hi shows the English quote now, marked as English and said so, rather than an outdated Hindi
    await visitor.goto("/hi");
    await expect(rohanQuote(visitor)).toHaveText(`“${englishQuote}”`);
    await expect(rohanQuote(visitor)).toHaveAttribute("lang", "en-IN");

    // the Hindi view: the quote waits, beside its new English
    await row(page).getByRole("link", { name: `Hindi version of the testimonial by ${AUTHOR}` }).click();
    const form = page.getByRole("form", { name: `Testimonial by ${AUTHOR} in Hindi` });
    await expect(page.getByTestId("translation-summary")).toContainText("1 field needs translation.");
    const box = form.getByTestId("translation-row").filter({ hasText: englishQuote });
    await expect(box).toContainText("Needs translation: the English changed after this Hindi was written.");
    await expectAxeClean(page, 1280);
    await expectAxeClean(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    const hindiQuote = `मेंटर हर चार्ट आसान भाषा में समझाते हैं, घाटे वाले ट्रेड भी ${tag}।`;
    await box.getByLabel("Quote (Hindi)").fill(hindiQuote);
    await form.getByRole("button", { name: "Save the Hindi texts" }).click();
    await expect(page.getByTestId("translation-summary")).toContainText("Every Hindi text follows the English as it is now.");

    // the visitor reads it in Hindi at once, unmarked; the English page keeps its English
    await visitor.goto("/hi");
    await expect(rohanQuote(visitor)).toHaveText(`“${hindiQuote}”`);
    await expect(rohanQuote(visitor)).not.toHaveAttribute("lang", /.*/);
    await visitor.goto("/");
    await expect(rohanQuote(visitor)).toHaveText(`“${englishQuote}”`);
  } finally {
    await visitorContext.close();
  }
});
