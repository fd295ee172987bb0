import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/server/auth/password.server";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { readTranslations } from "../../../app/server/repos/translations.server";
import { findLegalTranslation } from "../../../app/server/repos/legal-translations.server";
import { createUser } from "../../../app/server/repos/users.server";
import { signIn, type RunningApp } from "../../support/app-process";
import { enginesUnderTest, startAppOn } from "../../support/databases";
import { checkHtml, javaAvailable } from "../../support/html-checker";
import { postedForm } from "../../support/page-forms";

/*
 * Autosave on the Hindi forms (decision 0059) over HTTP, as the browser's autosave posts a draft
 * and as a browser without JavaScript then restores and saves it, against the production build on
 * both engines. On every Hindi view (the home page's, About's, a course's, a post's, a
 * testimonial's, the Explore section's and a legal version's): a draft posted to /admin/autosave is
 * kept for that account and record, offered back on the view with the English editor's words,
 * restored by its link into the boxes, and gone once the form is saved. "Discard it" deletes it.
 * An Author, who may not save a page's or a course's Hindi, may not autosave one either; an
 * Author's own draft post's Hindi autosaves, someone else's does not.
 */

const engines = await enginesUnderTest();

interface HindiView {
  name: string;
  /** the autosave kind and record */
  entity: string;
  id: () => string;
  address: () => string;
  intent: string;
  box: () => string;
  /** the box's Hindi as stored after the save */
  stored: () => Promise<string | undefined>;
}

