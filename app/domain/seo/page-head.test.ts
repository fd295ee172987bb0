import { describe, expect, it } from "vitest";
import { fastestMs } from "../../../tests/support/timing";
import { translate } from "../../server/i18n/site-messages.server";
import { findPublicPage, publicPageRouteSeo } from "../public-pages";
import { blogPostingJsonLd, organizationJsonLd, webSiteJsonLd } from "./json-ld";
import { absoluteUrl, resolvePageHead, tagKey, type CompiledSeo, type HeadTag, type PageHead, type RouteSeo } from "./page-head";
import type { Translate } from "./route-seo";
import { seoKeyOfPath } from "./seo-fields";

const PUBLIC_URL = "https://candlewise.example";
const site = { name: "Candlewise Academy", publicUrl: PUBLIC_URL };

function record(fields: Partial<CompiledSeo> = {}): CompiledSeo {
  return {
    siteTitle: null,
    pageTitle: null,
    description: null,
    keywords: null,
    canonicalUrl: null,
    robots: null,
    analyticsId: null,
    siteVerification: null,
    facebookVerification: null,
    facebookPixel: null,
    googlePixel: null,
    openGraph: null,
    twitter: null,
    custom: null,
    jsonLd: null,
    hreflang: null,
    ...fields,
  };
}

const meta = (attribute: "name" | "property", name: string, content: string): HeadTag => ({ tag: "meta", attrs: { [attribute]: name, content } });

function head(input: { pathname?: string; page?: CompiledSeo | null; global?: CompiledSeo | null; route?: RouteSeo }): PageHead {
  return resolvePageHead({ pathname: input.pathname ?? "/about", page: input.page ?? null, global: input.global ?? null, route: input.route ?? {}, site });
}

/** Every tag of the head with this identity (a meta by name or property, a link by relation). */
function tagsOf(result: PageHead, key: string): HeadTag[] {
  return result.tags.filter((tag) => tagKey(tag) === key);
}

/** The content (meta) or href (link) of the one tag with this identity; fails when it is not exactly one. */
function valueOf(result: PageHead, key: string): string {
  const found = tagsOf(result, key);
  expect(found, `exactly one ${key}`).toHaveLength(1);
  return found[0]!.attrs.content ?? found[0]!.attrs.href!;
}

const jsonLdOf = (result: PageHead) => result.jsonLd.map((json) => JSON.parse(json) as Record<string, unknown>);

const aboutRoute: RouteSeo = { name: "About Us", description: "Who we are." };
const blogPostRoute: RouteSeo = {
  content: {
    title: "Position Sizing 101",
    description: "How much to risk on one trade.",
    keywords: "risk, position size",
    image: { url: "/uploads/blog/sizing-1200.webp", width: 1200, height: 630, alt: "Position Sizing 101" },
    publishedTime: "2026-10-01T04:30:00.000Z",
    modifiedTime: "2026-10-05T09:00:00.000Z",
  },
};

describe("seoKeyOfPath (the record's key of a page)", () => {
  it.each([
    ["/", "home"],
    ["", "home"],
    ["/about", "_about"],
    ["/about/", "_about"],
    ["/blog/x", "_blog_x"],
    ["/blog/my-post/", "_blog_my-post"],
    ["/terms-and-conditions", "_terms-and-conditions"],
  ])("%j → %j", (path, key) => {
    expect(seoKeyOfPath(path)).toBe(key);
  });

  it("drops every trailing slash, and only those", () => {
    expect(seoKeyOfPath("/about///")).toBe("_about");
    expect(seoKeyOfPath("//about")).toBe("__about");
    expect(findPublicPage("/About//")?.path).toBe("/about");
    expect(findPublicPage("///")?.path).toBe("/");
  });

  it("reads an address of 15,000 slashes and a letter in well under 10 ms (trimming them took 0.4 s a call)", () => {
    const path = `/${"/".repeat(15_000)}a`;
    expect(fastestMs(() => seoKeyOfPath(path), 3)).toBeLessThan(10);
    expect(fastestMs(() => findPublicPage(path), 3)).toBeLessThan(10);
    expect(fastestMs(() => resolvePageHead({ pathname: path, page: null, global: null, route: {}, site }), 3)).toBeLessThan(10);
  });
});

