import type { Page } from "@playwright/test";
import { courseCategories } from "../../app/domain/course-categories";
import { demoBlogs, demoCourses, demoSiteSettings, demoTestimonials, demoTrustLogos } from "../../app/server/db/demo-content.server";
import { atPath, expect, test } from "./fixtures";
import { axeOn } from "./axe";

const publishedBlogs = demoBlogs.filter((blog) => blog.status === "Published");
const draftBlogs = demoBlogs.filter((blog) => blog.status === "Draft");
const publishedTestimonials = demoTestimonials.filter((testimonial) => testimonial.status === "Published");
const SECTIONS_IN_ORDER = ["hero", "trust", "courses", "features", "why-us", "statistics", "testimonials", "explore", "app", "videos", "blogs"];

function categoryCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const course of demoCourses) counts.set(course.category, (counts.get(course.category) ?? 0) + 1);
  return counts;
}

/** the largest category (several courses), so that filtering visibly removes cards */
function largestCategory(): [string, number] {
  return [...categoryCounts()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
}

/**
 * The site's script has started (the home page has no framework: decision 0047), polled from the
 * test's side: the page's own timers may be under page.clock, so nothing here may wait on a timer
 * inside the page.
 */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.behaviour), { message: "the site's script started" })
    .toBe("ready");
}

