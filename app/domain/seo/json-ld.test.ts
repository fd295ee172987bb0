import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blogPostingJsonLd, breadcrumbJsonLd, courseListJsonLd, jsonLdTypes, organizationJsonLd, serialiseJsonLd, webSiteJsonLd } from "./json-ld";

/** Strings an attacker would type, mixed into arbitrary text by the property tests. */
const hostile = fc.constantFrom("</script>", "</SCRIPT >", "<script>alert(1)</script>", "<!--", "-->", "<![CDATA[", "]]>", "&lt;", "\u2028", "\u2029", "\\", '"', "<", ">", "&");
const hostileString = fc.array(fc.oneof(hostile, fc.string({ unit: "grapheme" })), { maxLength: 8 }).map((parts) => parts.join(""));
const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, hostileString, fc.integer(), fc.boolean(), fc.constant(null), tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
})).value;

function expectSafeInScript(serialised: string) {
  expect(serialised).not.toMatch(/<\/script/i);
  expect(serialised).not.toContain("<!--");
  expect(serialised).not.toContain("<");
  expect(serialised).not.toContain(">");
}

describe("serialiseJsonLd", () => {
  it("writes '<', '>' and '&' as \\u escapes so a value cannot close the script element", () => {
    const serialised = serialiseJsonLd({ name: "</script><script>alert(1)</script>", note: "<!-- x --> & y" });
    expect(serialised).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"\\u003c!-- x --\\u003e \\u0026 y"}',
    );
    expectSafeInScript(serialised);
  });

  it("escapes the line and paragraph separators", () => {
    expect(serialiseJsonLd({ text: "a\u2028b\u2029c" })).toBe('{"text":"a\\u2028b\\u2029c"}');
  });

  it("keeps any JSON value the same and never lets '<' or '>' through (property)", () => {
    fc.assert(
      // as JSON.parse gives them (JSON has no -0): what an administrator's JSON-LD is made of
      fc.property(fc.oneof(fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown), hostileJson), (value) => {
        const serialised = serialiseJsonLd(value);
        expectSafeInScript(serialised);
        expect(JSON.parse(serialised)).toEqual(value);
      }),
      { numRuns: 500 },
    );
  });

  it("escapes keys as well as values (property)", () => {
    fc.assert(
      fc.property(hostileString, hostileString, (key, value) => {
        const serialised = serialiseJsonLd({ [key]: value });
        expectSafeInScript(serialised);
        expect(JSON.parse(serialised)).toEqual({ [key]: value });
      }),
    );
  });
});

describe("jsonLdTypes", () => {
  it("reads one @type or a list of them", () => {
    expect(jsonLdTypes({ "@type": "Organization" })).toEqual(["Organization"]);
    expect(jsonLdTypes({ "@type": ["Organization", "EducationalOrganization"] })).toEqual(["Organization", "EducationalOrganization"]);
    expect(jsonLdTypes({ "@graph": [] })).toEqual([]);
    expect(jsonLdTypes({ "@type": 3 })).toEqual([]);
  });
});

const SCHEMA = "https://schema.org";
const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/]/.test(value);
const isIsoDate = (value: unknown) => typeof value === "string" && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);

