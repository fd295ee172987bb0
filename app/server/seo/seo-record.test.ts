import { describe, expect, it } from "vitest";
import { serialiseJsonLd } from "../../domain/seo/json-ld";
import { hindiSeoFieldNames, seoFieldNames, type SeoFieldName, type SeoFieldValues } from "../../domain/seo/seo-fields";
import { plainTextOf } from "../html-sanitiser.server";
import { checkSeoFields, compileSeoRecord, parseJsonLd } from "./seo-record.server";

function saved(fields: Partial<Record<SeoFieldName, string>>): SeoFieldValues {
  const result = checkSeoFields(fields);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.values;
}

function refused(fields: Partial<Record<SeoFieldName, unknown>>): { field: SeoFieldName; error: string } {
  const result = checkSeoFields(fields);
  if (result.ok) throw new Error(`saved: ${JSON.stringify(result.values)}`);
  return { field: result.field, error: result.error };
}

/** A stored row, as it could look after someone changed it outside the product. */
function row(fields: Partial<SeoFieldValues>): SeoFieldValues {
  return { ...(Object.fromEntries(seoFieldNames.map((name) => [name, null])) as SeoFieldValues), ...fields };
}

const organization = '{"@context":"https://schema.org","@type":"Organization","name":"Candlewise Academy","url":"https://candlewise.example/"}';