/** The page's timers stand still until the test moves them (page.clock.runFor). */
async function freezeClock(page: Page): Promise<void> {
  const start = new Date("2026-11-02T10:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

const chips = (page: Page) => page.getByRole("navigation", { name: "Filter courses by category" });
const cards = (page: Page) => page.getByTestId("course-list").getByRole("listitem");
const slides = (page: Page) => page.getByTestId("testimonial-track").locator(":scope > li");

/** Which slide the carousel shows, by author (only one slide is not hidden from assistive technology). */
async function currentAuthor(page: Page): Promise<string> {
  // textContent: the section is laid out only near the viewport (content-visibility, home.css),
  // and innerText is empty while it is not, as after a click on the hero's heading
  return ((await page.getByTestId("testimonial-track").locator(':scope > li[data-current="true"] figcaption').textContent()) ?? "").trim();
}

test.describe("home page", () => {
  test("shows its sections in the spec's order, with the hero's fixed content", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const order = await page.locator("[data-home-section]").evaluateAll((sections) => sections.map((section) => section.getAttribute("data-home-section")));
    expect(order).toEqual(SECTIONS_IN_ORDER);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One Dashboard. Endless Skills. Infinite Growth.");
    const tags = page.getByRole("list", { name: "Popular courses" }).getByRole("listitem");
    await expect(tags).toHaveText(["Graphic Designing", "Web Development", "Google Ads", "Digital Marketing", "Master SMC"]);
    await expect(tags.getByRole("link")).toHaveCount(0); // plain text, not links
    await expect(page.getByRole("heading", { name: "Top Categories" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Instagram/ }).first()).toHaveAttribute("href", demoSiteSettings.social.instagram);
    await expect(page.getByRole("heading", { name: "Customer Success" })).toBeVisible();
    await expect(page.getByText("8.50%", { exact: true })).toBeVisible();
    await expect(page.getByText(/life free from inequality/)).toBeVisible();
    await expect(page.getByTestId("hero-badges").locator("li")).toHaveCount(3);
    for (const badge of await page.getByTestId("hero-badges").locator("li").all()) await expect(badge).toBeVisible();

    // the hero picture is preloaded and has its size (no layout shift)
    await expect(page.locator('head > link[rel="preload"][as="image"][href="/demo/hero.svg"]')).toHaveCount(1);
    // and nothing below it competes with it and the stylesheet for the first bytes
    await expect(page.locator('link[rel="preload"][as="image"][href^="/demo/logos/"]')).toHaveCount(0);
    const hero = page.locator('img[src="/demo/hero.svg"]');
    await expect(hero).toHaveAttribute("width", "560");
    await expect(hero).toHaveAttribute("height", "480");

    // every picture has its size; those below the fold wait until they are needed
    const images = await page.locator("main img").evaluateAll((elements) =>
      elements.map((image) => ({ src: image.getAttribute("src"), width: image.getAttribute("width"), height: image.getAttribute("height"), loading: image.getAttribute("loading"), top: image.getBoundingClientRect().top + window.scrollY })),
    );
    for (const image of images) {
      expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
      expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
      if (image.top > 2_000) expect(image.loading, `${image.src} below the fold`).toBe("lazy");
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId("hero-badges").locator("li").first()).toBeHidden(); // the badges start at md
  });

  test("the trust banner loops 13 logos three times in 15 s once in view, pauses on request and not at all under reduced motion", async ({ page, browser, baseURL }) => {
    // a first screen without the banner (it starts 950 px down at this width)
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Trusted by 10,000+ Learners Worldwide" })).toBeVisible();
    const marquee = page.getByTestId("trust-marquee");
    await expect(marquee.locator("img")).toHaveCount(demoTrustLogos.length * 3);
    expect(demoTrustLogos).toHaveLength(13);
    // the first copy is read out, the two others only close the loop
    await expect(marquee.getByRole("img")).toHaveCount(13);
    await expect(marquee.getByRole("img", { name: demoTrustLogos[0]!.name })).toHaveCount(1);

    const track = marquee.locator("ul");
    const animation = () => track.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: style.animationDuration, timing: style.animationTimingFunction, state: style.animationPlayState };
    });
    // still until it comes near the viewport: a moving row is painted whole at once (issue 25)
    await hydrated(page);
    expect(await animation()).toMatchObject({ name: "none" });
    await marquee.scrollIntoViewIfNeeded();
    await expect.poll(animation).toEqual({ name: "home-marquee", duration: "15s", timing: "linear", state: "running" });

    const pause = page.getByRole("button", { name: "Pause logos" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole("button", { name: "Play logos" })).toBeVisible();
    await expect.poll(async () => (await animation()).state).toBe("paused");
    await page.getByRole("button", { name: "Play logos" }).click();
    await expect.poll(async () => (await animation()).state).toBe("running");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(async () => (await animation()).name).toBe("none");

    // without a script it moves from the start
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 600 } });
    try {
      const plain = await context.newPage();
      await plain.goto("/");
      expect(await plain.getByTestId("trust-marquee").locator("ul").evaluate((element) => getComputedStyle(element).animationName)).toBe("home-marquee");
    } finally {
      await context.close();
    }
  });

  test("shows the seeded courses with category chips and counts, All Courses first and selected", async ({ page }) => {
    expect(demoCourses.length).toBeGreaterThanOrEqual(9);
    await page.goto("/");
    const chipLinks = chips(page).getByRole("link");
    await expect(chipLinks.first()).toHaveText(`All Courses (${demoCourses.length})`);
    await expect(chipLinks.first()).toHaveAttribute("aria-current", "true");
    for (const [category, count] of categoryCounts()) {
      await expect(chips(page).getByRole("link", { name: `${category} (${count})`, exact: true })).toBeVisible();
    }

    await expect(cards(page)).toHaveCount(demoCourses.length);
    const names = await cards(page).getByRole("heading").allInnerTexts();
    expect(names).toEqual([...demoCourses].sort((a, b) => a.sortOrder! - b.sortOrder!).map((course) => course.name));
    for (const course of demoCourses) {
      const card = cards(page).filter({ has: page.getByRole("heading", { name: course.name, exact: true }) });
      const visit = card.getByRole("link", { name: /^Visit Course/ });
      await expect(visit).toHaveAttribute("target", "_blank");
      await expect(visit).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(visit).toHaveAttribute("href", course.link);
    }
    const width = await cards(page).first().evaluate((card) => card.getBoundingClientRect().width);
    expect(width).toBe(270);

    const guide = page.getByTestId("category-guide").getByRole("listitem");
    await expect(guide).toHaveText([...courseCategories]);
  });

  test("the scroll buttons move the course carousel by 320 px on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const list = page.getByTestId("course-list");
    const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await page.getByRole("button", { name: "Scroll courses right" }).click();
    await expect.poll(scrollLeft).toBe(320);
    await page.getByRole("button", { name: "Scroll courses left" }).click();
    await expect.poll(scrollLeft).toBe(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole("button", { name: "Scroll courses right" })).toBeHidden();
  });

  test("a Visit Course link opens the course in a new tab without an opener", async ({ page, context }) => {
    // The course platform is another site: answer its requests locally instead of going online.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Course platform</title><p>course</p>" }),
    );
    await page.goto("/");
    const visit = cards(page).getByRole("link", { name: /^Visit Course/ }).first();
    const href = await visit.getAttribute("href");
    const [popup] = await Promise.all([context.waitForEvent("page"), visit.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(atPath("/")); // the site itself stays open in the first tab
  });

  test("a category chip filters in place with JavaScript", async ({ page }) => {
    const [category, count] = largestCategory();
    await page.goto("/");
    await hydrated(page);
    await chips(page).getByRole("link", { name: `${category} (${count})`, exact: true }).click();
    await expect(chips(page).getByRole("link", { name: `${category} (${count})`, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(cards(page)).toHaveCount(count);
    await expect(page).toHaveURL(atPath("/")); // no reload: the choice is made in the page
    const other = demoCourses.find((course) => course.category !== category)!;
    await expect(page.getByRole("heading", { name: other.name, exact: true })).toHaveCount(0);

    await chips(page).getByRole("link", { name: /^All Courses/ }).click();
    await expect(cards(page)).toHaveCount(demoCourses.length);
    await expect(chips(page).getByRole("link", { name: /^All Courses/ })).toHaveAttribute("aria-current", "true");
  });

  test("without JavaScript the chips are links that filter on the server", async ({ browser, baseURL }) => {
    const [category, count] = largestCategory();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/");
      const chip = chips(page).getByRole("link", { name: `${category} (${count})`, exact: true });
      await expect(chip).toHaveAttribute("href", `/?category=${encodeURIComponent(category)}#courses`);
      await chip.click();
      await expect(page).toHaveURL((url) => url.searchParams.get("category") === category && url.hash === "#courses");
      await expect(cards(page)).toHaveCount(count);
      await expect(chips(page).getByRole("link", { name: `${category} (${count})`, exact: true })).toHaveAttribute("aria-current", "true");

      await chips(page).getByRole("link", { name: /^All Courses/ }).click();
      await expect(cards(page)).toHaveCount(demoCourses.length);

      // an unknown category shows everything rather than nothing
      await page.goto("/?category=No%20Such%20Thing");
      await expect(cards(page)).toHaveCount(demoCourses.length);
      await expect(chips(page).getByRole("link", { name: /^All Courses/ })).toHaveAttribute("aria-current", "true");
    } finally {
      await context.close();
    }
  });

  test("features, why-us and the six community statistics", async ({ page }) => {
    await page.goto("/");
    const features = page.getByRole("region", { name: "Skills that pay for themselves" }).getByRole("listitem");
    await expect(features.getByRole("heading")).toHaveText(["Trading courses", "Digital marketing", "Full-stack web development"]);
    const whyUs = page.getByRole("region", { name: "Calm, precise and practical" }).getByRole("listitem");
    await expect(whyUs.getByRole("heading")).toHaveText(["Expert guidance", "Flexible learning", "Practical insights", "Supportive community"]);
    const figures = page.getByRole("region", { name: "Growing together" }).locator("dd");
    await expect(figures).toHaveText(["100+", "1k+", "35+", "500+", "200+", "100+"]);
  });

  test("testimonials advance every 5 s with a 500 ms slide and wrap both ways", async ({ page }) => {
    expect(publishedTestimonials.length).toBeGreaterThanOrEqual(3);
    const authors = publishedTestimonials.map((testimonial) => testimonial.author);
    await freezeClock(page);
    await page.goto("/");
    await hydrated(page);
    await expect(slides(page)).toHaveCount(authors.length);
    expect(await currentAuthor(page)).toBe(authors[0]);
    await expect(slides(page).and(page.locator('[aria-hidden="true"]'))).toHaveCount(authors.length - 1);
    expect(await page.getByTestId("testimonial-track").evaluate((track) => getComputedStyle(track).transitionDuration)).toBe("0.5s");

    await page.clock.runFor(4_900);
    expect(await currentAuthor(page)).toBe(authors[0]);
    await page.clock.runFor(200);
    await expect.poll(() => currentAuthor(page)).toBe(authors[1]);
    for (let index = 2; index <= authors.length; index++) {
      await page.clock.runFor(5_000);
      await expect.poll(() => currentAuthor(page)).toBe(authors[index % authors.length]); // the last wraps to the first
    }

    // previous from the first wraps to the last; the dots choose directly
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(() => currentAuthor(page)).toBe(authors.at(-1));
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect.poll(() => currentAuthor(page)).toBe(authors[0]);
    await page.getByRole("button", { name: "Show testimonial 2" }).click();
    await expect.poll(() => currentAuthor(page)).toBe(authors[1]);
    await expect(page.getByRole("button", { name: "Show testimonial 2" })).toHaveAttribute("aria-current", "true");
  });

  test("testimonials pause on hover, on focus, with the pause button and under reduced motion", async ({ page }) => {
    const authors = publishedTestimonials.map((testimonial) => testimonial.author);
    await freezeClock(page);
    await page.goto("/");
    await hydrated(page);
    const carousel = page.getByTestId("testimonials-carousel");

    await carousel.getByRole("blockquote").first().hover();
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(12_000);
    expect(await currentAuthor(page)).toBe(authors[0]);
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-rotating", "true");

    await page.getByRole("button", { name: "Next testimonial" }).focus();
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(12_000);
    expect(await currentAuthor(page)).toBe(authors[0]);

    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await expect(page.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click(); // focus and pointer leave the carousel
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    expect(await currentAuthor(page)).toBe(authors[0]);
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.getByRole("button", { name: "Play testimonials" }).click();
    await page.getByRole("heading", { level: 1 }).click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await page.clock.runFor(5_000);
    await expect.poll(() => currentAuthor(page)).toBe(authors[1]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(12_000);
    expect(await currentAuthor(page)).toBe(authors[1]);
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeVisible(); // still usable by hand
  });

  test("without JavaScript every testimonial is readable", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/");
      const scroller = page.getByRole("region", { name: "Testimonials, scroll sideways for more" });
      await expect(scroller).toHaveAttribute("tabindex", "0");
      for (const testimonial of publishedTestimonials) {
        const slide = slides(page).filter({ hasText: testimonial.author });
        await expect(slide).not.toHaveAttribute("aria-hidden", "true");
        await slide.scrollIntoViewIfNeeded();
        await expect(slide.getByRole("blockquote")).toBeInViewport();
      }
    } finally {
      await context.close();
    }
  });

  test("the video player loads only when a lesson is played", async ({ page, context }) => {
    const requested: string[] = [];
    await context.route(/youtube/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" });
    });
    await page.goto("/");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Learn from our video lessons" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("figure")).toHaveCount(3);
    await expect(section.locator("figcaption")).toHaveText(["Shooting star candlestick patterns", "Lot size in forex", "Risk-reward ratio"]);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(section.getByRole("link", { name: /video channel/ })).toHaveAttribute("href", demoSiteSettings.videoChannelUrl);
    expect(requested).toEqual([]);

    await section.getByRole("link", { name: "Play video lesson: Lot size in forex" }).click();
    const player = section.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("src", new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${demoSiteSettings.videoLessonIds[1]}\\?`));
    await expect(player).toHaveAttribute("title", "Video lesson: Lot size in forex");
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
  });

  test("the app section links the stores from the settings and shows a mockup when its picture fails", async ({ page }) => {
    await page.route("**/demo/app-phone.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Learn on the go" });
    await expect(section.getByRole("link", { name: /Get it on Android/ })).toHaveAttribute("href", demoSiteSettings.androidAppUrl);
    await expect(section.getByText("iOS app coming soon")).toBeVisible(); // the settings hold the placeholder "#"
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId("app-mockup")).toBeVisible();
    await expect(section.getByRole("img", { name: "Mobile app preview" })).toBeVisible();
  });

  test("the app picture shows when it loads", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Learn on the go" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("img", { name: /mobile app on a phone/ })).toBeVisible();
    await expect.poll(() => section.locator('img[src="/demo/app-phone.svg"]').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(section.getByTestId("app-mockup")).toHaveCount(0);
  });

  test("latest blogs show three published posts, newest first, with Read More links", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Latest blogs" });
    await expect(section.getByRole("listitem")).toHaveCount(3);
    const newest = [...publishedBlogs].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(newest.map((blog) => blog.title));
    await expect(section.getByRole("link", { name: "View All Blog Posts" })).toHaveAttribute("href", "/blog");

    const first = section.getByRole("link", { name: /^Read More/ }).first();
    await expect(first).toHaveAttribute("href", `/blog/${newest[0]!.slug}`);
    await first.click();
    await expect(page).toHaveURL(atPath(`/blog/${newest[0]!.slug}`));
    await expect(page.getByRole("heading", { level: 1, name: newest[0]!.title })).toBeVisible();
  });

  test("draft posts never appear on the home page or the blog", async ({ page }) => {
    expect(draftBlogs.length).toBeGreaterThan(0);
    for (const path of ["/", "/blog"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const html = await page.content();
      for (const draft of draftBlogs) {
        expect(html, `${path} carries the draft "${draft.title}" in its HTML or data`).not.toContain(draft.title);
        expect(html, `${path} links the draft "${draft.slug}"`).not.toContain(`/blog/${draft.slug}`);
      }
    }
  });

  test("at 375 px nothing sticks out sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  for (const width of [1280, 375]) {
    test(`axe finds no violation on the home page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await hydrated(page);
      const results = await axeOn(page).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
