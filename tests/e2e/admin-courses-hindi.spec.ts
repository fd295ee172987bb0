import type { Page } from "@playwright/test";
import { messages } from "../../app/domain/messages";
import { expectAxeClean } from "./axe";
import { expect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";

// Changes a course: a server of its own, so other files see the seeded site (fixtures.ts).
test.use({ appName: "admin-courses-hindi" });
test.describe.configure({ timeout: 120_000 });

/*
 * A course in Hindi (issue 23, part 3; "an administrator translates a course and sees it on /hi at
 * once") in Chromium, signed in through the real form: the English summary of the demo's Hindi
 * course changes, so /hi shows the course in English, marked so; the course's Hindi view marks that
 * summary "needs translation"; its Hindi is written beside the English and a visitor's browser (its
 * page cache warm) reads the course in Hindi at once. The Hindi view is axe clean at 1280 and 375 px.
 */

const NAME = "Forex Trading Foundations";
const HINDI_NAME = "फ़ॉरेक्स ट्रेडिंग की बुनियाद";
const PAGE = "/hi/courses/forex-trading-foundations";

const courseRow = (page: Page) => page.getByTestId("admin-course-list").getByRole("listitem").filter({ hasText: NAME });

test("an administrator translates a course's changed summary and the visitor reads the course in Hindi on /hi at once", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  try {
    // the seeded Hindi, read once so that the page cache holds it
    await visitor.goto(PAGE);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(HINDI_NAME);

    // the English summary changes in the course editor
    await signInThroughForm(page);
    await page.goto("/admin/courses");
    await waitForHydration(page);
    await expect(courseRow(page).getByTestId("course-hindi-state")).toHaveText("In Hindi");
    await courseRow(page).getByRole("link", { name: `Edit ${NAME}` }).click();
    const englishSummary = `A first course in currency trading, with a written plan from day one ${tag}.`;
    await page.getByTestId("admin-course-list").getByLabel("Summary", { exact: true }).fill(englishSummary);
    await page.getByTestId("admin-course-list").getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toContainText(messages.adminCourses.saved);
    await expect(courseRow(page).getByTestId("course-hindi-state")).toHaveText("Hindi: 1 to translate");

    // /hi shows the English course now, marked as English, rather than a mix
    await visitor.goto(PAGE);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(NAME);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en-IN");
    await expect(visitor.getByText("इस कोर्स की जानकारी अभी सिर्फ़ अंग्रेज़ी में उपलब्ध है।")).toBeVisible();

    // the Hindi view: the summary waits, beside its new English
    await courseRow(page).getByRole("link", { name: `Hindi version of ${NAME}` }).click();
    const form = page.getByRole("form", { name: `${NAME} in Hindi` });
    await expect(page.getByTestId("translation-summary")).toContainText("1 field needs translation.");
    const row = form.getByTestId("translation-row").filter({ hasText: englishSummary });
    await expect(row).toContainText("Needs translation: the English changed after this Hindi was written.");
    await expectAxeClean(page, 1280);
    await expectAxeClean(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    const hindiSummary = `करेंसी ट्रेडिंग का पहला कोर्स, पहले दिन से लिखी हुई योजना के साथ ${tag}।`;
    await row.getByLabel("Summary (Hindi)").fill(hindiSummary);
    await form.getByRole("button", { name: "Save the Hindi texts" }).click();
    await expect(page.getByRole("status")).toContainText(messages.adminCourses.saved);
    await expect(page.getByTestId("translation-summary")).toContainText("Every Hindi text follows the English as it is now.");

    // the visitor reads the course in Hindi at once: its page and its card on /hi/courses
    await visitor.goto(PAGE);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(HINDI_NAME);
    await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /.*/);
    await expect(visitor.getByTestId("course-summary")).toHaveText(hindiSummary);
    await visitor.goto("/hi/courses");
    await expect(visitor.getByRole("heading", { level: 3, name: HINDI_NAME })).toBeVisible();
    // and the English page keeps its English
    await visitor.goto("/courses/forex-trading-foundations");
    await expect(visitor.getByTestId("course-summary")).toHaveText(englishSummary);
  } finally {
    await visitorContext.close();
  }
});