describe("structured data builders (the fields schema.org and search engines require)", () => {
  it("BlogPosting: headline, datePublished, dateModified, author with a name, image, publisher", () => {
    const posting = blogPostingJsonLd({
      headline: "Position Sizing 101",
      description: "How much to risk on one trade.",
      url: "https://candlewise.example/blog/position-sizing-101",
      image: "https://candlewise.example/uploads/blog/sizing.webp",
      datePublished: "2026-10-01T04:30:00.000Z",
      dateModified: "2026-10-05T09:00:00.000Z",
      authorName: "Candlewise Academy",
      publisher: { name: "Candlewise Academy", logo: "https://candlewise.example/favicon.svg" },
      keywords: "risk, lots",
    });
    expect(posting["@context"]).toBe(SCHEMA);
    expect(posting["@type"]).toBe("BlogPosting");
    expect(posting.headline).toBe("Position Sizing 101");
    expect(isIsoDate(posting.datePublished)).toBe(true);
    expect(isIsoDate(posting.dateModified)).toBe(true);
    expect(posting.author).toMatchObject({ "@type": expect.stringMatching(/^(Person|Organization)$/), name: "Candlewise Academy" });
    expect(posting.image).toEqual(["https://candlewise.example/uploads/blog/sizing.webp"]);
    expect(posting.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": "https://candlewise.example/blog/position-sizing-101" });
    expect(posting.publisher).toEqual({ "@type": "Organization", name: "Candlewise Academy", logo: { "@type": "ImageObject", url: "https://candlewise.example/favicon.svg" } });
    expect(posting.keywords).toBe("risk, lots");
  });

  it("BlogPosting: leaves keywords out when a post has none", () => {
    const posting = blogPostingJsonLd({
      headline: "h",
      description: "d",
      url: "https://x.example/blog/h",
      image: "https://x.example/i.png",
      datePublished: "2026-10-01T04:30:00.000Z",
      dateModified: "2026-10-01T04:30:00.000Z",
      authorName: "a",
      publisher: { name: "p", logo: "https://x.example/l.svg" },
    });
    expect(posting).not.toHaveProperty("keywords");
  });

  it("Organization: name, url and logo, and the contact facts only when given", () => {
    const bare = organizationJsonLd({ name: "Candlewise Academy", url: "https://candlewise.example/", logo: "https://candlewise.example/favicon.svg", sameAs: [] });
    expect(bare).toEqual({ "@context": SCHEMA, "@type": "Organization", name: "Candlewise Academy", url: "https://candlewise.example/", logo: "https://candlewise.example/favicon.svg" });

    const full = organizationJsonLd({
      name: "Candlewise Academy",
      url: "https://candlewise.example/",
      logo: "https://candlewise.example/favicon.svg",
      email: "hello@candlewise.example",
      telephone: "+91 98765 43210",
      address: "12 MG Road, Bengaluru",
      sameAs: ["https://www.youtube.com/@candlewise"],
    });
    expect(full).toMatchObject({
      email: "hello@candlewise.example",
      telephone: "+91 98765 43210",
      address: { "@type": "PostalAddress", streetAddress: "12 MG Road, Bengaluru", addressCountry: "IN" },
      sameAs: ["https://www.youtube.com/@candlewise"],
    });
  });

  it("WebSite: name and url", () => {
    expect(webSiteJsonLd("Candlewise Academy", "https://candlewise.example/")).toEqual({
      "@context": SCHEMA,
      "@type": "WebSite",
      name: "Candlewise Academy",
      url: "https://candlewise.example/",
      inLanguage: "en-IN",
    });
  });

  it("BreadcrumbList: itemListElement of ListItems with position from 1, name and item", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", url: "https://candlewise.example/" },
      { name: "Privacy Policy", url: "https://candlewise.example/privacy-policy" },
    ]);
    expect(list["@context"]).toBe(SCHEMA);
    expect(list["@type"]).toBe("BreadcrumbList");
    const items = list.itemListElement as Record<string, unknown>[];
    expect(items.map((item) => item.position)).toEqual([1, 2]);
    for (const item of items) {
      expect(item["@type"]).toBe("ListItem");
      expect(typeof item.name).toBe("string");
      expect(isAbsoluteUrl(item.item)).toBe(true);
    }
  });

  it("ItemList of Course: each with name, description and a provider named", () => {
    const list = courseListJsonLd(
      [
        { name: "Forex Foundations", description: "Pips, lots and leverage.", url: "https://learn.example/forex", image: "https://candlewise.example/uploads/forex.webp" },
        { name: "Options Basics", description: "Calls, puts and the Greeks.", url: "https://learn.example/options" },
      ],
      { name: "Candlewise Academy", url: "https://candlewise.example/" },
    );
    expect(list["@context"]).toBe(SCHEMA);
    expect(list["@type"]).toBe("ItemList");
    const items = list.itemListElement as { "@type": string; position: number; item: Record<string, unknown> }[];
    expect(items.map((entry) => [entry["@type"], entry.position])).toEqual([
      ["ListItem", 1],
      ["ListItem", 2],
    ]);
    for (const { item } of items) {
      expect(item["@type"]).toBe("Course");
      expect(item.name).toEqual(expect.any(String));
      expect(item.description).toEqual(expect.any(String));
      expect(isAbsoluteUrl(item.url)).toBe(true);
      expect(item.provider).toEqual({ "@type": "Organization", name: "Candlewise Academy", sameAs: "https://candlewise.example/" });
    }
    expect(items[0]!.item.image).toBe("https://candlewise.example/uploads/forex.webp");
    expect(items[1]!.item).not.toHaveProperty("image");
  });

  it("ItemList of no courses is an empty list, not an error", () => {
    expect(courseListJsonLd([], { name: "C", url: "https://x.example/" }).itemListElement).toEqual([]);
  });
});
