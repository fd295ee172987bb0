import { describe, expect, it } from "vitest";
import { isWebAddress, parseHeadMarkup } from "./seo-markup.server";

function accepted(markup: string) {
  const result = parseHeadMarkup(markup);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.tags;
}

function refusal(markup: string): string {
  const result = parseHeadMarkup(markup);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.tags)}`);
  return result.error;
}

describe("parseHeadMarkup: what it keeps", () => {
  it("keeps Open Graph and Twitter meta tags as data, in order", () => {
    const tags = accepted(`
      <meta property="og:title" content="Learn to trade">
      <meta property="og:image" content="https://cdn.example/card.png" />
      <meta name="twitter:card" content="summary_large_image">
      <meta name="twitter:site" content="@candlewise">
    `);
    expect(tags).toEqual([
      { tag: "meta", attrs: { property: "og:title", content: "Learn to trade" } },
      { tag: "meta", attrs: { property: "og:image", content: "https://cdn.example/card.png" } },
      { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
      { tag: "meta", attrs: { name: "twitter:site", content: "@candlewise" } },
    ]);
  });

  it("keeps allowed links, their relation in lower case", () => {
    const tags = accepted(`
      <link rel="alternate" hreflang="hi-IN" href="https://candlewise.example/hi/">
      <link rel="ICON" href="/favicon.svg" type="image/svg+xml">
      <link rel="me" href="https://social.example/@candlewise">
      <link rel="manifest" href="/site.webmanifest">
    `);
    expect(tags.map((tag) => tag.attrs.rel)).toEqual(["alternate", "icon", "me", "manifest"]);
    expect(tags[1]).toEqual({ tag: "link", attrs: { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" } });
  });

  it("accepts an empty field, comments and white space", () => {
    expect(accepted("")).toEqual([]);
    expect(accepted("  \n <!-- verification --> \n")).toEqual([]);
  });

  it("keeps a value holding markup as a value only (the output is data, not markup)", () => {
    const tags = accepted(`<meta property="og:title" content='"><script>alert(1)</script>'>`);
    expect(tags).toEqual([{ tag: "meta", attrs: { property: "og:title", content: '"><script>alert(1)</script>' } }]);
    expect(accepted(`<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">`)[0]!.attrs.content).toBe('"><script>alert(1)</script>');
  });

  it("accepts a meta with an empty content, which says 'nothing' on purpose", () => {
    expect(accepted('<meta name="twitter:creator" content="">')).toEqual([{ tag: "meta", attrs: { name: "twitter:creator", content: "" } }]);
  });
});

