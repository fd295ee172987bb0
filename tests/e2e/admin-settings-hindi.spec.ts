import { expectAxeClean } from "./axe";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes the settings: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-settings-hindi" });
test.describe.configure({ timeout: 120_000 });

/*
 * The settings' texts in Hindi (issue 23, part 3; decision 0058) in Chromium, signed in through the
 * real form: the English address changes, so /hi/contact shows it in English, marked lang="en-IN",
 * and the settings screen marks its Hindi "needs translation"; an administrator writes the Hindi
 * tagline and address beside the English, and a visitor's browser (its page cache warm) reads them
 * in Hindi on /hi/contact at once, unmarked. The Hindi view is axe clean at 1280 and 375 px.
 */

const SEEDED_TAGLINE = "अनुशासन के साथ ट्रेडिंग सीखें, एक-एक कैंडल करके।";

test("an administrator writes the Hindi tagline and address and /hi/contact shows them at once", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const tagline = visitor.getByTestId("footer-tagline");
  const address = visitor.getByTestId("footer-address");
  try {
    // the seeded Hindi, read once so that the page cache holds it
    await visitor.goto("/hi/contact");
    await expect(tagline).toHaveText(SEEDED_TAGLINE);
    await expect(tagline).not.toHaveAttribute("lang", /.*/);
    await expect(address).toContainText("पुणे, महाराष्ट्र");

    // the English address changes on the settings screen
    await signInThroughForm(page);
    await page.goto("/admin/settings");
    await waitForHydration(page);
    await expect(page.getByTestId("settings-hindi-state")).toHaveText("In Hindi");
    const englishAddress = `Office 9, Aundh Road, Pune, Maharashtra 411007, India ${tag}`;
    await page.getByRole("textbox", { name: "Address", exact: true }).fill(englishAddress);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status")).toContainText("Settings saved");
    await expect(page.getByTestId("settings-hindi-state")).toHaveText("Hindi: 1 to translate");

    // /hi/contact shows the new English address, marked as English, rather than the outdated Hindi
    await visitor.goto("/hi/contact");
    await expect(address).toHaveText(englishAddress);
    await expect(address).toHaveAttribute("lang", "en-IN");
    await expect(tagline).toHaveText(SEEDED_TAGLINE);

    // the Hindi view: the address waits, beside its new English
    await page.getByRole("link", { name: "Hindi version of the tagline, address, business hours and SEBI registration" }).click();
    const form = page.getByRole("form", { name: "Site settings in Hindi" });
    await expect(page.getByTestId("translation-summary")).toContainText("1 field needs translation.");
    const addressRow = form.getByTestId("translation-row").filter({ hasText: englishAddress });
    await expect(addressRow).toContainText("Needs translation: the English changed after this Hindi was written.");
    await expectAxeClean(page, 1280);
    await expectAxeClean(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    const hindiTagline = `अनुशासन से ट्रेड करें, जोखिम को समझें ${tag}।`;
    const hindiAddress = `ऑफ़िस 9, औंध रोड, पुणे, महाराष्ट्र 411007, भारत ${tag}`;
    await form.getByLabel("Tagline (Hindi)").fill(hindiTagline);
    await addressRow.getByLabel("Address (Hindi)").fill(hindiAddress);
    await form.getByRole("button", { name: "Save the Hindi texts" }).click();
    await expect(page.getByTestId("translation-summary")).toContainText("Every Hindi text follows the English as it is now.");
    await expect(page.getByTestId("settings-hindi-state")).toHaveText("In Hindi");

    // the visitor reads them in Hindi at once, unmarked; the English page keeps its English
    await visitor.goto("/hi/contact");
    await expect(tagline).toHaveText(hindiTagline);
    await expect(tagline).not.toHaveAttribute("lang", /.*/);
    await expect(address).toHaveText(hindiAddress);
    await expect(address).not.toHaveAttribute("lang", /.*/);
    await visitor.goto("/contact");
    await expect(address).toHaveText(englishAddress);
  } finally {
    await visitorContext.close();
  }
});