describe("absoluteUrl", () => {
  it("keeps an http(s) address and puts a path on the base", () => {
    expect(absoluteUrl("https://cdn.example/a.png", PUBLIC_URL)).toBe("https://cdn.example/a.png");
    expect(absoluteUrl("HTTP://cdn.example/a.png", PUBLIC_URL)).toBe("HTTP://cdn.example/a.png");
    expect(absoluteUrl("/blog/x", PUBLIC_URL)).toBe("https://candlewise.example/blog/x");
    expect(absoluteUrl("blog/x", `${PUBLIC_URL}/`)).toBe("https://candlewise.example/blog/x");
    expect(absoluteUrl("/", `${PUBLIC_URL}//`)).toBe("https://candlewise.example/");
  });

  it("never keeps a protocol-relative or script address as it is", () => {
    expect(absoluteUrl("//evil.example/x", PUBLIC_URL)).toBe("https://candlewise.example//evil.example/x");
    expect(absoluteUrl("javascript:alert(1)", PUBLIC_URL)).toBe("https://candlewise.example/javascript:alert(1)");
  });
});

describe("tagKey (what 'each tag once' means)", () => {
  it("identifies a meta by its name, property or itemprop, whatever the case", () => {
    expect(tagKey(meta("name", "Description", "x"))).toBe("meta:description");
    expect(tagKey(meta("property", "og:title", "x"))).toBe("meta:og:title");
    // written with name= or property=, an og:title is the same tag
    expect(tagKey(meta("name", "OG:Title", "x"))).toBe(tagKey(meta("property", "og:title", "y")));
    expect(tagKey({ tag: "meta", attrs: { itemprop: "name", content: "x" } })).toBe("meta:name");
    expect(tagKey({ tag: "meta", attrs: { content: "x" } })).toBeNull();
  });

  it("identifies a link by its relation: one canonical, one alternate per language, others by address", () => {
    expect(tagKey({ tag: "link", attrs: { rel: "Canonical", href: "https://a.example/" } })).toBe("link:canonical");
    expect(tagKey({ tag: "link", attrs: { rel: "canonical", href: "https://b.example/" } })).toBe("link:canonical");
    expect(tagKey({ tag: "link", attrs: { rel: "alternate", hreflang: "en-IN", href: "/" } })).toBe(
      tagKey({ tag: "link", attrs: { rel: "alternate", hreflang: "en-in", href: "/other" } }),
    );
    expect(tagKey({ tag: "link", attrs: { rel: "alternate", type: "application/rss+xml", href: "/rss" } })).toBe("link:alternate:/rss");
    expect(tagKey({ tag: "link", attrs: { rel: "icon", href: "/a.png" } })).not.toBe(tagKey({ tag: "link", attrs: { rel: "icon", href: "/b.png" } }));
    expect(tagKey({ tag: "link", attrs: { href: "/a" } })).toBeNull();
  });
});

describe("resolvePageHead: built-in defaults with no record", () => {
  it("titles the page '{name} | {company}', describes it, indexes it and links its canonical address", () => {
    const result = head({ route: aboutRoute });
    expect(result.title).toBe("About Us | Candlewise Academy");
    expect(valueOf(result, "meta:description")).toBe("Who we are.");
    expect(valueOf(result, "meta:robots")).toBe("index, follow");
    expect(valueOf(result, "link:canonical")).toBe("https://candlewise.example/about");
    expect(result.canonicalUrl).toBe("https://candlewise.example/about");
    expect(tagsOf(result, "meta:keywords")).toHaveLength(0);
    expect(result.analyticsId).toBeNull();
    expect(result.jsonLd).toEqual([]);
  });

  it("titles the home page with the company name alone and gives it the canonical address '/'", () => {
    const result = head({ pathname: "/", route: { description: "Courses and calculators." } });
    expect(result.title).toBe("Candlewise Academy");
    expect(valueOf(result, "link:canonical")).toBe("https://candlewise.example/");
    expect(valueOf(result, "meta:og:title")).toBe("Candlewise Academy");
  });

  it("derives the Open Graph and Twitter tags from the title, description and address", () => {
    const result = head({ route: aboutRoute });
    expect(valueOf(result, "meta:og:title")).toBe("About Us | Candlewise Academy");
    expect(valueOf(result, "meta:og:description")).toBe("Who we are.");
    expect(valueOf(result, "meta:og:url")).toBe("https://candlewise.example/about");
    expect(valueOf(result, "meta:og:type")).toBe("website");
    expect(valueOf(result, "meta:og:site_name")).toBe("Candlewise Academy");
    expect(valueOf(result, "meta:twitter:card")).toBe("summary");
    expect(valueOf(result, "meta:twitter:title")).toBe("About Us | Candlewise Academy");
    expect(tagsOf(result, "meta:og:image")).toHaveLength(0);
  });

  it("writes no empty description tag when nothing describes the page", () => {
    const result = head({ route: { name: "Somewhere" } });
    expect(tagsOf(result, "meta:description")).toHaveLength(0);
    expect(tagsOf(result, "meta:og:description")).toHaveLength(0);
  });
});

