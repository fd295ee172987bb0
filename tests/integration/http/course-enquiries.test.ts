import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_HONEYPOT_FIELD } from "../../../app/domain/contact";
import { contactNoticeVersionOf } from "../../../app/domain/legal-documents";
import type { DatabaseHandle } from "../../../app/server/db/database.server";
import { demoCourses } from "../../../app/server/db/demo-content.server";
import { removeExpiredMessages } from "../../../app/server/inbox/personal-data.server";
import { signIn, type RunningApp } from "../../support/app-process";
import { enginesUnderTest, startAppOn } from "../../support/databases";

/*
 * A course page's enquiry form over HTTP from the production build, on both engines (issue 22,
 * decision 0044): the page carries the campaign of its address in hidden fields; a post without
 * JavaScript stores the enquiry with its course, choice, page and campaign, and answers with the
 * page; refusals stand beside their fields, in the page's language; the inbox filters by course
 * and source, the CSV carries the columns, a person's export holds them, and the retention
 * removes them with the message.
 */

const engines = await enginesUnderTest();
const forex = demoCourses.find((course) => course.slug === "forex-trading-foundations")!;
const SLUG = forex.slug!;
const PAGE = `/courses/${SLUG}`;

let clientCounter = 0;

describe.each(engines)("course enquiries over HTTP on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    let app: RunningApp;
    let handle: DatabaseHandle;
    let stop: (() => Promise<void>) | undefined;
    let cookie = "";
    const marker = `m${process.pid}${Date.now().toString(36)}`;

    beforeAll(async () => {
      // behind a trusted proxy: each post is its own client, so the rate limit never answers first
      ({ app, handle, stop } = await startAppOn(engine, { TRUST_PROXY: "loopback" }));
      cookie = await signIn(app);
    }, 60_000);

    afterAll(async () => {
      await stop?.();
    });

    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${app.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, "x-forwarded-for": `203.0.113.${++clientCounter}` },
        body: new URLSearchParams(fields),
      });
    const adminGet = (path: string) => fetch(`${app.url}${path}`, { headers: { cookie }, redirect: "manual" });
    const formOf = (html: string) => new JSDOM(html).window.document.querySelector<HTMLFormElement>('[data-testid="enquiry-form"]')!;
    const course = () => handle.db.selectFrom("courses").select(["id", "name"]).where("slug", "=", SLUG).executeTakeFirstOrThrow();
    const stored = (text: string) => handle.db.selectFrom("contacts").selectAll().where("message", "like", `%${text}%`).execute();

    /** the form as the page gave it, filled in as a visitor would */
    async function filledForm(address: string, fields: Record<string, string>) {
      const page = await fetch(`${app.url}${address}`);
      const form = formOf(await page.text());
      const values: Record<string, string> = {};
      for (const element of form.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]")) {
        if (element.type === "checkbox") continue;
        values[element.name] = element.value;
      }
      return { form, values: { ...values, ...fields } };
    }

    it("puts the form on the page with its campaign from the address, cleaned, and the course's batches to choose from", async () => {
      const { form } = await filledForm(`${PAGE}?utm_source=Newsletter&utm_medium=e%20mail&utm_campaign=diwali%3Cscript%3E`, {});
      const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
      expect(value("utm_source")).toBe("newsletter");
      expect(value("utm_medium")).toBe("e-mail");
      expect(value("utm_campaign")).toBe("diwali-script");
      // the referrer's host is the browser's to give (the page may be served from the cache)
      expect(value("ref")).toBe("");
      const options = [...form.querySelectorAll("select[name=preference] option")].map((option) => option.getAttribute("value"));
      expect(options).toEqual(expect.arrayContaining(["", "call:morning", "call:afternoon", "call:evening"]));
      expect(options.filter((option) => /^\d{4}-\d{2}-\d{2}/.test(option ?? ""))).not.toHaveLength(0);
      expect(form.querySelector("input[name=name]")?.getAttribute("autocomplete")).toBe("name");
      expect(form.querySelector("input[name=phone]")?.getAttribute("type")).toBe("tel");
      expect(form.querySelector("input[name=email]")?.getAttribute("type")).toBe("email");
      expect(form.getAttribute("action")).toContain("#enquiry");
    });

    it("stores an enquiry posted without JavaScript with its course, batch, page and campaign, and answers with the page", async () => {
      const { form, values } = await filledForm(`${PAGE}?utm_source=newsletter&utm_campaign=diwali`, {
        name: "Meera Iyer",
        phone: "98765 43210",
        email: "meera@example.in",
        message: `Is the weekend batch full? ${marker}-1`,
        consent: "yes",
        ref: "News.Example.com",
      });
      const batch = form.querySelector<HTMLOptionElement>("select[name=preference] optgroup option")!.value;
      const response = await post(PAGE, { ...values, preference: batch });
      // stored: redirected to the page saying so, at the form, so that a reload sends nothing again
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`${PAGE}?sent=1#enquiry`);
      const html = await (await fetch(`${app.url}${PAGE}?sent=1`)).text();
      expect(html).toContain("Your message has been sent successfully");
      expect(await (await fetch(`${app.url}${PAGE}`)).text()).not.toContain("Your message has been sent successfully");
      const [row] = await stored(`${marker}-1`);
      const { id, name } = await course();
      expect(row).toMatchObject({
        firstName: "Meera Iyer",
        lastName: "",
        courseId: id,
        courseName: name,
        preferredBatch: batch,
        callbackTime: null,
        sourcePage: PAGE,
        utmSource: "newsletter",
        utmMedium: null,
        utmCampaign: "diwali",
        referrerHost: "news.example.com",
        // the seeded privacy policy's first version (decision 0042)
        noticeVersion: contactNoticeVersionOf(1),
      });
      expect(row!.consentAt).toBeTruthy();
    });

    it("takes a callback time and no message, on the Hindi page too, and keeps only a referrer's host", async () => {
      const { values } = await filledForm(`/hi${PAGE}`, { name: "Arjun", phone: "+91 91234 56789", email: `arjun.${marker}@example.in`, preference: "call:evening", consent: "yes", ref: "https://evil.example/path?q=secret" });
      const response = await post(`/hi${PAGE}`, values);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/hi${PAGE}?sent=1#enquiry`);
      const row = await handle.db.selectFrom("contacts").selectAll().where("email", "=", `arjun.${marker}@example.in`).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ message: "", callbackTime: "evening", preferredBatch: null, sourcePage: `/hi${PAGE}`, referrerHost: null, utmSource: null });
    });

    it("refuses beside the field, in the page's language, and stores nothing", async () => {
      const before = (await handle.db.selectFrom("contacts").select("id").execute()).length;
      const { values } = await filledForm(PAGE, { name: "", phone: "12345", email: "meera@example.in", preference: "2001-01-01 | An old batch", consent: "" });
      const response = await post(PAGE, values);
      expect(response.status).toBe(400);
      const document = new JSDOM(await response.text()).window.document;
      const errorOf = (name: string) => {
        const field = document.querySelector(`[data-testid="enquiry-form"] [name="${name}"]`)!;
        return document.getElementById(field.getAttribute("aria-describedby")!.split(" ").find((id) => id.endsWith("-error"))!)?.textContent;
      };
      expect(errorOf("name")).toBe("Please enter your name.");
      expect(errorOf("phone")).toBe("Please enter a valid phone number.");
      expect(errorOf("preference")).toBe("Please choose one of the batches or callback times listed.");
      expect(errorOf("consent")).toContain("Please tick the box");
      // what was typed comes back
      expect(document.querySelector<HTMLInputElement>('[data-testid="enquiry-form"] [name="email"]')?.value).toBe("meera@example.in");

      const hindi = await post(`/hi${PAGE}`, { ...values, name: "" });
      expect(await hindi.text()).toContain("कृपया अपना नाम लिखें।");
      // a robot filling the honeypot
      const robot = await post(PAGE, { ...values, name: "Bot", phone: "98765 43210", preference: "", consent: "yes", [CONTACT_HONEYPOT_FIELD]: "http://spam.example" });
      expect(robot.status).toBe(400);
      expect((await handle.db.selectFrom("contacts").select("id").execute()).length).toBe(before);
    });

    it("filters the inbox by course and by source, and the CSV export carries the enquiry's columns", async () => {
      const { id, name } = await course();
      const textOf = (html: string) => new JSDOM(html).window.document.querySelector("main")?.textContent ?? "";
      const inCourse = textOf(await (await adminGet(`/admin/messages?course=${id}`)).text());
      expect(inCourse).toContain("Meera Iyer");
      expect(inCourse).toContain(`Course: ${name}`);
      expect(inCourse).toContain("Source: newsletter");
      const contactOnly = await (await adminGet("/admin/messages?course=none")).text();
      expect(contactOnly).not.toContain("Meera Iyer");
      expect(await (await adminGet("/admin/messages?source=newsletter")).text()).toContain("Meera Iyer");
      const otherSource = await (await adminGet("/admin/messages?source=twitter")).text();
      expect(otherSource).not.toContain("Meera Iyer");
      expect(otherSource).toContain("No messages match this search.");

      const csv = await (await adminGet(`/admin/messages/export.csv?course=${id}&source=newsletter`)).text();
      const [header, ...rows] = csv.replace(/^\uFEFF/, "").trim().split("\r\n").length > 1 ? csv.replace(/^\uFEFF/, "").trim().split("\r\n") : csv.replace(/^\uFEFF/, "").trim().split("\n");
      expect(header).toBe("Received (UTC),First name,Last name,E-mail,Phone,Message,Read,Course,Preferred batch,Callback time,Sent from,utm_source,utm_medium,utm_campaign,Referrer host");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(`${name},`);
      expect(rows[0]).toContain(`${PAGE},newsletter,,diwali,news.example.com`);

      const detail = await (await adminGet(`/admin/messages/${(await stored(`${marker}-1`))[0]!.id}`)).text();
      expect(detail).toContain("Campaign");
      expect(detail).toContain("diwali");

      const dashboard = await (await adminGet("/admin/dashboard")).text();
      const table = new JSDOM(dashboard).window.document.querySelector('[data-testid="enquiries-per-course"]');
      expect(table?.textContent).toContain(name);
    });

    it("gives the enquiry's fields in a person's export, and the retention removes them with the message", async () => {
      const json = (await (await adminGet(`/admin/messages/person/export?who=meera@example.in&format=json`)).json()) as { messages: Record<string, unknown>[] };
      expect(json.messages[0]).toMatchObject({ utmSource: "newsletter", utmCampaign: "diwali", referrerHost: "news.example.com", courseName: (await course()).name });

      const [row] = await stored(`${marker}-1`);
      await handle.db.updateTable("contacts").set({ createdAt: "2000-01-01T00:00:00.000Z" }).where("id", "=", row!.id).execute();
      const services = { db: handle.db, config: {}, bus: { publish: async () => {} }, log: { info() {}, warn() {}, error() {} } } as unknown as Parameters<typeof removeExpiredMessages>[0];
      expect(await removeExpiredMessages(services)).toBeGreaterThanOrEqual(1);
      expect(await stored(`${marker}-1`)).toEqual([]);
      // nothing of it is left anywhere in the table: the campaign lived in the message's own row
      expect(await handle.db.selectFrom("contacts").select("id").where("utmCampaign", "=", "diwali").execute()).toEqual([]);
    });
  });
});