describe("parseHeadMarkup: what it refuses, and says why", () => {
  it.each([
    ["<script>alert(1)</script>", "only <meta> and <link> tags are allowed, found <script>"],
    ['<meta property="og:title" content="x"><script src="https://evil.example/x.js"></script>', "found <script>"],
    ['<base href="https://evil.example/">', "found <base>"],
    ["<style>body{display:none}</style>", "found <style>"],
    ['<iframe src="https://evil.example"></iframe>', "found <iframe>"],
    ['<svg onload="alert(1)"></svg>', "found <svg>"],
    ['<img src=x onerror="alert(1)">', "found <img>"],
    ['<noscript><meta http-equiv="refresh" content="0"></noscript>', "found <noscript>"],
  ])("any other element: %s", (markup, message) => {
    expect(refusal(markup)).toContain(message);
  });

  it("refuses a meta refresh (http-equiv is not an allowed attribute)", () => {
    expect(refusal('<meta http-equiv="refresh" content="0;url=https://evil.example">')).toBe('the attribute "http-equiv" is not allowed on <meta>');
    expect(refusal('<meta HTTP-EQUIV="Refresh" content="0;url=https://evil.example">')).toContain('"http-equiv"');
  });

  it("refuses event handler attributes", () => {
    expect(refusal('<meta name="x" content="y" onload="alert(1)">')).toBe('the attribute "onload" is not allowed on <meta>');
    expect(refusal('<link rel="icon" href="/i.png" onerror="alert(1)">')).toBe('the attribute "onerror" is not allowed on <link>');
    expect(refusal('<link rel="icon" href="/i.png" ONERROR="alert(1)">')).toContain('"onerror"');
  });

  it.each([
    ['<link rel="alternate" href="javascript:alert(1)">', "javascript"],
    ['<link rel="alternate" href=" JaVaScRiPt:alert(1)">', "javascript"],
    ['<link rel="icon" href="\tjavascript:alert(1)">', "javascript"],
    ['<meta property="og:url" content="javascript:alert(1)">', "javascript"],
    ['<meta name="twitter:title" content=" JaVaScRiPt:alert(1)">', "javascript"],
    ['<link rel="icon" href="data:image/svg+xml,<svg onload=alert(1)>">', "data"],
    ['<meta property="og:image" content="  DATA:text/html;base64,PHNjcmlwdD4=">', "data"],
    ['<link rel="help" href="vbscript:msgbox(1)">', "vbscript"],
  ])("refuses a script or data address: %s", (markup, scheme) => {
    expect(refusal(markup)).toMatch(new RegExp(`^<(meta|link)> may not hold a ${scheme}: address$`));
  });

  it("refuses what makes the browser fetch from, or report to, another site", () => {
    expect(refusal('<link rel="preconnect" href="https://tracker.example">')).toBe('<link rel="preconnect"> is not allowed');
    expect(refusal('<link rel="dns-prefetch" href="https://tracker.example">')).toBe('<link rel="dns-prefetch"> is not allowed');
    expect(refusal('<link rel="icon" href="https://tracker.example/pixel.png">')).toBe('<link rel="icon"> must point to a file on this site (a path such as /icon.png)');
    expect(refusal('<meta name="referrer" content="unsafe-url">')).toBe('<meta name="referrer"> is not allowed');
    expect(refusal('<meta name="viewport" content="width=1024">')).toBe('<meta name="viewport"> is not allowed');
    expect(refusal('<meta name="msapplication-config" content="https://tracker.example/b.xml">')).toBe('<meta name="msapplication-config"> is not allowed');
  });

  it("takes text that merely starts like a scheme, but not a control character hiding one", () => {
    expect(parseHeadMarkup('<meta property="og:title" content="Data: how we back-test">').ok).toBe(true);
    expect(refusal('<meta name="description" content="&#1;javascript:alert(1)">')).toBe('the attribute "content" holds control characters');
  });

  it("refuses a javascript: address the URL parser would still run (a newline inside the scheme)", () => {
    expect(refusal('<link rel="alternate" href="java\nscript:alert(1)">')).toContain("http(s) address");
  });

  it.each(["stylesheet", "canonical", "preload", "modulepreload", "prefetch", "import", "pingback"])("refuses <link rel=%j>", (relation) => {
    expect(refusal(`<link rel="${relation}" href="https://evil.example/x">`)).toBe(`<link rel="${relation}"> is not allowed`);
  });

  it("refuses a link without a relation or without a web address", () => {
    expect(refusal('<link href="https://x.example/">')).toBe("a <link> tag needs a rel");
    expect(refusal('<link rel="icon">')).toBe('<link rel="icon"> needs an href that is an http(s) address or a path');
    expect(refusal('<link rel="icon" href="//evil.example/i.png">')).toContain("needs an href that is an http(s) address or a path");
    expect(refusal('<link rel="icon" href="ftp://x.example/i.png">')).toContain("needs an href");
  });

  it("refuses attributes that links and metas do not need", () => {
    expect(refusal('<link rel="icon" href="/i.png" crossorigin="anonymous">')).toBe('the attribute "crossorigin" is not allowed on <link>');
    expect(refusal('<meta charset="utf-8">')).toBe('the attribute "charset" is not allowed on <meta>');
    expect(refusal('<meta name="x" content="y" style="color:red">')).toContain('"style"');
  });

  it("refuses text outside the tags, quoting it", () => {
    expect(refusal('<meta name="x" content="y"> hello there')).toBe('only tags are allowed, found the text "hello there"');
    expect(refusal("G-ABC123 is my code, please add it to every page of the site")).toMatch(/^only tags are allowed, found the text "G-ABC123 is my code, please add it to ev…"$/);
  });

  it("refuses an og:image, og:url or twitter:image that is not an http(s) address", () => {
    expect(refusal('<meta property="og:image" content="ftp://cdn.example/card.png">')).toBe("og:image must be an http(s) address");
    expect(refusal('<meta property="og:url" content="mailto:a@b.example">')).toBe("og:url must be an http(s) address");
    expect(refusal('<meta name="twitter:image" content="card.png">')).toBe("twitter:image must be an http(s) address");
    expect(refusal('<meta property="og:image:secure_url" content="//cdn.example/card.png">')).toBe("og:image:secure_url must be an http(s) address");
  });

  it("refuses a path as og:image or og:url: link previews need an absolute address", () => {
    expect(refusal('<meta property="og:image" content="/uploads/card.png">')).toBe("og:image must be an http(s) address");
    expect(refusal('<meta property="og:url" content="/about">')).toBe("og:url must be an http(s) address");
    expect(refusal('<meta name="twitter:image" content="/uploads/card.png">')).toBe("twitter:image must be an http(s) address");
  });

  it("refuses a meta without a content, or without a name", () => {
    expect(refusal('<meta property="og:title">')).toBe('<meta property="og:title"> needs a content');
    expect(refusal('<meta name="description">')).toBe('<meta name="description"> needs a content');
    expect(refusal('<meta content="orphan">')).toBe("a <meta> tag needs a name or a property");
  });

  it("refuses more than 60 tags", () => {
    const many = Array.from({ length: 61 }, (_, index) => `<meta name="n${index}" content="c">`).join("");
    expect(refusal(many)).toBe("at most 60 tags are allowed");
    expect(accepted(many.slice(0, many.lastIndexOf("<meta")))).toHaveLength(60);
  });
});

describe("isWebAddress", () => {
  it("takes an http(s) address or a path on this site", () => {
    for (const value of ["https://candlewise.example/a", "http://candlewise.example", " HTTPS://X.EXAMPLE/ ", "/about", "/"]) expect(isWebAddress(value), value).toBe(true);
  });

  it("refuses protocol-relative, script, data and other addresses", () => {
    for (const value of ["//evil.example", "/\\evil.example", "https:evil.example/x", "javascript:alert(1)", " JaVaScRiPt:alert(1)", "data:text/html,x", "ftp://x.example", "about", "mailto:a@b.example", ""]) {
      expect(isWebAddress(value), value).toBe(false);
    }
  });
});