describe("resolvePageHead: a blog post's content speaks for itself", () => {
  it("gives the post's title, description, keywords and absolute image with its size", () => {
    const result = head({ pathname: "/blog/position-sizing-101", route: blogPostRoute });
    expect(result.title).toBe("Position Sizing 101 | Candlewise Academy");
    expect(valueOf(result, "meta:description")).toBe("How much to risk on one trade.");
    expect(valueOf(result, "meta:keywords")).toBe("risk, position size");
    expect(valueOf(result, "meta:og:type")).toBe("article");
    expect(valueOf(result, "meta:og:title")).toBe("Position Sizing 101");
    expect(valueOf(result, "meta:og:image")).toBe("https://candlewise.example/uploads/blog/sizing-1200.webp");
    expect(valueOf(result, "meta:og:image:width")).toBe("1200");
    expect(valueOf(result, "meta:og:image:height")).toBe("630");
    expect(valueOf(result, "meta:og:image:alt")).toBe("Position Sizing 101");
    expect(valueOf(result, "meta:article:published_time")).toBe("2026-10-01T04:30:00.000Z");
    expect(valueOf(result, "meta:article:modified_time")).toBe("2026-10-05T09:00:00.000Z");
    expect(valueOf(result, "meta:twitter:card")).toBe("summary_large_image");
    expect(valueOf(result, "meta:twitter:image")).toBe("https://candlewise.example/uploads/blog/sizing-1200.webp");
  });

  it("beats the global record, and loses to the page's own record, field by field", () => {
    const global = record({ siteTitle: "Candlewise", description: "Global description.", keywords: "global, words", openGraph: [meta("property", "og:image", "https://cdn.example/global.png")] });
    const underGlobal = head({ pathname: "/blog/position-sizing-101", global, route: blogPostRoute });
    expect(underGlobal.title).toBe("Position Sizing 101 | Candlewise");
    expect(valueOf(underGlobal, "meta:description")).toBe("How much to risk on one trade.");
    expect(valueOf(underGlobal, "meta:keywords")).toBe("risk, position size");
    expect(valueOf(underGlobal, "meta:og:image")).toBe("https://candlewise.example/uploads/blog/sizing-1200.webp");

    const page = record({ pageTitle: "Sizing a trade, step by step", keywords: "lot size" });
    const underPage = head({ pathname: "/blog/position-sizing-101", page, global, route: blogPostRoute });
    expect(underPage.title).toBe("Sizing a trade, step by step");
    expect(valueOf(underPage, "meta:og:title")).toBe("Sizing a trade, step by step");
    expect(valueOf(underPage, "meta:twitter:title")).toBe("Sizing a trade, step by step");
    expect(valueOf(underPage, "meta:keywords")).toBe("lot size");
    // the page's record gives no description: the post's own still beats the global one
    expect(valueOf(underPage, "meta:description")).toBe("How much to risk on one trade.");
  });
});

describe("resolvePageHead: page record > global record > built-in, field by field", () => {
  const global = record({
    siteTitle: "Candlewise Trading Academy",
    description: "Global description.",
    keywords: "trading, courses",
    robots: "noindex, nofollow",
    analyticsId: "G-GLOBAL1234",
  });

  it("takes each field from the global record when the page has none", () => {
    const result = head({ global, route: aboutRoute });
    expect(result.title).toBe("About Us | Candlewise Trading Academy");
    expect(valueOf(result, "meta:description")).toBe("Global description.");
    expect(valueOf(result, "meta:keywords")).toBe("trading, courses");
    expect(valueOf(result, "meta:robots")).toBe("noindex, nofollow");
    expect(valueOf(result, "meta:og:site_name")).toBe("Candlewise Trading Academy");
    expect(result.analyticsId).toBe("G-GLOBAL1234");
  });

  it("takes each field the page's record gives from it, and the rest from the global record", () => {
    const page = record({ pageTitle: "About Candlewise", robots: "index, follow", analyticsId: "G-PAGE56789" });
    const result = head({ page, global, route: aboutRoute });
    expect(result.title).toBe("About Candlewise");
    expect(valueOf(result, "meta:robots")).toBe("index, follow");
    expect(result.analyticsId).toBe("G-PAGE56789");
    expect(valueOf(result, "meta:description")).toBe("Global description.");
    expect(valueOf(result, "meta:keywords")).toBe("trading, courses");
  });

  it("lets the page's description beat the global one, and the global one beat the route's", () => {
    expect(valueOf(head({ page: record({ description: "Page description." }), global, route: aboutRoute }), "meta:description")).toBe("Page description.");
    expect(valueOf(head({ page: record({ description: "Page description." }), global, route: aboutRoute }), "meta:og:description")).toBe("Page description.");
    expect(valueOf(head({ global: record({ description: "Global description." }), route: aboutRoute }), "meta:twitter:description")).toBe("Global description.");
  });

  it("forces the route's robots (a page that does not exist) over both records", () => {
    const result = head({
      pathname: "/no-such-page",
      page: record({ robots: "index, follow" }),
      global: record({ robots: "index, follow" }),
      route: { name: "Page not found", robots: "noindex" },
    });
    expect(valueOf(result, "meta:robots")).toBe("noindex");
  });

  it("keeps the forced robots even when a record's markup carries its own robots tag", () => {
    const result = head({
      pathname: "/no-such-page",
      page: record({ openGraph: [meta("name", "robots", "index, follow")], custom: [meta("name", "robots", "all")] }),
      global: record({ twitter: [meta("name", "robots", "index")] }),
      route: { name: "Page not found", robots: "noindex" },
    });
    expect(valueOf(result, "meta:robots")).toBe("noindex");
  });
});

