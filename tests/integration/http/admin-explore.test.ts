import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../app/domain/messages";
import { uploadMessages } from "../../../app/domain/uploads";
import { openSqlite, type DatabaseHandle } from "../../../app/server/db/database.server";
import type { ExplorePlatform, ExploreProgram } from "../../../app/server/db/schema.server";
import { signIn, startApp, type RunningApp } from "../../support/app-process";
import { openEventStream } from "../../support/event-stream";
import { multipartBody, smallPng } from "../../support/images";

/*
 * The Explore screen's form posts as a browser without JavaScript sends them (multipart, the file
 * inside the form), against the production build on a real SQLite file and the disk store. The
 * database is read beside the server to see what was (or was not) saved.
 */

let app: RunningApp;
let cookie: string;
let database: DatabaseHandle;
beforeAll(async () => {
  app = await startApp();
  cookie = await signIn(app);
  database = openSqlite(path.join(app.dataDir, "site.db"));
});
afterAll(async () => {
  await database?.close();
  await app?.stop();
});

const tag = () => Math.random().toString(16).slice(2, 10);

type FilePart = { field: string; name: string; type: string; bytes: Buffer };

async function post(fields: Record<string, string>, file?: FilePart, headers: Record<string, string> = {}, query = "") {
  const { body, contentType } = multipartBody(fields, file);
  return fetch(`${app.url}/admin/explore${query}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, cookie, "content-type": contentType, ...headers },
    body: new Uint8Array(body),
  });
}

async function programNamed(label: string): Promise<ExploreProgram | undefined> {
  return database.db.selectFrom("explorePrograms").selectAll().where("label", "=", label).executeTakeFirst();
}

async function platformNamed(alt: string): Promise<ExplorePlatform | undefined> {
  return database.db.selectFrom("explorePlatforms").selectAll().where("alt", "=", alt).executeTakeFirst();
}

/** the stored image and its narrower copies, as the public site would ask for them */
function filesOf(url: string, widths: number[]): string[] {
  return [url, ...widths.map((width) => url.replace(/\.webp$/, `-${width}w.webp`))];
}

async function statusOf(url: string): Promise<number> {
  return (await fetch(`${app.url}${url}`)).status;
}

const png = async (width = 800, height = 400): Promise<FilePart> => ({ field: "icon", name: "icon.png", type: "image/png", bytes: await smallPng(width, height) });

describe("admin Explore screen", () => {
  it("shows the title with the company name to a signed-in admin", async () => {
    const response = await fetch(`${app.url}/admin/explore`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Manage &quot;Explore Candlewise Academy&quot; Section");
    expect(html).toContain("Manage Platforms");
  });

  it("refuses anonymous and cross-site posts, with no change", async () => {
    const label = `Anon ${tag()}`;
    const { body, contentType } = multipartBody({ intent: "save-program", label }, await png());
    const anonymous = await fetch(`${app.url}/admin/explore`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": contentType },
      body: new Uint8Array(body),
    });
    // an anonymous multipart body is refused before it is read (decision 0027)
    expect(anonymous.status).toBe(413);

    const crossSite = await post({ intent: "save-program", label }, await png(), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await programNamed(label)).toBeUndefined();

    // nor can a stranger delete
    const [victim] = await database.db.selectFrom("explorePlatforms").selectAll().limit(1).execute();
    expect(victim).toBeDefined();
    const anonymousDelete = await fetch(`${app.url}/admin/explore`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-platform", id: victim!.id }),
    });
    expect(anonymousDelete.status).toBe(302);
    const crossSiteDelete = await fetch(`${app.url}/admin/explore`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example", cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-platform", id: victim!.id }),
    });
    expect(crossSiteDelete.status).toBe(403);
    expect(await platformNamed(victim!.alt)).toBeDefined();
  });

  it("refuses a program without an icon with the spec's message, and saves nothing", async () => {
    const label = `No icon ${tag()}`;
    const response = await post({ intent: "save-program", label });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(messages.explore.programMissingBoth);
    expect(html).toMatch(/role="alert"/);
    expect(await programNamed(label)).toBeUndefined();

    const noLabel = await post({ intent: "save-program", label: "  " }, await png());
    expect(noLabel.status).toBe(400);
    expect(await noLabel.text()).toContain(messages.explore.programMissingBoth);
  });

  it("stores an SVG icon with its script gone", async () => {
    const label = `Svg ${tag()}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(document.cookie)</script><rect width="24" height="24" fill="#047857"/></svg>`;
    const response = await post({ intent: "save-program", label }, { field: "icon", name: "Evil Icon.svg", type: "image/svg+xml", bytes: Buffer.from(svg) });
    expect(response.status).toBe(200);
    const program = await programNamed(label);
    expect(program?.icon).toMatch(/^\/uploads\/program-icons\/\d{13}_[0-9a-f]{6}-evil-icon\.svg$/);
    expect(program?.iconStorageKey).toBe(program!.icon.slice("/uploads/".length));
    const stored = await (await fetch(`${app.url}${program!.icon}`)).text();
    expect(stored).toContain("<rect");
    expect(stored).not.toMatch(/script|onload/i);
  });

  it("replacing an icon deletes the old icon's files; editing without one keeps it", async () => {
    const label = `Replace ${tag()}`;
    expect((await post({ intent: "save-program", label }, await png(800, 400))).status).toBe(200);
    const first = (await programNamed(label))!;
    expect(first.iconStorageKey).toMatch(/^program-icons\//);
    expect([first.imageWidth, first.imageHeight]).toEqual([800, 400]);
    const oldFiles = filesOf(first.icon, [64, 128]);
    for (const url of oldFiles) expect(await statusOf(url), url).toBe(200);

    // the label alone: the icon stays
    const renamed = `${label} renamed`;
    const rename = await post({ intent: "save-program", id: first.id, label: renamed }, undefined, {}, `?edit=${first.id}`);
    expect(rename.status).toBe(302);
    expect(rename.headers.get("location")).toBe("/admin/explore");
    expect((await programNamed(renamed))?.icon).toBe(first.icon);

    const replace = await post({ intent: "save-program", id: first.id, label: renamed }, { ...(await png(300, 300)), name: "new.png" }, {}, `?edit=${first.id}`);
    expect(replace.status).toBe(302);
    const second = (await programNamed(renamed))!;
    expect(second.icon).not.toBe(first.icon);
    expect(second.iconStorageKey).toBe(second.icon.slice("/uploads/".length));
    for (const url of oldFiles) expect(await statusOf(url), url).toBe(404);
    expect(await statusOf(second.icon)).toBe(200);

    // editing with no label is refused with the spec's other message
    const blank = await post({ intent: "save-program", id: first.id, label: "" }, undefined, {}, `?edit=${first.id}`);
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(messages.explore.programMissingLabel);

    // and deleting the program deletes its icon
    const removed = await fetch(`${app.url}/admin/explore?confirm=program-${first.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-program", id: first.id }),
    });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin/explore");
    expect(await programNamed(renamed)).toBeUndefined();
    expect(await statusOf(second.icon)).toBe(404);
  });

  it("adds a platform and deleting it removes its files from storage", async () => {
    const alt = `Platform ${tag()}`;
    const missing = await post({ intent: "add-platform", alt: "" }, { ...(await png()), field: "image" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(messages.explore.platformMissing);

    const added = await post({ intent: "add-platform", alt }, { ...(await png(1000, 500)), field: "image", name: "Gold Chart.png" });
    expect(added.status).toBe(200);
    const platform = (await platformNamed(alt))!;
    expect(platform.image).toMatch(/^\/uploads\/explore-platforms\/\d{13}_[0-9a-f]{6}-gold-chart\.webp$/);
    expect(platform.storageKey).toBe(platform.image.slice("/uploads/".length));
    const files = filesOf(platform.image, [320, 640]);
    for (const url of files) expect(await statusOf(url), url).toBe(200);

    const removed = await fetch(`${app.url}/admin/explore?confirm=platform-${platform.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-platform", id: platform.id }),
    });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin/explore");
    expect(await platformNamed(alt)).toBeUndefined();
    for (const url of files) expect(await statusOf(url), url).toBe(404);

    // deleting it again fails with the spec's message
    const again = await fetch(`${app.url}/admin/explore?confirm=platform-${platform.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: app.url, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-platform", id: platform.id }),
    });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(messages.explore.platformDeleteFailed);
  });

  it("refuses a platform image of 10 MB and 1 byte with 413 and a clear message, saving nothing", async () => {
    const alt = `Too big ${tag()}`;
    const image = await smallPng();
    const tenMegabytesAndOne = Buffer.concat([image, Buffer.alloc(10 * 1024 * 1024 + 1 - image.length)]);
    const platformsBefore = (await database.db.selectFrom("explorePlatforms").select("id").execute()).length;
    const response = await post({ intent: "add-platform", alt }, { field: "image", name: "huge.png", type: "image/png", bytes: tenMegabytesAndOne });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(uploadMessages.tooLarge("explore-platform").replace(/"/g, "&quot;"));
    expect(await platformNamed(alt)).toBeUndefined();
    expect((await database.db.selectFrom("explorePlatforms").select("id").execute()).length).toBe(platformsBefore);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("announces every save and delete to the open admin screens as a change of the explore area", async () => {
    const stream = await openEventStream(`${app.url}/admin/events`, cookie);
    try {
      expect(stream.status).toBe(200);
      const changed = async () => expect((await stream.next("content.changed")).data).toEqual({ type: "content.changed", area: "explore" });
      const label = `Announced ${tag()}`;
      expect((await post({ intent: "save-program", label }, await png())).status).toBe(200);
      await changed();
      const program = (await programNamed(label))!;
      expect((await post({ intent: "save-program", id: program.id, label: `${label}!` })).status).toBe(302);
      await changed();
      const deleteForm = (intent: string, id: string) =>
        fetch(`${app.url}/admin/explore`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: app.url, cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent, id }),
        });
      expect((await deleteForm("delete-program", program.id)).status).toBe(302);
      await changed();
      const alt = `Announced ${tag()}`;
      expect((await post({ intent: "add-platform", alt }, { ...(await png()), field: "image" })).status).toBe(200);
      await changed();
      expect((await deleteForm("delete-platform", (await platformNamed(alt))!.id)).status).toBe(302);
      await changed();
      // a refused save announces nothing
      expect((await post({ intent: "add-platform", alt: "" })).status).toBe(400);
      await expect(stream.next("content.changed", 500)).rejects.toThrow(/no "content.changed" event/);
    } finally {
      stream.close();
    }
  });
});
