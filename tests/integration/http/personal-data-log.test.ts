import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLogs, signIn, startApp, type RunningApp } from "../../support/app-process";

/*
 * Personal data stays out of the log (decision 0027): one whole server run, at the most talkative
 * log level, in which a visitor sends a message and an administrator searches the inbox for them,
 * opens their personal-data page, exports their messages and fails a sign-in typing their e-mail;
 * then the entire output of the process is searched for the e-mail and the phone, in every form
 * they could take in an address.
 */

const EMAIL = "Priya.Census+Log@Example.test";
const PHONE = "+91 98123 45678";
const PHONE_DIGITS = "9812345678";

let app: RunningApp;
let output = "";
const requests: Record<string, number> = {};

/** Every spelling of a value an address or a form could carry. */
function spellings(value: string): string[] {
  const forms = new Set<string>();
  for (const text of [value, value.toLowerCase()]) {
    forms.add(text);
    forms.add(encodeURIComponent(text));
    forms.add(new URLSearchParams({ v: text }).toString().slice(2));
    forms.add(JSON.stringify(text).slice(1, -1));
  }
  return [...forms];
}

beforeAll(async () => {
  app = await startApp({ env: { LOG_LEVEL: "trace" } });
  const count = (name: string, response: Response) => {
    requests[name] = response.status;
    return response.text();
  };

  await count(
    "contact",
    await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Priya", lastName: "Census", phone: PHONE, email: EMAIL, message: "Please call me about the course.", consent: "yes" }),
    }),
  );

  const cookie = await signIn(app);
  const get = (address: string) => fetch(`${app.url}${address}`, { redirect: "manual", headers: { cookie } });
  for (const who of [EMAIL, PHONE, PHONE_DIGITS]) {
    const query = encodeURIComponent(who);
    await count(`search ${who}`, await get(`/admin/messages?q=${query}`));
    await count(`search data ${who}`, await get(`/admin/messages.data?q=${query}`));
    await count(`person ${who}`, await get(`/admin/messages/person?who=${query}`));
    await count(`person data ${who}`, await get(`/admin/messages/person.data?who=${query}`));
    await count(`export ${who}`, await get(`/admin/messages/export.csv?q=${query}`));
    await count(`person export ${who}`, await get(`/admin/messages/person/export?who=${query}&format=csv`));
    await count(`person export json ${who}`, await get(`/admin/messages/person/export?who=${query}&format=json`));
  }

  // a failed sign-in typing the visitor's e-mail: a form post, a client navigation's, and by GET
  const failed = (address: string) =>
    fetch(`${app.url}${address}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: EMAIL, password: `wrong ${PHONE}` }),
    });
  await count("sign-in", await failed("/admin?index"));
  await count("sign-in data", await failed("/admin.data?index"));
  await count("sign-in by GET", await fetch(`${app.url}/admin?${new URLSearchParams({ email: EMAIL, password: PHONE })}`, { redirect: "manual" }));

  await app.stop();
  output = app.output();
});

afterAll(async () => {
  await app?.stop();
});

describe("a whole run's log", () => {
  it("did what it says: the message was stored and found, the sign-in failed", () => {
    expect(requests.contact).toBe(200);
    expect(requests[`search ${EMAIL}`]).toBe(200);
    expect(requests[`person ${EMAIL}`]).toBe(200);
    expect(requests[`export ${EMAIL}`]).toBe(200);
    expect(requests[`person export json ${EMAIL}`]).toBe(200);
    expect(requests["sign-in"]).toBe(401);
    const lines = readLogs({ output: () => output } as RunningApp).lines.filter((line) => line.msg === "request");
    // every request has its line: the addresses are there, without the queries that named the person
    expect(lines.filter((line) => String(line.url).startsWith("/admin/messages")).length).toBeGreaterThanOrEqual(21);
    expect(lines.find((line) => line.url === "/admin/messages/person" && line.queryRemoved === 1)).toBeDefined();
    expect(lines.find((line) => line.url === "/admin/messages/person/export?format=csv" && line.queryRemoved === 1)).toBeDefined();
  });

  it("never contains the visitor's e-mail or phone, in any spelling", () => {
    const hits = [...spellings(EMAIL), ...spellings(PHONE), PHONE_DIGITS, "98123 45678", "98123%2045678", "98123+45678"].filter((form) => output.includes(form));
    expect(hits).toEqual([]);
  });
});