describe("checkSeoFields: a record as the editor saves it", () => {
  it("gives every field back, empty ones as null and the rest trimmed", () => {
    const values = saved({ pageTitle: "  About Candlewise  ", metaDescription: "" });
    expect(Object.keys(values).sort()).toEqual([...seoFieldNames].sort());
    expect(values.pageTitle).toBe("About Candlewise");
    expect(values.metaDescription).toBeNull();
    expect(values.schemaMarkup).toBeNull();
  });

  it("treats a value that is not a string as empty", () => {
    expect(saved({ pageTitle: 42 as unknown as string }).pageTitle).toBeNull();
  });

  it("starts each message with the field's label", () => {
    expect(refused({ openGraph: "<script>alert(1)</script>" })).toEqual({ field: "openGraph", error: "Open Graph tags: only <meta> and <link> tags are allowed, found <script>" });
    expect(refused({ customMetaTags: '<base href="https://evil.example/">' }).error).toBe("Custom meta and link tags: only <meta> and <link> tags are allowed, found <base>");
    expect(refused({ twitterCard: '<meta http-equiv="refresh" content="0;url=https://evil.example">' }).error).toBe('Twitter card tags: the attribute "http-equiv" is not allowed on <meta>');
  });

  it("refuses a value longer than the field takes, saying how long it may be", () => {
    expect(refused({ pageTitle: "x".repeat(201) })).toEqual({ field: "pageTitle", error: "Page title: at most 200 characters" });
    // a line break counts once, as the browser's maxlength counts it, though forms send it as CRLF
    const spaced = `{"@context":"https://schema.org",${"\r\n".repeat(9_990)}"@type":"Thing"}`;
    expect(spaced.length).toBeGreaterThan(20_000);
    expect(checkSeoFields({ schemaMarkup: spaced }).ok).toBe(true);
    expect(saved({ pageTitle: "x".repeat(200) }).pageTitle).toHaveLength(200);
    expect(refused({ analyticsId: `G-${"A".repeat(39)}` }).error).toBe("Analytics ID: at most 40 characters");
    expect(refused({ schemaMarkup: `{"@context":"https://schema.org","@type":"Thing","name":"${"x".repeat(20_000)}"}` }).error).toBe(
      "Structured data (JSON-LD): at most 20,000 characters",
    );
  });

  describe("robots", () => {
    it("takes known directives, normalised to lower case", () => {
      expect(saved({ robotsMeta: "NoIndex,  NoFollow" }).robotsMeta).toBe("noindex, nofollow");
      expect(saved({ robotsMeta: "index, follow, max-snippet:-1, max-image-preview:large" }).robotsMeta).toBe("index, follow, max-snippet:-1, max-image-preview:large");
      expect(saved({ robotsMeta: "none" }).robotsMeta).toBe("none");
    });

    it("names the directive it does not know", () => {
      expect(refused({ robotsMeta: "index, follw" }).error).toBe('Robots: "follw" is not a robots directive (index, noindex, follow, nofollow, …)');
      expect(refused({ robotsMeta: "noindex nofollow" }).error).toContain('"noindex nofollow" is not a robots directive');
    });
  });

  describe("analytics ID", () => {
    it("takes a measurement ID, in upper case", () => {
      expect(saved({ analyticsId: "g-ab12cd34ef" }).analyticsId).toBe("G-AB12CD34EF");
    });

    it.each(["UA-12345678-1", "AW-123456789", "G-ABCD", "G------", "12345", "G-", "G-AB", "GA-ABCDEF", "G-ABC'DEF", "G-ABCD');alert(1);//", "<script>"])("refuses %j", (id) => {
      expect(refused({ analyticsId: id }).error).toBe("Analytics ID: give a measurement ID such as G-XXXXXXXXXX");
    });
  });

  describe("alternate languages", () => {
    it("takes language codes and x-default, without repeats, in their standard spelling", () => {
      expect(saved({ alternateHrefLang: "en-IN, hi-IN,x-default, en-IN" }).alternateHrefLang).toBe("en-IN, hi-IN, x-default");
      expect(saved({ alternateHrefLang: "en-in, HI-DEVA-in, X-Default" }).alternateHrefLang).toBe("en-IN, hi-Deva-IN, x-default");
      expect(saved({ alternateHrefLang: "en" }).alternateHrefLang).toBe("en");
    });

    // the site has an English and a Hindi version (decision 0032): a code of another language names none of them
    it.each(["zh-Hant-TW", "fr", "ta-IN"])("refuses %j, a language the site is not written in", (code) => {
      expect(refused({ alternateHrefLang: `en, ${code}` }).error).toBe(
        `Alternate languages (hreflang): "${code}": the site has English and Hindi versions only; give codes such as en, en-GB or hi`,
      );
    });

    it.each(["english", "en_IN", "e", "eng", "en-12345678", "x-defaults", "en-IN\"><script>"])("refuses %j, naming it", (code) => {
      expect(refused({ alternateHrefLang: `en-IN, ${code}` }).error).toBe(`Alternate languages (hreflang): "${code}" is not a language code such as en-IN or x-default`);
    });
  });

  describe("canonical URL", () => {
    it("takes an http(s) address or a path", () => {
      expect(saved({ canonicalUrl: "https://www.candlewise.in/about" }).canonicalUrl).toBe("https://www.candlewise.in/about");
      expect(saved({ canonicalUrl: "/about" }).canonicalUrl).toBe("/about");
    });

    it.each(["javascript:alert(1)", " JaVaScRiPt:alert(1)", "//evil.example/about", "data:text/html,x", "about", "ftp://x.example/"])("refuses %j", (url) => {
      expect(refused({ canonicalUrl: url })).toEqual({ field: "canonicalUrl", error: "Canonical URL: give an http(s) address or a path that starts with /" });
    });
  });

  describe("verification and pixel codes", () => {
    it("takes the code alone or its <meta> tag", () => {
      expect(saved({ metaTag: "AbC-123_xyz.=" }).metaTag).toBe("AbC-123_xyz.=");
      expect(saved({ metaTag: '<meta name="google-site-verification" content="AbC-123">' }).metaTag).toBe('<meta name="google-site-verification" content="AbC-123">');
      expect(saved({ facebookMeta: "f00dcafe" }).facebookMeta).toBe("f00dcafe");
      expect(saved({ facebookPixel: "123456789012345" }).facebookPixel).toBe("123456789012345");
      expect(saved({ googleMetaPixel: '<meta name="google-meta-pixel" content="x1">' }).googleMetaPixel).toContain("google-meta-pixel");
    });

    it("refuses anything else, with the field's label", () => {
      expect(refused({ metaTag: "my code is abc" }).error).toBe("Site verification: give the code alone (letters, digits, - _ . : = + /) or its <meta> tag");
      expect(refused({ facebookMeta: '"><script>alert(1)</script>' }).error).toMatch(/^Facebook domain verification: give the code alone/);
      expect(refused({ metaTag: "<script>alert(1)</script>" }).error).toBe("Site verification: only <meta> and <link> tags are allowed, found <script>");
      expect(refused({ facebookPixel: '<link rel="icon" href="/x.png">' }).error).toBe("Facebook pixel: only <meta> tags are allowed here");
      expect(refused({ googleMetaPixel: '<meta name="x" content="y" onload="alert(1)">' }).error).toBe('Google pixel: the attribute "onload" is not allowed on <meta>');
    });
  });

  describe("markup fields", () => {
    it("take Open Graph and Twitter meta tags; links only among the custom tags", () => {
      expect(saved({ openGraph: '<meta property="og:title" content="Learn to trade">' }).openGraph).toBe('<meta property="og:title" content="Learn to trade">');
      expect(refused({ openGraph: '<link rel="me" href="https://social.example/@c">' }).error).toBe("Open Graph tags: only <meta> tags are allowed here");
      expect(refused({ twitterCard: '<link rel="me" href="https://social.example/@c">' }).error).toBe("Twitter card tags: only <meta> tags are allowed here");
      expect(saved({ customMetaTags: '<link rel="me" href="https://social.example/@c"><meta name="theme-color" content="#0f172a">' }).customMetaTags).toContain("theme-color");
    });

    it("refuse the dangerous markup with the reason", () => {
      expect(refused({ customMetaTags: '<link rel="stylesheet" href="https://evil.example/x.css">' }).error).toBe('Custom meta and link tags: <link rel="stylesheet"> is not allowed');
      expect(refused({ customMetaTags: '<link rel="canonical" href="https://evil.example/">' }).error).toBe('Custom meta and link tags: <link rel="canonical"> is not allowed');
      expect(refused({ openGraph: '<meta property="og:url" content=" JaVaScRiPt:alert(1)">' }).error).toBe("Open Graph tags: <meta> may not hold a javascript: address");
      expect(refused({ openGraph: '<meta property="og:image" content="data:image/png;base64,AAAA">' }).error).toBe("Open Graph tags: <meta> may not hold a data: address");
      expect(refused({ openGraph: '<meta property="og:image" content="ftp://x.example/a.png">' }).error).toBe("Open Graph tags: og:image must be an http(s) address");
      expect(refused({ openGraph: '<meta property="og:title">' }).error).toBe('Open Graph tags: <meta property="og:title"> needs a content');
    });
  });

  it("reports the first wrong field and saves nothing", () => {
    const result = checkSeoFields({ pageTitle: "Fine", canonicalUrl: "javascript:alert(1)", robotsMeta: "bogus" });
    expect(result).toEqual({ ok: false, field: "canonicalUrl", error: "Canonical URL: give an http(s) address or a path that starts with /" });
    expect(result).not.toHaveProperty("values");
  });
});

