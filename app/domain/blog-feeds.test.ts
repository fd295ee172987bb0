import { describe, expect, it } from "vitest";
import { feedFormatOfPath, feedLinks, feedPath } from "./blog-feeds";
import { resolvePageHead } from "./seo/page-head";

describe("the feeds' addresses", () => {
  it("reads the format from the path and writes a keyword as the list's address does", () => {
    expect(feedFormatOfPath("/blog/feed.xml")).toBe("rss");
    expect(feedFormatOfPath("/blog/atom.xml")).toBe("atom");
    expect(feedFormatOfPath("/blog/feed.json")).toBe("json");
    expect(feedFormatOfPath("/blog/other.xml")).toBeNull();
    expect(feedPath("rss", "Risk & reward")).toBe("/blog/feed.xml?keyword=Risk+%26+reward");
    expect(feedPath("json")).toBe("/blog/feed.json");
    // the Hindi blog's, under /hi (decision 0057)
    expect(feedFormatOfPath("/hi/blog/atom.xml")).toBe("atom");
    expect(feedPath("rss", "Forex", "hi")).toBe("/hi/blog/feed.xml?keyword=Forex");
    expect(feedPath("json", null, "hi")).toBe("/hi/blog/feed.json");
  });

  it("links a keyword's feeds first, then the whole blog's, each with its type", () => {
    expect(feedLinks("Candlewise Academy blog", "Forex").map((link) => [link.type, link.title, link.path])).toEqual([
      ["application/rss+xml", "Candlewise Academy blog: Forex (RSS)", "/blog/feed.xml?keyword=Forex"],
      ["application/atom+xml", "Candlewise Academy blog: Forex (Atom)", "/blog/atom.xml?keyword=Forex"],
      ["application/feed+json", "Candlewise Academy blog: Forex (JSON Feed)", "/blog/feed.json?keyword=Forex"],
      ["application/rss+xml", "Candlewise Academy blog (RSS)", "/blog/feed.xml"],
      ["application/atom+xml", "Candlewise Academy blog (Atom)", "/blog/atom.xml"],
      ["application/feed+json", "Candlewise Academy blog (JSON Feed)", "/blog/feed.json"],
    ]);
  });

  it("puts them in the head as absolute alternate links, and none on a page that does not exist", () => {
    const site = { name: "Candlewise Academy", publicUrl: "https://www.candlewise.example" };
    const route = { name: "Blog", feeds: feedLinks("Candlewise Academy ब्लॉग", null, "hi") };
    const head = resolvePageHead({ pathname: "/hi/blog", locale: "hi", page: null, global: null, route, site });
    const feeds = head.tags.filter((tag) => tag.tag === "link" && tag.attrs.type);
    expect(feeds.map((tag) => tag.attrs)).toEqual([
      { rel: "alternate", type: "application/rss+xml", title: "Candlewise Academy ब्लॉग (RSS)", href: "https://www.candlewise.example/hi/blog/feed.xml" },
      { rel: "alternate", type: "application/atom+xml", title: "Candlewise Academy ब्लॉग (Atom)", href: "https://www.candlewise.example/hi/blog/atom.xml" },
      { rel: "alternate", type: "application/feed+json", title: "Candlewise Academy ब्लॉग (JSON Feed)", href: "https://www.candlewise.example/hi/blog/feed.json" },
    ]);
    const missing = resolvePageHead({ pathname: "/blog/gone", page: null, global: null, route: { ...route, notFound: true }, site });
    expect(missing.tags.some((tag) => tag.attrs.type)).toBe(false);
  });
});