describe("resolvePageHead: the canonical address", () => {
  it("uses the global record's canonical URL as the base address of every page", () => {
    const global = record({ canonicalUrl: "https://www.candlewise.in/" });
    expect(valueOf(head({ pathname: "/about", global, route: aboutRoute }), "link:canonical")).toBe("https://www.candlewise.in/about");
    expect(valueOf(head({ pathname: "/", global, route: {} }), "link:canonical")).toBe("https://www.candlewise.in/");
  });

  it("uses the page's canonical URL as its own, absolute or a path on the base", () => {
    const global = record({ canonicalUrl: "https://www.candlewise.in" });
    expect(valueOf(head({ page: record({ canonicalUrl: "https://partner.example/about-candlewise" }), global }), "link:canonical")).toBe(
      "https://partner.example/about-candlewise",
    );
    expect(valueOf(head({ page: record({ canonicalUrl: "/about-us" }), global }), "link:canonical")).toBe("https://www.candlewise.in/about-us");
    expect(valueOf(head({ page: record({ canonicalUrl: "/about-us" }) }), "link:canonical")).toBe("https://candlewise.example/about-us");
  });

  it("ignores a global canonical that is not an http(s) address and falls back to PUBLIC_URL", () => {
    expect(valueOf(head({ global: record({ canonicalUrl: "/somewhere" }) }), "link:canonical")).toBe("https://candlewise.example/about");
  });

  it("points og:url at the canonical address, and the English alternates at the record's canonical (it stands for the English version)", () => {
    const result = head({
      page: record({ canonicalUrl: "/about-us" }),
      global: record({ canonicalUrl: "https://www.candlewise.in" }),
    });
    expect(valueOf(result, "meta:og:url")).toBe("https://www.candlewise.in/about-us");
    for (const language of ["en-in", "x-default"]) expect(valueOf(result, `link:alternate:${language}`)).toBe("https://www.candlewise.in/about-us");
    expect(valueOf(result, "link:alternate:hi-in")).toBe("https://www.candlewise.in/hi/about");
    expect(tagsOf(result, "link:alternate:x-default")[0]!.attrs).toEqual({ rel: "alternate", hreflang: "x-default", href: "https://www.candlewise.in/about-us" });
  });

  it("adds a record's further codes of the two languages, each at its language's address, and drops codes of other languages", () => {
    const result = head({ pathname: "/contact", global: record({ hreflang: ["en", "hi", "en-GB", "zh-Hant-TW", "x-default"] }) });
    expect(valueOf(result, "link:alternate:en")).toBe("https://candlewise.example/contact");
    expect(valueOf(result, "link:alternate:en-gb")).toBe("https://candlewise.example/contact");
    expect(valueOf(result, "link:alternate:hi")).toBe("https://candlewise.example/hi/contact");
    expect(valueOf(result, "link:alternate:x-default")).toBe("https://candlewise.example/contact");
    expect(tagsOf(result, "link:alternate:zh-hant-tw")).toEqual([]);
  });
});

