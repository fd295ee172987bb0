import { type Browser, type Page } from "@playwright/test";
import { messages } from "../../app/domain/messages";
import { atPath, expect as baseExpect, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

// A shared two-core machine under other engineers' builds: generous waits, each still able to fail.
const expect = baseExpect.configure({ timeout: 30_000 });

// Changes public content: a server of its own (fixtures.ts).
test.use({ appName: "admin-revisions" });
// Long stories (several saves, two browsers) on a shared two-core machine.
test.describe.configure({ timeout: 360_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

/*
 * Revisions and autosave in Chromium (issue 21, decision 0041): a post overwritten and brought
 * back from its revision; two administrators saving the same post, the second refused with the
 * first one's name and nothing lost; typing, a closed tab, and the draft offered on reopening.
 */

async function openBlogs(page: Page) {
  await page.goto("/admin/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
  await waitForHydration(page);
}

async function createPost(page: Page, title: string, content: string) {
  await openBlogs(page);
  await page.getByRole("link", { name: "New post" }).click();
  const dialog = page.getByRole("dialog", { name: "New blog post" });
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill(`All about ${title}.`);
  await dialog.getByLabel("Keywords").fill("risk, stop loss");
  await dialog.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type(content);
  await dialog.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("status")).toContainText(messages.blogAdmin.created);
}

async function openEditor(page: Page, title: string) {
  await openBlogs(page);
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit blog post" });
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal")), { timeout: 60_000 }).toBe(true);
  // the rich-text editor is there (it loads after hydration)
  await expect(dialog.getByRole("textbox", { name: "Content" })).toBeVisible();
  return dialog;
}

async function expectAxeClean(page: Page) {
  const results = await axeOn(page).include("main").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function addAdmin(page: Page, email: string): Promise<string> {
  const password = `Revisions-${uniqueTag()}-Pass`;
  await page.goto("/admin/users");
  const form = page.getByRole("region", { name: "Add a user" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Role").selectOption({ label: "Administrator" });
  await form.getByLabel("Initial password (optional)").fill(password);
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
  return password;
}

async function signedInPage(browser: Browser, baseURL: string | undefined, credentials?: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, credentials);
  return page;
}

test("a post overwritten by mistake is restored from its revision, and the restore is a revision too", async ({ page }) => {
  const tag = uniqueTag();
  const title = `Trailing stops ${tag}`;
  await signInThroughForm(page);
  await createPost(page, title, "Move the stop only in the direction of the trade.");

  const dialog = await openEditor(page, title);
  await dialog.getByLabel("Title").fill(`Overwritten ${tag}`);
  await dialog.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Oops, wrong text.");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(messages.blogAdmin.updated);

  const editor = await openEditor(page, `Overwritten ${tag}`);
  await editor.getByRole("link", { name: "Revisions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Revisions: Overwritten ${tag}` })).toBeVisible();
  const versions = page.getByTestId("revision-list").getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Saved by admin@");
  // the older version, compared with the current one: words removed and added, no markup
  await versions.nth(1).getByRole("link").click();
  await page.getByRole("link", { name: "Compare with the current version" }).click();
  const diff = page.getByTestId("revision-diff");
  await expect(diff.locator("del").filter({ hasText: "Move the stop" })).toHaveCount(1);
  await expect(diff.locator("ins").filter({ hasText: "Oops" })).toHaveCount(1);
  await expect(diff).not.toContainText("<p>");

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page);
    const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  }

  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByRole("status")).toContainText("restored");
  await expect(page.getByRole("heading", { level: 1, name: `Revisions: ${title}` })).toBeVisible();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Restored by admin@");

  // readers see the words as they were
  await page.goto("/admin/blogs");
  await expect(page.getByTestId("blog-table")).toContainText(title);
  await expect(page.getByTestId("blog-table")).not.toContainText(`Overwritten ${tag}`);
  const restored = await openEditor(page, title);
  await expect(restored.getByRole("textbox", { name: "Content" })).toContainText("Move the stop only in the direction of the trade.");
  // the audit trail says who restored it
  await page.goto("/admin/audit");
  await expect(page.getByRole("main")).toContainText("blog.restore");
});

test("two administrators edit the same post: the second save is refused naming the first, and nothing is overwritten", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const title = `Position sizing ${tag}`;
  await signInThroughForm(page);
  await createPost(page, title, "Risk one percent per trade.");
  const secondEmail = `editor-${tag}@example.test`;
  const password = await addAdmin(page, secondEmail);
  const second = await signedInPage(browser, baseURL, { email: secondEmail, password });

  // both open the post
  const mine = await openEditor(page, title);
  const theirs = await openEditor(second, title);

  // the second administrator saves first
  await theirs.getByLabel("Title").fill(`${title} (checked)`);
  await theirs.getByRole("button", { name: "Save changes" }).click();
  await expect(second.getByRole("status")).toContainText(messages.blogAdmin.updated);

  // then my save, from the version I opened, is refused with their name, my typing still in the form
  await mine.getByLabel("Description").fill(`My careful description ${tag}`);
  await mine.getByRole("button", { name: "Save changes" }).click();
  const alert = page.getByRole("dialog", { name: "Edit blog post" }).getByRole("alert");
  await expect(alert).toContainText(`${secondEmail} saved this post`);
  await expect(alert).toContainText("Nothing was overwritten");
  await expect(page.getByRole("dialog", { name: "Edit blog post" }).getByLabel("Description")).toHaveValue(`My careful description ${tag}`);

  // their title stands
  await second.goto("/admin/blogs");
  await expect(second.getByTestId("blog-table")).toContainText(`${title} (checked)`);

  // saving again without choosing is refused again; choosing to save over theirs keeps theirs as a revision
  const dialog = page.getByRole("dialog", { name: "Edit blog post" });
  await dialog.getByLabel("Save mine over theirs (theirs stays in the revisions)").check();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(messages.blogAdmin.updated);
  await second.context().close();
});

test("typing in a tab closed before saving is offered back on reopening, from this browser or from the server", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const title = `Gap risk ${tag}`;
  await signInThroughForm(page);
  await createPost(page, title, "Prices can open beyond the stop.");

  // typed with the connection lost, and the tab closed: the browser's copy
  let editor = await openEditor(page, title);
  await page.route("**/admin/autosave", (route) => route.abort("internetdisconnected"));
  await editor.getByLabel("Description").fill(`Typed just before the tab closed ${tag}`);
  await expect(editor.getByTestId("autosave-status")).toContainText("kept in this browser");
  const context = page.context();
  await page.close();

  const reopened = await context.newPage();
  editor = await openEditor(reopened, title);
  const offer = editor.getByTestId("draft-offer");
  await expect(offer).toContainText("kept in this browser");
  await offer.getByRole("button", { name: "Restore my draft" }).click();
  editor = reopened.getByRole("dialog", { name: "Edit blog post" });
  await expect(editor.getByLabel("Description")).toHaveValue(`Typed just before the tab closed ${tag}`);
  await expect(editor.getByTestId("draft-offer")).toHaveCount(0);

  // a few seconds later it is on the server too: another browser (a new session) is offered it
  await expect(editor.getByTestId("autosave-status")).toContainText("kept on the server", { timeout: 10_000 });
  await reopened.close();
  const elsewhere = await signedInPage(browser, baseURL);
  const other = await openEditor(elsewhere, title);
  await expect(other.getByTestId("draft-offer")).toContainText("kept on the server");
  await other.getByRole("link", { name: "Restore my draft" }).click();
  await expect(elsewhere).toHaveURL(/draft=1/);
  await expect(elsewhere.getByRole("dialog", { name: "Edit blog post" }).getByLabel("Description")).toHaveValue(`Typed just before the tab closed ${tag}`);

  // discarded: the saved post opens, and nothing is offered any more
  await elsewhere.goto("/admin/blogs");
  const again = await openEditor(elsewhere, title);
  await again.getByTestId("draft-offer").getByRole("button", { name: "Discard it" }).click();
  await expect(elsewhere).toHaveURL(atPath("/admin/blogs"));
  const clean = await openEditor(elsewhere, title);
  await expect(clean.getByLabel("Description")).toHaveValue(`All about ${title}.`);
  await expect(clean.getByTestId("draft-offer")).toHaveCount(0);
  await elsewhere.context().close();
});

test.afterEach(async ({ app }, info) => {
  if (info.status !== info.expectedStatus) console.log(app.output().split("\n").filter((line) => !line.includes('"level":30')).join("\n").slice(-5000));
});
