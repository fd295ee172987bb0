import type { Page } from "@playwright/test";
import { catalogue } from "../../app/i18n/catalogue";
import { demoCourses, demoTestimonials } from "../../app/server/db/demo-content.server";
import { atPath, clickUntil, expect, test, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

/*
 * The Hindi home page in a browser (issue 23): it hydrates on the texts the server rendered with
 * (no console error, no hydration warning, no flash of English), its controls work and speak
 * Hindi, and a visitor who follows its links stays in the Hindi edition.
 */

const { home, footer, legal } = catalogue;

/** Every console error, hydration warning and uncaught exception of the page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

// textContent: the section is laid out only near the viewport (content-visibility, home.css)
const currentAuthor = async (page: Page) => ((await page.getByTestId("testimonial-track").locator(':scope > li[data-current="true"] figcaption').textContent()) ?? "").trim();

test("/hi hydrates without a console error, and its chips, carousel and banner work in Hindi", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/hi");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hi.heroHeadline);

  // the chips filter in place, named in Hindi
  const category = "Trading Strategies";
  const chips = page.getByRole("navigation", { name: home.hi.filterByCategory });
  await clickUntil(chips.getByRole("link", { name: new RegExp(home.hi.categoryTradingStrategies) }), "aria-current", "true");
  await expect(page.getByTestId("course-list").getByRole("listitem")).toHaveCount(demoCourses.filter((course) => course.category === category).length);

  // the carousel's buttons, by their Hindi names
  const authors = demoTestimonials.filter((testimonial) => testimonial.status === "Published").map((testimonial) => testimonial.author);
  await page.getByRole("button", { name: home.hi.pauseTestimonials }).click();
  await expect(page.getByRole("button", { name: home.hi.playTestimonials })).toBeVisible();
  // the carousel may have turned on its own before the pause (every 5 s): next and previous go from
  // where it stands; the slides not shown are hidden, so the list's first item is the one shown
  const at = authors.indexOf(await currentAuthor(page));
  expect(at, "the current testimonial is a published one").toBeGreaterThanOrEqual(0);
  await page.getByRole("button", { name: home.hi.nextTestimonial }).click();
  await expect.poll(() => currentAuthor(page)).toBe(authors[(at + 1) % authors.length]);
  await page.getByRole("button", { name: home.hi.previousTestimonial }).click();
  await expect.poll(() => currentAuthor(page)).toBe(authors[at]);
  await expect(page.getByRole("group", { name: home.hi.testimonialsCarousel }).getByRole("listitem").first()).toHaveAttribute("aria-label", `${authors.length} में से ${at + 1}`);

  // the trust banner's pause button
  await page.getByRole("button", { name: home.hi.pauseLogos }).click();
  await expect(page.getByRole("button", { name: home.hi.playLogos })).toBeVisible();

  expect(problems).toEqual([]);
});

test("the Hindi header menus open, and the footer's links keep the visitor in Hindi", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/hi");
  await waitForHydration(page);
  const coursesButton = page.getByRole("navigation", { name: "मुख्य" }).getByRole("button", { name: "कोर्स" });
  await clickUntil(coursesButton, "aria-expanded", "true");
  await expect(page.locator("#courses-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(coursesButton).toHaveAttribute("aria-expanded", "false");

  // a client-side navigation to another area's page brings that page's texts along
  await page.getByRole("contentinfo").getByRole("link", { name: footer.hi.privacy }).click();
  await expect(page).toHaveURL(atPath("/hi/privacy-policy"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.hi.privacyTitle);
  // the seeded privacy policy has its Hindi text (decision 0056): no English-only note
  await expect(page.getByTestId("legal-body")).toHaveAttribute("lang", "hi");
  await expect(page.getByText(legal.hi.englishOnly)).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // and the 404 page's way back leads to the Hindi home page
  await page.goto("/hi/no-such-page");
  await waitForHydration(page);
  await page.getByRole("link", { name: catalogue.notFound.hi.backHome }).click();
  await expect(page).toHaveURL(atPath("/hi"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hi.heroHeadline);

  expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
});

test("the phone menu of a Hindi page opens and closes with its Hindi labels", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const problems = watchConsole(page);
  await page.goto("/hi/about");
  await waitForHydration(page);
  const menuButton = page.locator('button[aria-controls="mobile-menu"]');
  await expect(menuButton).toHaveAccessibleName("मेन्यू खोलें");
  await clickUntil(menuButton, "aria-expanded", "true");
  await expect(menuButton).toHaveAccessibleName("मेन्यू बंद करें");
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "हमारे बारे में" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toHaveAccessibleName("मेन्यू खोलें");
  expect(problems).toEqual([]);
});

// One test per page: seven axe runs in one test outlasted its minute on a busy CI machine.
for (const path of ["/hi", "/hi/about", "/hi/terms-and-conditions", "/hi/privacy-policy", "/hi/refund-cancellation", "/hi/disclaimer", "/hi/no-such-page"]) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const results = await axeOn(page).analyze();
    expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