describe("resolvePageHead: each tag exactly once", () => {
  it("lets a page's title beat a global og:title written as markup", () => {
    const result = head({ page: record({ pageTitle: "About Candlewise" }), global: record({ openGraph: [meta("property", "og:title", "Global OG title")] }), route: aboutRoute });
    expect(valueOf(result, "meta:og:title")).toBe("About Candlewise");
  });

  it("lets a global og:title written as markup beat the built-in title of a page with no record", () => {
    const result = head({ global: record({ openGraph: [meta("property", "og:title", "Global OG title")] }), route: aboutRoute });
    expect(valueOf(result, "meta:og:title")).toBe("Global OG title");
    expect(result.title).toBe("About Us | Candlewise Academy");
  });

  it("lets the page's Open Graph markup replace the built-in tags of the same property", () => {
    const page = record({
      pageTitle: "About Candlewise",
      openGraph: [meta("property", "og:title", "Meet the mentors"), meta("property", "og:image", "https://cdn.example/team.jpg"), meta("property", "og:type", "profile")],
      twitter: [meta("name", "twitter:card", "summary_large_image"), meta("name", "twitter:site", "@candlewise")],
    });
    const result = head({ page, route: aboutRoute });
    expect(valueOf(result, "meta:og:title")).toBe("Meet the mentors");
    expect(valueOf(result, "meta:og:image")).toBe("https://cdn.example/team.jpg");
    expect(valueOf(result, "meta:og:type")).toBe("profile");
    expect(valueOf(result, "meta:twitter:card")).toBe("summary_large_image");
    expect(valueOf(result, "meta:twitter:site")).toBe("@candlewise");
    // the <title> stays the page's title
    expect(result.title).toBe("About Candlewise");
  });

  it("lets the page's markup beat the global markup of the same property", () => {
    const result = head({
      page: record({ openGraph: [meta("property", "og:image", "https://cdn.example/page.png")] }),
      global: record({ openGraph: [meta("property", "og:image", "https://cdn.example/global.png"), meta("property", "fb:app_id", "1234")] }),
    });
    expect(valueOf(result, "meta:og:image")).toBe("https://cdn.example/page.png");
    expect(valueOf(result, "meta:fb:app_id")).toBe("1234");
  });

  it("never lets a custom tag replace a dedicated field's tag, and keeps custom tags nothing else gives", () => {
    const custom: HeadTag[] = [
      meta("name", "description", "Custom description"),
      meta("name", "robots", "noindex"),
      meta("name", "keywords", "custom"),
      meta("property", "og:title", "Custom OG"),
      meta("name", "twitter:title", "Custom Twitter"),
      { tag: "link", attrs: { rel: "alternate", hreflang: "en-IN", href: "https://elsewhere.example/" } },
      meta("name", "author", "Candlewise mentors"),
      { tag: "link", attrs: { rel: "me", href: "https://social.example/@candlewise" } },
    ];
    const result = head({
      page: record({ description: "Page description.", keywords: "page words", robots: "index, follow", hreflang: ["en-IN"], custom }),
      route: aboutRoute,
    });
    expect(valueOf(result, "meta:description")).toBe("Page description.");
    expect(valueOf(result, "meta:robots")).toBe("index, follow");
    expect(valueOf(result, "meta:keywords")).toBe("page words");
    expect(valueOf(result, "meta:og:title")).toBe("About Us | Candlewise Academy");
    expect(valueOf(result, "meta:twitter:title")).toBe("About Us | Candlewise Academy");
    expect(valueOf(result, "link:alternate:en-in")).toBe("https://candlewise.example/about");
    expect(valueOf(result, "meta:author")).toBe("Candlewise mentors");
    expect(valueOf(result, "link:me:https://social.example/@candlewise")).toBe("https://social.example/@candlewise");
  });

  it("takes the custom tags of the page's record instead of the global ones", () => {
    const result = head({
      page: record({ custom: [meta("name", "author", "Page author")] }),
      global: record({ custom: [meta("name", "author", "Global author"), meta("name", "format-detection", "telephone=no")] }),
    });
    expect(valueOf(result, "meta:author")).toBe("Page author");
    expect(tagsOf(result, "meta:format-detection")).toHaveLength(0);
  });

  it("publishes the verification and pixel tags, the page's beating the global ones", () => {
    const result = head({
      page: record({ siteVerification: [meta("name", "google-site-verification", "page-code")] }),
      global: record({
        siteVerification: [meta("name", "google-site-verification", "global-code")],
        facebookVerification: [meta("name", "facebook-domain-verification", "fb-code")],
        facebookPixel: [meta("name", "facebook-pixel-id", "123456")],
        googlePixel: [meta("name", "google-meta-pixel", "gp-code")],
      }),
    });
    expect(valueOf(result, "meta:google-site-verification")).toBe("page-code");
    expect(valueOf(result, "meta:facebook-domain-verification")).toBe("fb-code");
    expect(valueOf(result, "meta:facebook-pixel-id")).toBe("123456");
    expect(valueOf(result, "meta:google-meta-pixel")).toBe("gp-code");
  });

  it("gives every tag of a fully loaded head once", () => {
    const tagList: HeadTag[] = [meta("property", "og:title", "t"), meta("property", "og:description", "d"), meta("property", "og:url", "https://x.example/")];
    const full = record({
      siteTitle: "S",
      pageTitle: "P",
      description: "D",
      keywords: "k",
      canonicalUrl: "https://x.example/",
      robots: "index",
      siteVerification: [meta("name", "google-site-verification", "g")],
      openGraph: tagList,
      twitter: [meta("name", "twitter:title", "t"), meta("name", "twitter:card", "summary")],
      custom: [...tagList, meta("name", "description", "again")],
      hreflang: ["en-IN", "x-default"],
    });
    const result = head({ pathname: "/blog/position-sizing-101", page: full, global: full, route: { ...blogPostRoute, robots: "noindex" } });
    const keys = result.tags.map(tagKey);
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("resolvePageHead: structured data", () => {
  const organization = organizationJsonLd({ name: "Candlewise Academy", url: `${PUBLIC_URL}/`, logo: `${PUBLIC_URL}/favicon.svg`, sameAs: [] });
  const webSite = webSiteJsonLd("Candlewise Academy", `${PUBLIC_URL}/`);
  const homeRoute: RouteSeo = { jsonLd: [organization, webSite] };

  it("publishes the route's built-in entries, serialised", () => {
    const result = head({ pathname: "/", route: homeRoute });
    expect(jsonLdOf(result)).toEqual([organization, webSite]);
  });

  it("lets an administrator's Organization replace the built-in one and keeps the WebSite", () => {
    const adminOrganization = { "@context": "https://schema.org", "@type": "Organization", name: "Candlewise Academy Pvt Ltd", url: "https://www.candlewise.in/" };
    const result = head({ pathname: "/", global: record({ jsonLd: [adminOrganization] }), route: homeRoute });
    const entries = jsonLdOf(result);
    expect(entries.filter((entry) => entry["@type"] === "Organization")).toEqual([adminOrganization]);
    expect(entries.filter((entry) => entry["@type"] === "WebSite")).toEqual([webSite]);
  });

  it("takes the page's JSON-LD instead of the global one", () => {
    const pageEntry = { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] };
    const globalEntry = { "@context": "https://schema.org", "@type": "LocalBusiness", name: "Candlewise" };
    const entries = jsonLdOf(head({ page: record({ jsonLd: [pageEntry] }), global: record({ jsonLd: [globalEntry] }) }));
    expect(entries).toEqual([pageEntry]);
  });

  it("builds a BreadcrumbList from the route's trail with absolute addresses", () => {
    const route: RouteSeo = {
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: "Position Sizing 101", path: "/blog/position-sizing-101" },
      ],
    };
    const [breadcrumbs] = jsonLdOf(head({ pathname: "/blog/position-sizing-101", route }));
    expect(breadcrumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://candlewise.example/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://candlewise.example/blog" },
        { "@type": "ListItem", position: 3, name: "Position Sizing 101", item: "https://candlewise.example/blog/position-sizing-101" },
      ],
    });
  });

  it("serialises every entry so that no value can close its script element", () => {
    const posting = blogPostingJsonLd({
      headline: "</script><script>alert(1)</script>",
      description: "<!-- a & b -->",
      url: `${PUBLIC_URL}/blog/x`,
      image: `${PUBLIC_URL}/x.png`,
      datePublished: "2026-10-01T04:30:00.000Z",
      dateModified: "2026-10-01T04:30:00.000Z",
      authorName: "Candlewise",
      publisher: { name: "Candlewise", logo: `${PUBLIC_URL}/favicon.svg` },
    });
    const admin = { "@context": "https://schema.org", "@type": "Thing", name: "</SCRIPT ><img src=x onerror=alert(1)>" };
    const result = head({ route: { jsonLd: [posting] }, page: record({ jsonLd: [admin] }) });
    for (const json of result.jsonLd) expect(json).not.toMatch(/[<>]/);
    expect(jsonLdOf(result)).toEqual([posting, admin]);
  });
});