describe.each(engines)("Hindi drafts over HTTP on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let handle: DatabaseHandle;
    let stop: (() => Promise<void>) | undefined;
    const cookies = { editor: "", other: "", author: "" };
    const emails = { editor: `editor-drafts-${process.pid}@example.test`, other: `other-drafts-${process.pid}@example.test`, author: `author-drafts-${process.pid}@example.test` };
    let editorId = "";
    let courseId = "";
    let postId = "";
    let testimonialId = "";
    let programId = "";
    /** the pages that offered a draft, for the HTML checker */
    const offers: Record<string, string> = {};

    const ask = (who: keyof typeof cookies, address: string, init: RequestInit = {}) =>
      fetch(`${app.url}${address}`, { redirect: "manual", ...init, headers: { origin: app.url, cookie: cookies[who], ...(init.headers as Record<string, string>) } });
    const post = (who: keyof typeof cookies, address: string, fields: URLSearchParams) =>
      ask(who, address, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: fields });
    /** a page's HTML as its sentences read: without React's text separators */
    const textOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    /** what the browser's autosave sends every few seconds */
    const autosave = (who: keyof typeof cookies, entity: string, id: string, fields: Record<string, string>, version = "") =>
      post(who, "/admin/autosave", new URLSearchParams({ entity, id, version, fields: JSON.stringify(fields) }));
    const draftRow = (entity: string, id: string, userId = editorId) =>
      handle.db.selectFrom("autosaves").selectAll().where("entity", "=", entity).where("entityId", "=", id).where("userId", "=", userId).executeTakeFirst();
    const hindiOf = (entity: string, entityId: () => string, field: () => string) => async () => (await readTranslations(handle.db, { entity, entityId: entityId(), locale: "hi" }))[field()]?.value;

    beforeAll(async () => {
      ({ app, handle, stop } = await startAppOn(engine));
      const password = "Hindi-Drafts-Password-1";
      const hash = await hashPassword(password);
      editorId = (await createUser(handle.db, { email: emails.editor, passwordHash: hash, isAdmin: true, role: "editor" })).id;
      await createUser(handle.db, { email: emails.other, passwordHash: hash, isAdmin: true, role: "editor" });
      await createUser(handle.db, { email: emails.author, passwordHash: hash, isAdmin: true, role: "author" });
      cookies.editor = await signIn(app, { email: emails.editor, password });
      cookies.other = await signIn(app, { email: emails.other, password });
      cookies.author = await signIn(app, { email: emails.author, password });
      courseId = (await handle.db.selectFrom("courses").select("id").where("slug", "=", "forex-trading-foundations").executeTakeFirstOrThrow()).id;
      postId = (await handle.db.selectFrom("blogs").select("id").where("slug", "=", "what-are-pips-and-lots-in-forex-trading").executeTakeFirstOrThrow()).id;
      testimonialId = (await handle.db.selectFrom("testimonials").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
      programId = (await handle.db.selectFrom("explorePrograms").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    }, 120_000);
    afterAll(async () => {
      await stop?.();
    });

    const views: HindiView[] = [
      { name: "the home page's Hindi", entity: "home-page-hi", id: () => "home", address: () => "/admin/pages?page=home-hi", intent: "save-home-hi", box: () => "heroHeadline", stored: hindiOf("page", () => "home", () => "heroHeadline") },
      { name: "the About page's Hindi", entity: "about-page-hi", id: () => "about", address: () => "/admin/pages?page=about-hi", intent: "save-about-hi", box: () => "title", stored: hindiOf("page", () => "about", () => "title") },
      { name: "a course's Hindi", entity: "course-hi", id: () => courseId, address: () => `/admin/courses?hindi=${courseId}`, intent: "save-hindi", box: () => "name", stored: hindiOf("course", () => courseId, () => "name") },
      { name: "a post's Hindi", entity: "post-hi", id: () => postId, address: () => `/admin/blogs?hindi=${postId}`, intent: "save-hindi", box: () => "title", stored: hindiOf("blog", () => postId, () => "title") },
      { name: "a testimonial's Hindi", entity: "testimonial-hi", id: () => testimonialId, address: () => `/admin/testimonials?hindi=${testimonialId}`, intent: "save-hindi", box: () => "quote", stored: hindiOf("testimonial", () => testimonialId, () => "quote") },
      { name: "the Explore section's Hindi", entity: "explore-hi", id: () => "home", address: () => "/admin/explore?hindi=1", intent: "save-hindi", box: () => `program.${programId}`, stored: hindiOf("explore", () => "home", () => `program.${programId}`) },
      {
        name: "the privacy policy's Hindi",
        entity: "legal-hi",
        id: () => "privacy:1",
        address: () => "/admin/legal/privacy",
        intent: "hindi",
        box: () => "hindiBody",
        stored: async () => (await findLegalTranslation(handle.db, "privacy", 1, "hi"))?.body,
      },
    ];

    it.each(views)("$name: a draft is kept, offered back, restored into the form, and gone once saved", async (view) => {
      const typed = view.intent === "hindi" ? `<p>मसौदा ${view.entity} का पाठ</p>` : `मसौदा ${view.entity} का पाठ`;
      // as the browser's autosave: the version the form was opened at (a legal text's: the Hindi row it started from)
      const first = postedForm(await (await ask("editor", view.address())).text(), `${app.url}${view.address()}`, { name: "intent", value: view.intent });
      const version = first.fields.get(view.intent === "hindi" ? "hindiBasedOn" : "hindiVersion") ?? "";
      const sent = await autosave("editor", view.entity, view.id(), { [view.box()]: typed, intent: "not kept", "still.title": "yes" }, version);
      expect(sent.status, "the draft is kept").toBe(200);
      expect(((await sent.json()) as { savedAt: string }).savedAt).toMatch(/^\d{4}-/);
      const row = await draftRow(view.entity, view.id());
      // only the boxes are kept, never the form's machinery or a "still says the same" tick
      expect(JSON.parse(row!.fields)).toEqual({ [view.box()]: typed });
      expect(row!.baseVersion).toBe(version || null);

      // opened again: the draft is offered, in the English editor's words
      const opened = await textOf(await ask("editor", view.address()));
      offers[`${view.address()} (draft offered)`] = opened;
      expect(opened).toContain("You have unsaved changes to");
      expect(opened).toContain("kept on the server. Restore them, or discard them and keep the saved Hindi?");
      const { document } = new JSDOM(opened, { url: `${app.url}${view.address()}` }).window;
      const restore = [...document.querySelectorAll("a")].find((link) => link.textContent === "Restore my draft");
      expect(restore, "a link restores it without JavaScript").toBeDefined();
      expect(new URL(restore!.href).searchParams.get("draft")).toBe("1");
      expect([...document.querySelectorAll("button")].some((button) => button.textContent === "Discard it")).toBe(true);

      // restored: the box holds the draft, and the form saves it
      const restoredAddress = new URL(restore!.href).pathname + new URL(restore!.href).search;
      const restored = await (await ask("editor", restoredAddress)).text();
      expect(restored).not.toContain("You have unsaved changes to");
      const form = postedForm(restored, `${app.url}${restoredAddress}`, { name: "intent", value: view.intent });
      expect(form.fields.get(view.box())).toBe(typed);
      // saved against the version the typing started from, so a save by someone else since is not overwritten unseen
      expect(form.fields.get(view.intent === "hindi" ? "hindiBasedOn" : "hindiVersion")).toBe(version);
      const saved = await post("editor", form.action, form.fields);
      expect(saved.status, await saved.clone().text().then((text) => text.slice(0, 300))).toBe(302);
      expect(await view.stored()).toBe(typed);

      // cleared on the save: nothing kept, nothing offered
      expect(await draftRow(view.entity, view.id())).toBeUndefined();
      expect(await textOf(await ask("editor", view.address()))).not.toContain("You have unsaved changes to");
    });

    it("a save that changes nothing clears the draft too", async () => {
      expect((await autosave("editor", "course-hi", courseId, { name: "बस टाइप किया" })).status).toBe(200);
      const address = `/admin/courses?hindi=${courseId}`;
      const form = postedForm(await (await ask("editor", address)).text(), `${app.url}${address}`, { name: "intent", value: "save-hindi" });
      expect((await post("editor", form.action, form.fields)).status).toBe(302);
      expect(await draftRow("course-hi", courseId)).toBeUndefined();
    });

    it("“Discard it” deletes the draft and comes back to the form, which opens on what is saved", async () => {
      expect((await autosave("editor", "testimonial-hi", testimonialId, { quote: "फेंक देने वाला मसौदा" })).status).toBe(200);
      const address = `/admin/testimonials?hindi=${testimonialId}`;
      const discard = postedForm(await (await ask("editor", address)).text(), `${app.url}${address}`, { name: "intent", value: "discard" });
      expect(discard.action).toBe("/admin/autosave");
      const answer = await post("editor", discard.action, discard.fields);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(address);
      expect(await draftRow("testimonial-hi", testimonialId)).toBeUndefined();
      expect(await textOf(await ask("editor", address))).not.toContain("फेंक देने वाला मसौदा");
    });

    it("each account's draft is its own", async () => {
      expect((await autosave("editor", "home-page-hi", "home", { heroHeadline: "केवल संपादक का" })).status).toBe(200);
      const other = await textOf(await ask("other", "/admin/pages?page=home-hi"));
      expect(other).not.toContain("You have unsaved changes to");
      expect(other).not.toContain("केवल संपादक का");
      expect(await textOf(await ask("editor", "/admin/pages?page=home-hi"))).toContain("You have unsaved changes to these Hindi texts");
      await post("editor", "/admin/autosave", new URLSearchParams({ intent: "discard", entity: "home-page-hi", id: "home" }));
    });

    it("refuses a draft to a role whose Hindi save is refused, and to an unknown kind, a missing record or too much", async () => {
      const before = await handle.db.selectFrom("autosaves").select(["entity", "entityId", "userId"]).execute();
      // an Author may not save a page's, a course's, a testimonial's, the Explore section's or a legal text's Hindi: nor autosave one
      for (const [entity, id] of [["home-page-hi", "home"], ["course-hi", courseId], ["testimonial-hi", testimonialId], ["explore-hi", "home"], ["legal-hi", "privacy:1"]] as const) {
        const refused = await autosave("author", entity, id, { title: "लेखक का" });
        expect(refused.status, `${entity}`).toBe(403);
        const discard = await post("author", "/admin/autosave", new URLSearchParams({ intent: "discard", entity, id }));
        expect(discard.status, `${entity} discard`).toBe(403);
      }
      // a published post is not the Author's to change, so neither is its Hindi
      expect((await autosave("author", "post-hi", postId, { title: "लेखक का" })).status).toBe(404);
      expect((await autosave("editor", "nothing-hi", "home", { title: "x" })).status).toBe(400);
      expect((await autosave("editor", "course-hi", "no-such-course", { name: "x" })).status).toBe(404);
      expect((await autosave("editor", "legal-hi", "privacy:99", { hindiBody: "x" })).status).toBe(404);
      expect((await autosave("editor", "course-hi", courseId, Object.fromEntries(Array.from({ length: 401 }, (_, index) => [`box${index}`, "x"])))).status).toBe(413);
      expect((await autosave("editor", "course-hi", courseId, { name: "x".repeat(270_000) })).status).toBe(413);
      expect(await handle.db.selectFrom("autosaves").select(["entity", "entityId", "userId"]).execute()).toEqual(before);
      // anonymous: the sign-in page
      const anonymous = await fetch(`${app.url}/admin/autosave`, { method: "POST", redirect: "manual", headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ entity: "course-hi", id: courseId, fields: "{}" }) });
      expect(anonymous.status).toBe(302);
    });

    it("the settings' Hindi: an Administrator's draft is kept, restored and gone once saved; an Editor may not keep one", async () => {
      const admin = await signIn(app);
      const address = "/admin/settings?hindi=1";
      const asAdmin = (path: string, init: RequestInit = {}) => fetch(`${app.url}${path}`, { redirect: "manual", ...init, headers: { origin: app.url, cookie: admin, ...(init.headers as Record<string, string>) } });
      const first = postedForm(await (await asAdmin(address)).text(), `${app.url}${address}`, { name: "intent", value: "save-hindi" });
      const version = first.fields.get("hindiVersion") ?? "";
      const typed = "मसौदा: ट्रेडिंग अनुशासन से सीखें";
      const sent = await asAdmin("/admin/autosave", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ entity: "settings-hi", id: "site", version, fields: JSON.stringify({ tagline: typed }) }) });
      expect(sent.status).toBe(200);
      const opened = await textOf(await asAdmin(address));
      expect(opened).toContain("You have unsaved changes to");
      const restored = await (await asAdmin(`${address}&draft=1`)).text();
      const form = postedForm(restored, `${app.url}${address}&draft=1`, { name: "intent", value: "save-hindi" });
      expect(form.fields.get("tagline")).toBe(typed);
      expect((await asAdmin(form.action, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.fields })).status).toBe(302);
      expect(await hindiOf("settings", () => "site", () => "tagline")()).toBe(typed);
      expect(await handle.db.selectFrom("autosaves").select("entityId").where("entity", "=", "settings-hi").execute()).toEqual([]);
      // the settings are an Administrator's: an Editor keeps no draft of their Hindi
      expect((await autosave("editor", "settings-hi", "site", { tagline: "संपादक का" })).status).toBe(403);
    });

    it("an Author's own draft post's Hindi autosaves, and is offered back to them", async () => {
      const author = await handle.db.selectFrom("users").select("id").where("email", "=", emails.author).executeTakeFirstOrThrow();
      const own = (await handle.db.selectFrom("blogs").select("id").where("id", "!=", postId).orderBy("date").executeTakeFirstOrThrow()).id;
      await handle.db.updateTable("blogs").set({ ownerId: author.id, status: "Draft" }).where("id", "=", own).execute();
      expect((await autosave("author", "post-hi", own, { title: "लेखक का अपना मसौदा" })).status).toBe(200);
      const page = await textOf(await ask("author", `/admin/blogs?hindi=${own}`));
      expect(page).toContain("You have unsaved changes to these Hindi texts");
    });

    // the pages are the same on both engines: checked once, on SQLite (a test the other engine does not have, rather than one it skips)
    if (engine.name === "sqlite") it.skipIf(!javaAvailable)("has no error in the W3C Nu HTML Checker: each view offering its draft", async () => {
      expect(Object.keys(offers)).toHaveLength(views.length);
      expect(await checkHtml(offers)).toEqual([]);
    }, 120_000);
  });
});