describe("JSON-LD (parseJsonLd and the schemaMarkup field)", () => {
  it("takes an object or an array of objects with @context https://schema.org and @type", () => {
    expect(parseJsonLd(organization)).toEqual({ ok: true, entries: [JSON.parse(organization)] });
    const both = `[${organization}, {"@context":"http://schema.org/","@type":"WebSite","name":"C","url":"https://c.example/"}]`;
    const parsed = parseJsonLd(both);
    expect(parsed.ok && parsed.entries.map((entry) => entry["@type"])).toEqual(["Organization", "WebSite"]);
    expect(parseJsonLd('{"@context":"https://schema.org","@graph":[]}').ok).toBe(true);
    expect(saved({ schemaMarkup: organization }).schemaMarkup).toBe(organization);
  });

  it("accepts a <script type=\"application/ld+json\"> wrapper", () => {
    const wrapped = `<script type="application/ld+json">\n${organization}\n</script>`;
    expect(parseJsonLd(wrapped)).toEqual({ ok: true, entries: [JSON.parse(organization)] });
    expect(parseJsonLd(`  <SCRIPT type='application/ld+json'>${organization}</script >  `).ok).toBe(true);
    expect(saved({ schemaMarkup: wrapped }).schemaMarkup).toBe(wrapped);
  });

  it("takes '</script><script>alert(1)</script>' inside a JSON value as data, and serialises it safely", () => {
    const payload = '{"@context":"https://schema.org","@type":"Organization","name":"</script><script>alert(1)</script>"}';
    expect(saved({ schemaMarkup: payload }).schemaMarkup).toBe(payload);
    const wrapped = `<script type="application/ld+json">${payload}</script>`;
    const parsed = parseJsonLd(wrapped);
    expect(parsed.ok && parsed.entries[0]!.name).toBe("</script><script>alert(1)</script>");

    const compiled = compileSeoRecord(row({ schemaMarkup: wrapped }));
    const serialised = compiled.jsonLd!.map(serialiseJsonLd);
    expect(serialised[0]).not.toMatch(/<|>/);
    expect(JSON.parse(serialised[0]!).name).toBe("</script><script>alert(1)</script>");
  });

  it.each([
    ["{not json", /^Structured data \(JSON-LD\): not valid JSON \(/],
    ["<script>alert(1)</script>", /^Structured data \(JSON-LD\): not valid JSON/],
    ["[]", /^Structured data \(JSON-LD\): the array is empty$/],
    ['"just a string"', /^Structured data \(JSON-LD\): each entry must be a JSON object$/],
    [`[${organization}, 3]`, /^Structured data \(JSON-LD\): each entry must be a JSON object$/],
    ['{"@context":"https://schema.org","name":"x"}', /^Structured data \(JSON-LD\): each entry needs an "@type" \(or an "@graph"\)$/],
    ['{"@type":"Organization","name":"x"}', /^Structured data \(JSON-LD\): each entry needs "@context": "https:\/\/schema.org"$/],
    ['{"@context":"https://evil.example/schema","@type":"Organization"}', /needs "@context": "https:\/\/schema.org"/],
  ])("refuses %j", (value, message) => {
    expect(refused({ schemaMarkup: value })).toEqual({ field: "schemaMarkup", error: expect.stringMatching(message) });
  });
});

describe("compileSeoRecord: the record public pages read", () => {
  it("compiles every field a saved record holds", () => {
    const values = saved({
      siteTitle: "Candlewise Trading Academy",
      pageTitle: "About Candlewise",
      metaDescription: "Who we are.",
      keywords: "trading, courses",
      canonicalUrl: "/about-us",
      robotsMeta: "index, follow",
      metaTag: "google-code-1",
      analyticsId: "g-abc12345",
      facebookMeta: '<meta name="facebook-domain-verification" content="fb1">',
      facebookPixel: "1234567890",
      googleMetaPixel: "gp-1",
      schemaMarkup: `<script type="application/ld+json">${organization}</script>`,
      openGraph: '<meta property="og:image" content="https://cdn.example/card.png">',
      twitterCard: '<meta name="twitter:site" content="@candlewise">',
      alternateHrefLang: "en-IN, x-default",
      customMetaTags: '<meta name="theme-color" content="#0f172a"><link rel="me" href="https://social.example/@c">',
    });
    expect(compileSeoRecord(values)).toEqual({
      siteTitle: "Candlewise Trading Academy",
      pageTitle: "About Candlewise",
      description: "Who we are.",
      keywords: "trading, courses",
      canonicalUrl: "/about-us",
      robots: "index, follow",
      analyticsId: "G-ABC12345",
      siteVerification: [{ tag: "meta", attrs: { name: "google-site-verification", content: "google-code-1" } }],
      facebookVerification: [{ tag: "meta", attrs: { name: "facebook-domain-verification", content: "fb1" } }],
      facebookPixel: [{ tag: "meta", attrs: { name: "facebook-pixel-id", content: "1234567890" } }],
      googlePixel: [{ tag: "meta", attrs: { name: "google-meta-pixel", content: "gp-1" } }],
      openGraph: [{ tag: "meta", attrs: { property: "og:image", content: "https://cdn.example/card.png" } }],
      twitter: [{ tag: "meta", attrs: { name: "twitter:site", content: "@candlewise" } }],
      custom: [
        { tag: "meta", attrs: { name: "theme-color", content: "#0f172a" } },
        { tag: "link", attrs: { rel: "me", href: "https://social.example/@c" } },
      ],
      jsonLd: [JSON.parse(organization)],
      hreflang: ["en-IN", "x-default"],
      hi: { siteTitle: null, pageTitle: null, description: null, keywords: null, ogTitle: null, ogDescription: null },
    });
  });

  it("gives an empty record as all nulls", () => {
    const { hi, ...english } = compileSeoRecord(row({}));
    expect(Object.values(english)).toEqual(seoFieldNames.filter((name) => !name.endsWith("Hi")).map(() => null));
    expect(Object.values(hi!)).toEqual(hindiSeoFieldNames.map(() => null));
  });

  it("carries the Hindi text fields beside the English ones, as saved", () => {
    const compiled = compileSeoRecord(
      row({ pageTitle: "About", siteTitleHi: "कैंडलवाइज़", pageTitleHi: "हमारे बारे में", metaDescriptionHi: "विवरण", keywordsHi: "ट्रेडिंग", ogTitleHi: "शीर्षक", ogDescriptionHi: "सार" }),
    );
    expect(compiled.pageTitle).toBe("About");
    expect(compiled.hi).toEqual({ siteTitle: "कैंडलवाइज़", pageTitle: "हमारे बारे में", description: "विवरण", keywords: "ट्रेडिंग", ogTitle: "शीर्षक", ogDescription: "सार" });
  });

  it("drops values that no longer pass (a row changed outside the product) instead of throwing", () => {
    const tampered = row({
      pageTitle: "Still shown",
      canonicalUrl: "javascript:alert(1)",
      robotsMeta: "index, bogus",
      analyticsId: "G-X');alert(1);//",
      metaTag: '"><script>alert(1)</script>',
      facebookMeta: "<script>alert(1)</script>",
      schemaMarkup: "{not json",
      openGraph: '<meta property="og:title" content="x"><script>alert(1)</script>',
      twitterCard: '<meta name="twitter:title" content="x" onload="alert(1)">',
      customMetaTags: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      alternateHrefLang: "en-IN, not a code, x-default",
    });
    let compiled!: ReturnType<typeof compileSeoRecord>;
    expect(() => (compiled = compileSeoRecord(tampered))).not.toThrow();
    expect(compiled.pageTitle).toBe("Still shown");
    expect(compiled.canonicalUrl).toBeNull();
    expect(compiled.robots).toBeNull();
    expect(compiled.analyticsId).toBeNull();
    expect(compiled.siteVerification).toBeNull();
    expect(compiled.facebookVerification).toBeNull();
    expect(compiled.jsonLd).toBeNull();
    expect(compiled.openGraph).toBeNull();
    expect(compiled.twitter).toBeNull();
    expect(compiled.custom).toBeNull();
    expect(compiled.hreflang).toEqual(["en-IN", "x-default"]);
  });

  it("keeps only the <meta> tags of a markup field that takes only metas", () => {
    const compiled = compileSeoRecord(row({ openGraph: '<meta property="og:title" content="t"><link rel="me" href="https://social.example/@c">' }));
    expect(compiled.openGraph).toEqual([{ tag: "meta", attrs: { property: "og:title", content: "t" } }]);
  });
});

describe("plainTextOf (a meta description from a post's HTML)", () => {
  it("removes the tags and decodes the entities", () => {
    expect(plainTextOf("<p>Risk <strong>1%</strong> &amp; no more &lt;3 &quot;rule&quot;</p>")).toBe('Risk 1% & no more <3 "rule"');
    expect(plainTextOf("Caf&eacute; &#8377;500 &nbsp; fee")).toBe("Café ₹500 fee");
  });

  it("leaves out what a reader never sees: script and style bodies", () => {
    expect(plainTextOf("<p>Plan</p><script>stealCookies()</script><style>p{color:red}</style><p>the trade</p>")).toBe("Plan the trade");
  });

  it("separates blocks with a space and collapses white space", () => {
    expect(plainTextOf("<h2>Pips</h2><p>One</p><p>Two<br>Three</p><ul><li>a</li><li>b</li></ul><blockquote>Quote</blockquote>")).toBe("Pips One Two Three a b Quote");
    expect(plainTextOf("  <p>\n\tspread \n over   lines </p>  ")).toBe("spread over lines");
    expect(plainTextOf("<table><tr><th>Pair</th><th>Pip</th></tr><tr><td>EUR/USD</td><td>0.0001</td></tr></table>")).toBe("Pair Pip EUR/USD 0.0001");
  });

  it("keeps inline elements inside a word together", () => {
    expect(plainTextOf("<p>un<em>believ</em>able</p>")).toBe("unbelievable");
  });

  it("leaves comments out", () => {
    expect(plainTextOf("<p>shown<!-- hidden --></p>")).toBe("shown");
  });

  it("cuts at a word boundary with '…', never longer than the limit", () => {
    const text = "Position sizing decides how much of your account a single losing trade can take away from you.";
    const cut = plainTextOf(`<p>${text}</p>`, 40);
    expect(cut).toBe("Position sizing decides how much of…");
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(plainTextOf(text, text.length)).toBe(text);
    expect(plainTextOf(text, 200)).toBe(text);
  });

  it("cuts a single very long word where it must", () => {
    const cut = plainTextOf("a".repeat(50), 20);
    expect(cut).toBe(`${"a".repeat(19)}…`);
  });

  it("cuts at 300 characters by default", () => {
    const long = Array.from({ length: 100 }, () => "word").join(" ");
    const cut = plainTextOf(long);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith("word…")).toBe(true);
  });
});