describe("the site's share card as the default image", () => {
  const withCard = { ...site, defaultImage: { url: "/share-card.png", width: 1200, height: 630, alt: "Candlewise Academy" } };
  const headWithCard = (input: { page?: CompiledSeo | null; global?: CompiledSeo | null; route?: RouteSeo }) =>
    resolvePageHead({ pathname: "/about", page: input.page ?? null, global: input.global ?? null, route: input.route ?? aboutRoute, site: withCard });

  it("gives a page without an image of its own the card, absolute, with its size, and a large twitter card", () => {
    const result = headWithCard({});
    expect(valueOf(result, "meta:og:image")).toBe(`${PUBLIC_URL}/share-card.png`);
    expect(valueOf(result, "meta:og:image:width")).toBe("1200");
    expect(valueOf(result, "meta:og:image:height")).toBe("630");
    expect(valueOf(result, "meta:twitter:card")).toBe("summary_large_image");
    expect(valueOf(result, "meta:twitter:image")).toBe(`${PUBLIC_URL}/share-card.png`);
  });

  it("yields to a post's own image", () => {
    const result = headWithCard({ route: blogPostRoute });
    expect(valueOf(result, "meta:og:image")).toBe(`${PUBLIC_URL}/uploads/blog/sizing-1200.webp`);
  });

  it("yields to an og:image in the global record's markup, and then says nothing of its own size", () => {
    const global = record({ openGraph: [meta("property", "og:image", "https://cdn.example/brand.jpg")] });
    const result = headWithCard({ global });
    expect(valueOf(result, "meta:og:image")).toBe("https://cdn.example/brand.jpg");
    expect(tagsOf(result, "meta:og:image:width")).toHaveLength(0);
    expect(tagsOf(result, "meta:og:image:height")).toHaveLength(0);
  });

  it("a post's image still beats the global record's og:image, but a page record's og:image beats the post's", () => {
    const global = record({ openGraph: [meta("property", "og:image", "https://cdn.example/brand.jpg")] });
    expect(valueOf(headWithCard({ global, route: blogPostRoute }), "meta:og:image")).toBe(`${PUBLIC_URL}/uploads/blog/sizing-1200.webp`);
    const page = record({ openGraph: [meta("property", "og:image", "https://cdn.example/special.jpg")] });
    const result = headWithCard({ page, global, route: blogPostRoute });
    expect(valueOf(result, "meta:og:image")).toBe("https://cdn.example/special.jpg");
    expect(tagsOf(result, "meta:og:image:width")).toHaveLength(0);
  });
});

