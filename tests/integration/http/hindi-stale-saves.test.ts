import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../app/server/auth/password.server";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { readTranslations } from "../../../app/server/repos/translations.server";
import { createUser } from "../../../app/server/repos/users.server";
import { signIn, type RunningApp } from "../../support/app-process";
import { enginesUnderTest, startAppOn } from "../../support/databases";
import { checkHtml, javaAvailable } from "../../support/html-checker";
import { postedForm } from "../../support/page-forms";

/*
 * Two editors, one Hindi text (issue 21; decision 0052), over HTTP as browsers without JavaScript
 * post the forms, against the production build on a real SQLite file: Ravi opens a Hindi view, Asha
 * opens it too and saves; Ravi's save is then refused with a message naming Asha, his typing stays
 * in the form, and her Hindi is not overwritten. On every Hindi view: the home page's, About's, a
 * course's and a post's. Ticking "Save mine over theirs" then saves his on purpose. The refused views
 * pass the Nu HTML Checker.
 */

const [sqlite] = await enginesUnderTest();

interface HindiView {
  name: string;
  address: () => string;
  intent: string;
  /** the box both type into */
  box: string;
  /** what the refusal calls the record */
  noun: string;
  /** the box's Hindi as stored */
  stored: () => Promise<string | undefined>;
}

describe("a stale Hindi save over HTTP", () => {
  let app: RunningApp;
  let handle: DatabaseHandle;
  let stop: () => Promise<void>;
  const cookies: Record<"asha" | "ravi", string> = { asha: "", ravi: "" };
  const email = (who: keyof typeof cookies) => `${who}-stale-hindi@example.test`;
  let courseId = "";
  let postId = "";
  /** each view's page as the refusal answered it, for the HTML checker */
  const refusals: Record<string, string> = {};

  const ask = (who: keyof typeof cookies, address: string, init: RequestInit = {}) =>
    fetch(`${app.url}${address}`, { redirect: "manual", ...init, headers: { origin: app.url, cookie: cookies[who], ...(init.headers as Record<string, string>) } });
  const post = (who: keyof typeof cookies, address: string, fields: URLSearchParams) =>
    ask(who, address, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: fields });
  /** a page's HTML as its sentences read: without React's text separators, apostrophes as typed */
  const textOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
  /** a box's stored Hindi, read when asked (the records' ids are known once the app has started) */
  const hindiOf = (entity: string, entityId: () => string, field: string) => async () => (await readTranslations(handle.db, { entity, entityId: entityId(), locale: "hi" }))[field]?.value;

  beforeAll(async () => {
    ({ app, handle, stop } = await startAppOn(sqlite!));
    const password = "Stale-Hindi-Password-1";
    const hash = await hashPassword(password);
    for (const who of ["asha", "ravi"] as const) {
      await createUser(handle.db, { email: email(who), passwordHash: hash, isAdmin: true, role: "editor" });
      cookies[who] = await signIn(app, { email: email(who), password });
    }
    courseId = (await handle.db.selectFrom("courses").select("id").where("slug", "=", "forex-trading-foundations").executeTakeFirstOrThrow()).id;
    postId = (await handle.db.selectFrom("blogs").select("id").where("slug", "=", "what-are-pips-and-lots-in-forex-trading").executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(async () => {
    await stop?.();
  });

  const views: HindiView[] = [
    { name: "the home page's Hindi", address: () => "/admin/pages?page=home-hi", intent: "save-home-hi", box: "heroHeadline", noun: "home page in Hindi", stored: hindiOf("page", () => "home", "heroHeadline") },
    { name: "the About page's Hindi", address: () => "/admin/pages?page=about-hi", intent: "save-about-hi", box: "title", noun: "About page in Hindi", stored: hindiOf("page", () => "about", "title") },
    { name: "a course's Hindi", address: () => `/admin/courses?hindi=${courseId}`, intent: "save-hindi", box: "name", noun: "course's Hindi", stored: hindiOf("course", () => courseId, "name") },
    { name: "a post's Hindi", address: () => `/admin/blogs?hindi=${postId}`, intent: "save-hindi", box: "title", noun: "post's Hindi", stored: hindiOf("blog", () => postId, "title") },
  ];

  it.each(views)("$name: the second save is refused naming who saved in between, and nothing is overwritten", async (view) => {
    const opened = async (who: keyof typeof cookies) => postedForm(await (await ask(who, view.address())).text(), `${app.url}${view.address()}`, { name: "intent", value: view.intent });
    const ravis = await opened("ravi");
    const ashas = await opened("asha");
    expect(ravis.fields.get("hindiVersion"), "the form carries the Hindi version it was opened at").not.toBeNull();

    ashas.fields.set(view.box, `आशा का पाठ ${view.intent}`);
    const saved = await post("asha", ashas.action, ashas.fields);
    expect(saved.status).toBe(302);

    ravis.fields.set(view.box, `रवि का पाठ ${view.intent}`);
    const refused = await post("ravi", ravis.action, ravis.fields);
    expect(refused.status).toBe(409);
    const page = await textOf(refused);
    refusals[`${view.address()} (refused as stale)`] = page;
    expect(page).toContain(`Not saved: ${email("asha")} saved this ${view.noun} at`);
    expect(page).toContain("Nothing was overwritten");
    // his typing stays in the form, which still carries the version he opened it at
    expect(page).toContain(`रवि का पाठ ${view.intent}`);
    const again = postedForm(page, `${app.url}${view.address()}`, { name: "intent", value: view.intent });
    expect(again.fields.get("hindiVersion")).toBe(ravis.fields.get("hindiVersion"));
    expect(await view.stored()).toBe(`आशा का पाठ ${view.intent}`);

    // saving again as it is: refused again; with "Save mine over theirs" ticked: saved on purpose
    expect((await post("ravi", again.action, again.fields)).status).toBe(409);
    const overwrite = page.match(/name="overwriteVersion" value="([^"]+)"/)?.[1];
    expect(overwrite, "the refusal offers to save over theirs").toBeTruthy();
    again.fields.set("overwriteVersion", overwrite!);
    expect((await post("ravi", again.action, again.fields)).status).toBe(302);
    expect(await view.stored()).toBe(`रवि का पाठ ${view.intent}`);
  });

  it.skipIf(!javaAvailable)("has no error in the W3C Nu HTML Checker: each view refused as stale, with its choice to save over theirs", async () => {
    expect(Object.keys(refusals)).toHaveLength(views.length);
    expect(await checkHtml(refusals)).toEqual([]);
  }, 120_000);

  it("a post's Hindi view links to its revisions, which list both editors' saves", async () => {
    const view = await (await ask("asha", `/admin/blogs?hindi=${postId}`)).text();
    expect(view).toContain(`href="/admin/revisions/post-hi/${postId}"`);
    const revisions = await ask("asha", `/admin/revisions/post-hi/${postId}`);
    expect(revisions.status).toBe(200);
    const list = await textOf(revisions);
    expect(list).toContain("What Are Pips and Lots in Forex Trading? in Hindi");
    expect(list).toContain(`Saved by ${email("asha")}`);
    expect(list).toContain(`Saved by ${email("ravi")}`);
  });
});
