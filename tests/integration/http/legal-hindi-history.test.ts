import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/server/auth/password.server";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { findLegalTranslation } from "../../../app/server/repos/legal-translations.server";
import { createUser } from "../../../app/server/repos/users.server";
import { signIn, type RunningApp } from "../../support/app-process";
import { enginesUnderTest, startAppOn } from "../../support/databases";
import { checkHtml, javaAvailable } from "../../support/html-checker";
import { postedForm } from "../../support/page-forms";

/*
 * The legal documents' Hindi history in the back office and the Hindi consent (decision 0059), over
 * HTTP against the production build on both engines: the edit screen lists every Hindi text of the
 * document (version, who, when, shown or replaced), each opens read-only at ?hindiText=id, an
 * Author is refused; a message sent from /hi/contact names, on its page in the back office, the
 * Hindi text of the privacy notice the visitor was led to. The screens pass the Nu HTML Checker.
 */

const engines = await enginesUnderTest();

describe.each(engines)("the legal Hindi history over HTTP on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let handle: DatabaseHandle;
    let stop: (() => Promise<void>) | undefined;
    let admin = "";
    let author = "";
    const pages: Record<string, string> = {};

    const ask = (cookie: string, address: string, init: RequestInit = {}) =>
      fetch(`${app.url}${address}`, { redirect: "manual", ...init, headers: { origin: app.url, cookie, ...(init.headers as Record<string, string>) } });
    const textOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

    beforeAll(async () => {
      ({ app, handle, stop } = await startAppOn(engine));
      admin = await signIn(app);
      const password = "History-Author-Password-1";
      await createUser(handle.db, { email: `author-history-${process.pid}@example.test`, passwordHash: await hashPassword(password), isAdmin: true, role: "author" });
      author = await signIn(app, { email: `author-history-${process.pid}@example.test`, password });
    }, 120_000);
    afterAll(async () => {
      await stop?.();
    });

    it("lists every Hindi text of the document and shows an earlier one read-only; an Author is refused", async () => {
      // a second Hindi save of the privacy policy's version 1, as the editor's form posts it
      const form = postedForm(await (await ask(admin, "/admin/legal/privacy")).text(), `${app.url}/admin/legal/privacy`, { name: "intent", value: "hindi" });
      form.fields.set("hindiBody", "<p>गोपनीयता सूचना, दूसरा हिंदी पाठ।</p>");
      expect((await ask(admin, form.action, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.fields })).status).toBe(302);
      const seeded = await handle.db.selectFrom("legalTranslations").select(["id", "createdAt"]).where("kind", "=", "privacy").where("createdBy", "is", null).executeTakeFirstOrThrow();

      const screen = await textOf(await ask(admin, "/admin/legal/privacy"));
      pages["/admin/legal/privacy"] = screen;
      const { document } = new JSDOM(screen).window;
      const rows = [...document.querySelectorAll("[data-testid='legal-admin-hindi-texts'] li")].map((row) => row.textContent!.replace(/\s+/g, " ").trim());
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(/^Version 1 \(in force\) · the Hindi text shown for it ?saved .* by admin@/);
      expect(rows[1]).toMatch(/^Version 1 \(in force\) · replaced by a later Hindi save ?saved .* by the site's setup/);
      // the form's note of the version's earlier saves links to the same view
      expect(document.querySelector(`[data-testid='legal-hindi'] a[href$='?hindiText=${seeded.id}#legal-hindi-texts']`)).not.toBeNull();

      const viewAddress = `/admin/legal/privacy?hindiText=${seeded.id}`;
      const view = await textOf(await ask(admin, viewAddress));
      pages[viewAddress] = view;
      const shown = new JSDOM(view).window.document.querySelector("[data-testid='legal-hindi-text-view']")!;
      expect(shown.textContent).toContain("Hindi text of version 1, saved");
      expect(shown.textContent).toContain("A later Hindi save of version 1 replaced it");
      expect(shown.querySelector("[lang='hi']")!.textContent).toContain("डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023");
      // the form writes the newest, unchanged
      expect(view).toContain("गोपनीयता सूचना, दूसरा हिंदी पाठ।");

      const refused = await ask(author, viewAddress);
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain("डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम");
    });

    it("a message sent from /hi/contact names the Hindi text of the privacy notice on its page in the back office", async () => {
      const marker = `हिंदी संदेश ${engine.name}`;
      const sent = await fetch(`${app.url}/hi/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ firstName: "Kavya", lastName: "Menon", phone: "+91 98765 43210", email: "kavya.hi@example.in", message: marker, consent: "yes" }),
      });
      // stored: redirected to the page that says so (decision 0060)
      expect(sent.status).toBe(303);
      const newest = (await findLegalTranslation(handle.db, "privacy", 1, "hi"))!;
      const contact = await handle.db.selectFrom("contacts").selectAll().where("message", "=", marker).executeTakeFirstOrThrow();
      expect(contact).toMatchObject({ noticeVersion: "privacy-v1", noticeLanguage: "hi", noticeTranslationId: newest.id });

      const page = await textOf(await ask(admin, `/admin/messages/${contact.id}`));
      pages["/admin/messages/:id (Hindi consent)"] = page;
      const line = new JSDOM(page).window.document.querySelector("[data-testid='message-consent']")!;
      expect(line.textContent).toContain("privacy policy version 1, on the Hindi site, which showed its Hindi text saved");
      expect(line.querySelector("[data-testid='message-consent-hindi']")!.getAttribute("href")).toBe(`/admin/legal/privacy?hindiText=${newest.id}#legal-hindi-texts`);

      // from the English page: said so, with no Hindi text
      const english = `English message ${engine.name}`;
      await fetch(`${app.url}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ firstName: "Kavya", lastName: "Menon", phone: "+91 98765 43210", email: "kavya.en@example.in", message: english, consent: "yes" }),
      });
      const englishId = (await handle.db.selectFrom("contacts").select("id").where("message", "=", english).executeTakeFirstOrThrow()).id;
      const englishLine = new JSDOM(await textOf(await ask(admin, `/admin/messages/${englishId}`))).window.document.querySelector("[data-testid='message-consent']")!;
      expect(englishLine.textContent).toContain("privacy policy version 1, on the English site.");
    });

    // the pages are the same on both engines: checked once, on SQLite (a test the other engine does not have, rather than one it skips)
    if (engine.name === "sqlite") it.skipIf(!javaAvailable)("has no error in the W3C Nu HTML Checker: the history, an earlier text, a Hindi consent", async () => {
      expect(Object.keys(pages)).toHaveLength(3);
      expect(await checkHtml(pages)).toEqual([]);
    }, 120_000);
  });
});