describe("resolvePageHead: the two language versions (issue 23, decision 0032)", () => {
  const hindi: Translate = (id, values) => translate("hi", id, values);
  const english: Translate = (id, values) => translate("en", id, values);
  const hindiHead = (pathname: string, input: { page?: CompiledSeo | null; global?: CompiledSeo | null; route?: RouteSeo } = {}) =>
    resolvePageHead({ pathname, locale: "hi", page: input.page ?? null, global: input.global ?? null, route: input.route ?? publicPageRouteSeo(pathname, hindi), site });
  const hindiText = (fields: Partial<NonNullable<CompiledSeo["hi"]>>) => ({ siteTitle: null, pageTitle: null, description: null, keywords: null, ogTitle: null, ogDescription: null, ...fields });

  it("links both versions and the default from the English page, and says its locale and the other", () => {
    const result = resolvePageHead({ pathname: "/about", locale: "en", page: null, global: null, route: publicPageRouteSeo("/about", english), site });
    expect(valueOf(result, "link:canonical")).toBe(`${PUBLIC_URL}/about`);
    expect(valueOf(result, "link:alternate:en-in")).toBe(`${PUBLIC_URL}/about`);
    expect(valueOf(result, "link:alternate:hi-in")).toBe(`${PUBLIC_URL}/hi/about`);
    expect(valueOf(result, "link:alternate:x-default")).toBe(`${PUBLIC_URL}/about`);
    expect(valueOf(result, "meta:og:locale")).toBe("en_IN");
    expect(valueOf(result, "meta:og:locale:alternate")).toBe("hi_IN");
    expect(result.title).toBe("About Us | Candlewise Academy");
  });

  it("gives the Hindi page its Hindi name and description, its /hi canonical and the same alternates", () => {
    const result = hindiHead("/hi/about");
    expect(result.title).toBe("हमारे बारे में | Candlewise Academy");
    expect(valueOf(result, "meta:description")).toBe(translate("hi", "pages.aboutDescription"));
    expect(valueOf(result, "link:canonical")).toBe(`${PUBLIC_URL}/hi/about`);
    expect(valueOf(result, "meta:og:url")).toBe(`${PUBLIC_URL}/hi/about`);
    expect(valueOf(result, "link:alternate:en-in")).toBe(`${PUBLIC_URL}/about`);
    expect(valueOf(result, "link:alternate:hi-in")).toBe(`${PUBLIC_URL}/hi/about`);
    expect(valueOf(result, "link:alternate:x-default")).toBe(`${PUBLIC_URL}/about`);
    expect(valueOf(result, "meta:og:locale")).toBe("hi_IN");
    expect(valueOf(result, "meta:og:locale:alternate")).toBe("en_IN");
    // the Hindi home is /hi, not /hi/
    expect(valueOf(hindiHead("/hi"), "link:canonical")).toBe(`${PUBLIC_URL}/hi`);
    expect(valueOf(hindiHead("/HI/About/"), "link:canonical")).toBe(`${PUBLIC_URL}/hi/about`);
  });

  it("writes a Hindi legal page's breadcrumbs in Hindi, at /hi addresses", () => {
    const crumbs = jsonLdOf(hindiHead("/hi/privacy-policy")).find((entry) => entry["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "होम", item: `${PUBLIC_URL}/hi` },
      { "@type": "ListItem", position: 2, name: "प्राइवेसी पॉलिसी", item: `${PUBLIC_URL}/hi/privacy-policy` },
    ]);
  });

  it("reads a record's Hindi fields on the Hindi page and its English fields on the English one", () => {
    const page = record({
      pageTitle: "About Candlewise",
      description: "English description.",
      keywords: "english, words",
      openGraph: [meta("property", "og:title", "English OG"), meta("property", "og:description", "English OG text"), meta("property", "og:image", "https://cdn.example/about.png")],
      twitter: [meta("name", "twitter:title", "English tweet title"), meta("name", "twitter:site", "@cw")],
      hi: hindiText({ pageTitle: "कैंडलवाइज़ के बारे में", description: "हिन्दी विवरण।", keywords: "ट्रेडिंग, कोर्स", ogTitle: "कैंडलवाइज़ से मिलें" }),
    });
    const global = record({ siteTitle: "Candlewise Trading Academy", hi: hindiText({ siteTitle: "कैंडलवाइज़ एकेडमी" }) });
    const result = hindiHead("/hi/about", { page, global });
    expect(result.title).toBe("कैंडलवाइज़ के बारे में");
    expect(valueOf(result, "meta:description")).toBe("हिन्दी विवरण।");
    expect(valueOf(result, "meta:keywords")).toBe("ट्रेडिंग, कोर्स");
    expect(valueOf(result, "meta:og:title")).toBe("कैंडलवाइज़ से मिलें");
    expect(valueOf(result, "meta:og:description")).toBe("हिन्दी विवरण।");
    expect(valueOf(result, "meta:og:site_name")).toBe("कैंडलवाइज़ एकेडमी");
    expect(valueOf(result, "meta:og:image")).toBe("https://cdn.example/about.png");
    expect(valueOf(result, "meta:twitter:title")).toBe("कैंडलवाइज़ के बारे में");
    expect(valueOf(result, "meta:twitter:site")).toBe("@cw");
    const englishPage = resolvePageHead({ pathname: "/about", locale: "en", page, global, route: publicPageRouteSeo("/about", english), site });
    expect(englishPage.title).toBe("About Candlewise");
    expect(valueOf(englishPage, "meta:og:title")).toBe("English OG");
  });

  it("falls back to the built-in Hindi texts when the Hindi fields are empty, never to the record's English words", () => {
    const page = record({ pageTitle: "About Candlewise", description: "English description.", keywords: "english", openGraph: [meta("property", "og:title", "English OG")] });
    const global = record({ siteTitle: "Candlewise Trading Academy", description: "Global English description.", keywords: "global english" });
    const result = hindiHead("/hi/about", { page, global });
    expect(result.title).toBe("हमारे बारे में | Candlewise Academy");
    expect(valueOf(result, "meta:description")).toBe(translate("hi", "pages.aboutDescription"));
    expect(tagsOf(result, "meta:keywords")).toEqual([]);
    expect(valueOf(result, "meta:og:title")).toBe("हमारे बारे में | Candlewise Academy");
    const text = result.tags.map((tag) => tag.attrs.content ?? "").join(" ");
    expect(text).not.toMatch(/English|global english|Trading Academy/);
  });

  it("keeps a record's own canonical address for the English version only", () => {
    const page = record({ canonicalUrl: "https://www.candlewise.in/about-us" });
    const result = hindiHead("/hi/about", { page });
    expect(valueOf(result, "link:canonical")).toBe(`${PUBLIC_URL}/hi/about`);
    expect(valueOf(result, "link:alternate:en-in")).toBe("https://www.candlewise.in/about-us");
    expect(valueOf(result, "link:alternate:hi-in")).toBe(`${PUBLIC_URL}/hi/about`);
  });

  it("claims no versions for a page that does not exist", () => {
    const result = hindiHead("/hi/no-such-page", { route: { name: translate("hi", "pages.notFound"), notFound: true } });
    expect(result.title).toBe("पेज नहीं मिला | Candlewise Academy");
    expect(result.tags.filter((tag) => tag.tag === "link")).toEqual([]);
    expect(tagsOf(result, "meta:og:locale:alternate")).toEqual([]);
    expect(valueOf(result, "meta:og:locale")).toBe("hi_IN");
  });
});
