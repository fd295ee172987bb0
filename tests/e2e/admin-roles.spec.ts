import type { Browser, Page } from "@playwright/test";
import { userMessages } from "../../app/domain/admin-users";
import { REFUSED_TEXT } from "../../app/domain/roles";
import { atPath, contactFor, expect, sendContactMessage, signInThroughForm, test, uniqueTag, waitForHydration } from "./fixtures";
import { axeOn } from "./axe";

// A server of its own: these tests add accounts and publish a post.
test.use({ appName: "roles" });

const PASSWORD = "Roles-Spec-Password-1";

/** Adds an account with a role on /admin/users, as an administrator does. */
async function addAccount(page: Page, email: string, role: "Editor" | "Author"): Promise<void> {
  await page.goto("/admin/users");
  const form = page.getByRole("region", { name: "Add a user" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByLabel("Initial password (optional)").fill(PASSWORD);
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status").filter({ hasText: userMessages.added(email, role) })).toBeVisible();
  await expect(page.getByRole("listitem", { name: email }).getByTestId("account-role")).toHaveText(role);
}

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, { email, password: PASSWORD });
  return page;
}

test("an author sees only their posts, reaches no message, e-mail or setting by any address, and submits a draft an editor publishes", async ({ page, browser, baseURL }) => {
  // three accounts and a dozen addresses on a shared two-core machine
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const visitor = contactFor(tag);
  await sendContactMessage(page, visitor);
  await signInThroughForm(page);
  const authorEmail = `author-${tag}@example.test`;
  const editorEmail = `editor-${tag}@example.test`;
  await addAccount(page, authorEmail, "Author");
  await addAccount(page, editorEmail, "Editor");

  const author = await signedInPage(browser, baseURL, authorEmail);
  await expect(author).toHaveURL(atPath("/admin/dashboard"));
  const nav = author.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Blogs"]);
  await expect(author.locator("body")).not.toContainText(visitor.email);
  await expect(author.getByTestId("unread-count")).toHaveCount(0);

  // every address that would show a message, a visitor or a setting: refused, with nothing of it
  const contactId = await page.evaluate(async () => {
    const response = await fetch("/admin/messages.data");
    return (await response.text()).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0] ?? "none";
  });
  for (const address of [
    "/admin/messages",
    `/admin/messages/${contactId}`,
    `/admin/messages/person?who=${encodeURIComponent(visitor.email)}`,
    "/admin/settings",
    "/admin/users",
    "/admin/audit",
    "/admin/courses",
  ]) {
    const response = await author.goto(address);
    expect(response?.status(), address).toBe(403);
    await expect(author.getByTestId("refused"), address).toHaveText(REFUSED_TEXT);
    await expect(author.locator("body"), address).not.toContainText(visitor.email);
    await expect(author.locator("body"), address).not.toContainText(visitor.message);
  }
  for (const address of ["/admin/messages/export.csv", `/admin/messages/person/export?who=${encodeURIComponent(visitor.email)}`, "/admin/unread-messages", "/admin/messages.data", "/admin/settings.data"]) {
    const answer = await author.request.get(address, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(403);
    expect(await answer.text(), address).not.toContain(visitor.email);
  }
  // the live stream carries no message event: a new message arrives while the author's dashboard is open
  await author.goto("/admin/dashboard");
  await waitForHydration(author);
  const heard = author.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const types: string[] = [];
        const source = new EventSource("/admin/events");
        for (const type of ["contact.created", "contact.deleted", "messages.changed"]) source.addEventListener(type, () => types.push(type));
        setTimeout(() => (source.close(), resolve(types)), 3_000);
      }),
  );
  await sendContactMessage(await browser.newPage({ baseURL }), contactFor(`${tag}b`));
  expect(await heard).toEqual([]);

  // a draft, submitted for review: no status or publish time to choose
  await author.goto("/admin/blogs");
  await waitForHydration(author);
  const title = `Position Sizing for Beginners ${tag}`;
  await author.getByRole("link", { name: "New post" }).click();
  const dialog = author.getByRole("dialog", { name: "New blog post" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Status")).toHaveCount(0);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("How much to risk on one trade.");
  await dialog.getByLabel("Keywords").fill("position size, risk");
  await dialog.getByRole("button", { name: "Submit for review" }).click();
  await expect(author.getByRole("dialog")).toHaveCount(0);
  const authorRow = author.getByTestId("blog-table").getByRole("row").filter({ hasText: title });
  await expect(authorRow).toContainText("In review");
  // only their own posts: the demo posts are not in their list
  await expect(author.getByTestId("blog-table").locator("tbody tr")).toHaveCount(1);

  // the editor publishes it
  const editor = await signedInPage(browser, baseURL, editorEmail);
  await expect(editor.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Messages" })).toHaveCount(0);
  await editor.goto("/admin/blogs");
  await waitForHydration(editor);
  await expect(editor.getByTestId("awaiting-review")).toContainText("1 post awaits review");
  const editorRow = editor.getByTestId("blog-table").getByRole("row").filter({ hasText: title });
  await expect(editorRow).toContainText("In review");
  await editorRow.getByRole("link", { name: `Edit “${title}”` }).click();
  const editing = editor.getByRole("dialog", { name: "Edit blog post" });
  await editing.getByLabel("Status").selectOption("Published");
  await editing.getByRole("button", { name: "Save changes" }).click();
  await expect(editor.getByRole("dialog")).toHaveCount(0);
  await expect(editorRow).toContainText("Published");
  await expect(editor.getByTestId("awaiting-review")).toHaveCount(0);

  // published: visible to readers, and no longer the author's to change
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  expect((await author.request.get(`/blog/${slug}`)).status()).toBe(200);
  await author.goto("/admin/blogs");
  await expect(authorRow).toContainText("Published");
  await expect(authorRow.getByRole("link", { name: /Edit/ })).toHaveCount(0);
});

test("the last active administrator cannot be demoted; role changes are in the audit trail", async ({ page }) => {
  await signInThroughForm(page);
  await page.goto("/admin/users");
  const me = page.getByRole("listitem").filter({ hasText: "(you)" });
  await me.getByLabel(/^Role of/).selectOption("editor");
  await me.getByRole("button", { name: /Change role/ }).click();
  // other administrators may exist from the first test only as Editors and Authors
  await expect(page.getByRole("status").filter({ hasText: "The last active administrator cannot be given another role." })).toBeVisible();
  await expect(me.getByTestId("account-role")).toHaveText("Administrator");

  const email = `promoted-${uniqueTag()}@example.test`;
  await addAccount(page, email, "Author");
  const card = page.getByRole("listitem", { name: email });
  await card.getByLabel(`Role of ${email}`).selectOption("editor");
  await card.getByRole("button", { name: /Change role/ }).click();
  await expect(page.getByRole("status").filter({ hasText: userMessages.roleChanged(email, "Editor") })).toBeVisible();
  await expect(card.getByTestId("account-role")).toHaveText("Editor");
  await page.goto("/admin/audit");
  await expect(page.locator("main")).toContainText("user.role_change");
});

for (const width of [375, 1280]) {
  test(`the users screen with roles has no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInThroughForm(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: userMessages.title })).toBeVisible();
    const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    const results = await axeOn(page).include("main").analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
