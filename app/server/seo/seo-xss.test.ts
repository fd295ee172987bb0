import fc from "fast-check";
import { parse } from "parse5";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { problemsInTree } from "../../../tests/support/executable-markup";
import { corpusString, markupWithPayloads } from "../../../tests/support/xss-arbitraries";
import { xssCorpus } from "../../../tests/support/xss-corpus";
import { resolvePageHead } from "../../domain/seo/page-head";
import { seoFieldNames, type SeoFieldName } from "../../domain/seo/seo-fields";
import { checkSeoFields, compileSeoRecord } from "./seo-record.server";
import type { Parse5Node } from "./seo-markup.server";

/*
 * The SEO record's validators (head markup, JSON-LD, tokens, addresses) against the XSS corpus and
 * generated markup in every field: whatever is accepted, compiled and rendered into <head> the way
 * SiteHead renders it (React elements, JSON-LD in a data block), parsed as a browser parses the page,
 * is only <meta>/<link> tags and JSON-LD blocks, none of which can run, redirect or fetch from another
 * host; and checking an accepted record again changes nothing.
 */

/** What the browser fetches by itself from a <link>: only from this site (see seo-markup.server.ts). */
const FETCHED_RELATIONS = new Set(["icon", "apple-touch-icon", "mask-icon", "manifest"]);
const ALLOWED_RELATIONS = new Set(["alternate", "author", "me", "license", "publisher", "help", "shortlink", "canonical", ...FETCHED_RELATIONS]);

/** Both versions of the page: the Hindi one reads the Hindi fields and the English markup without its text tags. */
type Version = "en" | "hi";

function headHtml(values: Parameters<typeof compileSeoRecord>[0], locale: Version): { html: string; jsonLd: string[] } {
  const pathname = locale === "en" ? "/about" : "/hi/about";
  const head = resolvePageHead({ pathname, locale, page: compileSeoRecord(values), global: null, route: {}, site: { name: "Candlewise Academy", publicUrl: "http://127.0.0.1:3000" } });
  const elements = [
    createElement("title", { key: "t" }, head.title),
    ...head.tags.map((tag, index) => {
      const { hreflang, itemprop, ...rest } = tag.attrs;
      return createElement(tag.tag, { key: index, ...rest, ...(hreflang ? { hrefLang: hreflang } : {}), ...(itemprop ? { itemProp: itemprop } : {}) });
    }),
    ...head.jsonLd.map((json, index) => createElement("script", { key: `j${index}`, type: "application/ld+json", dangerouslySetInnerHTML: { __html: json } })),
  ];
  return { html: renderToStaticMarkup(createElement(Fragment, null, ...elements)), jsonLd: head.jsonLd };
}

function checkRendered(values: Parameters<typeof compileSeoRecord>[0], locale: Version = "en") {
  const { html, jsonLd } = headHtml(values, locale);
  const document = parse(`<!DOCTYPE html><html><head>${html}</head><body></body></html>`) as unknown as Parse5Node;
  const root = document.childNodes!.find((node) => node.nodeName === "html")!;
  const head = root.childNodes!.find((node) => node.nodeName === "head")!;
  const body = root.childNodes!.find((node) => node.nodeName === "body")!;
  const problems = problemsInTree(head, { allow: ["meta", "link", "script"] }).map((problem) => problem.what);
  if ((body.childNodes ?? []).length > 0) problems.push("markup that left <head>");
  const scripts = (head.childNodes ?? []).filter((node) => node.nodeName === "script");
  if (scripts.length !== jsonLd.length) problems.push(`${scripts.length} script elements for ${jsonLd.length} JSON-LD entries`);
  scripts.forEach((script, index) => {
    const attrs = Object.fromEntries((script.attrs ?? []).map((attribute) => [attribute.name, attribute.value]));
    if (attrs.type !== "application/ld+json" || attrs.src !== undefined) problems.push(`a script that is not a data block: ${JSON.stringify(attrs)}`);
    const text = (script.childNodes ?? []).map((node) => node.value ?? "").join("");
    if (text !== jsonLd[index]) problems.push(`a JSON-LD block cut short: ${text.slice(0, 80)}`);
    else JSON.parse(text);
  });
  for (const node of head.childNodes ?? []) {
    const attrs = Object.fromEntries((node.attrs ?? []).map((attribute) => [attribute.name, attribute.value]));
    if (node.nodeName === "link") {
      if (!ALLOWED_RELATIONS.has(attrs.rel ?? "")) problems.push(`<link rel="${attrs.rel}">`);
      if (FETCHED_RELATIONS.has(attrs.rel ?? "") && !/^\/(?![/\\])/.test((attrs.href ?? "").trim())) problems.push(`<link rel="${attrs.rel}"> fetching ${attrs.href}`);
    }
    if (node.nodeName === "meta" && /url|image|video|audio|player/i.test(attrs.property ?? attrs.name ?? "") && /^\s*(javascript|vbscript|data):/i.test(attrs.content ?? "")) {
      problems.push(`<meta ${attrs.property ?? attrs.name}> with a script address`);
    }
  }
  return { problems, html };
}

const metaWith = (value: string) => `<meta property="og:title" content="${value.replace(/"/g, "&quot;")}">`;
const ldWith = (value: string) => JSON.stringify({ "@context": "https://schema.org", "@type": "Course", name: value, description: value });

/** A value for any SEO field: a corpus string, generated markup, or a well-formed carrier of either. */
const fieldValue = fc.oneof(
  corpusString,
  markupWithPayloads,
  corpusString.map(metaWith),
  corpusString.map((value) => `<meta name="twitter:description" content='${value.replace(/'/g, "&#39;")}'>`),
  corpusString.map((value) => `<link rel="alternate" hreflang="en" href="${value.replace(/"/g, "&quot;")}">`),
  corpusString.map(ldWith),
  corpusString.map((value) => `<script type="application/ld+json">${ldWith(value)}</script>`),
  fc.constantFrom("", "index, follow", "G-ABC123XYZ", "en-IN, x-default", "https://www.example.com/about", "abc123"),
);

function assertSafe(input: Partial<Record<SeoFieldName, string>>) {
  const checked = checkSeoFields(input);
  if (!checked.ok) return false;
  for (const locale of ["en", "hi"] as const) {
    const { problems, html } = checkRendered(checked.values, locale);
    expect(problems, `${locale}: ${JSON.stringify(input)}\n→ ${html}`).toEqual([]);
  }
  const again = checkSeoFields(Object.fromEntries(seoFieldNames.map((name) => [name, checked.values[name] ?? ""])));
  expect(again).toEqual(checked);
  return true;
}

// Each check renders both languages' heads in jsdom: the corpus through every field is some
// thousands of renders, 10–20 s on an idle 2-core machine and several times that beside the rest of
// the suite, so these tests get more than the default 30 s.
const CORPUS_TIMEOUT_MS = 240_000;

describe("SEO records against the XSS corpus", () => {
  it("accept no corpus string in any field that could run, redirect or fetch once on the page", { timeout: CORPUS_TIMEOUT_MS }, () => {
    let accepted = 0;
    for (const payload of xssCorpus) {
      for (const name of seoFieldNames) if (assertSafe({ [name]: payload.text })) accepted += 1;
    }
    // the plain text fields (titles, description, keywords) take anything: React escapes it
    expect(accepted).toBeGreaterThan(0);
  });

  it("keep every accepted mixture of corpus strings and generated markup harmless once rendered (1,000 runs), and a second check changes nothing", { timeout: CORPUS_TIMEOUT_MS }, () => {
    const record = fc.record(Object.fromEntries(seoFieldNames.map((name) => [name, fieldValue])) as Record<SeoFieldName, fc.Arbitrary<string>>, { requiredKeys: [] });
    const single = fc.oneof(
      fc.tuple(fc.constantFrom(...seoFieldNames), fieldValue).map(([name, value]) => ({ [name]: value })),
      // the carriers each markup field accepts, so that many payloads get as far as the page
      corpusString.map((value) => ({ schemaMarkup: ldWith(value) })),
      fc.array(corpusString, { minLength: 1, maxLength: 3 }).map((values) => ({ schemaMarkup: `[${values.map(ldWith).join(",")}]` })),
      corpusString.map((value) => ({ openGraph: metaWith(value), customMetaTags: `<link rel="alternate" hreflang="en" href="${value.replace(/"/g, "&quot;")}">` })),
      corpusString.map((value) => ({ twitterCard: `<meta name="twitter:title" content="${value.replace(/"/g, "&quot;")}">`, metaTag: `<meta name="google-site-verification" content="${value.replace(/"/g, "&quot;")}">` })),
    );
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: single, weight: 4 }, { arbitrary: record, weight: 1 }), (input) => {
        if (assertSafe(input)) accepted += 1;
      }),
      { numRuns: 1_000 },
    );
    // most single fields that hold markup are refused; enough must pass to test the rendering
    expect(accepted).toBeGreaterThan(250);
  });

  it("accept the well-formed tags and JSON-LD an editor pastes, keeping corpus strings as inert text", () => {
    const payload = xssCorpus.find((item) => item.text.includes("</script>"))!.text;
    const checked = checkSeoFields({ openGraph: metaWith(payload), schemaMarkup: ldWith(payload) });
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checkRendered(checked.values).problems).toEqual([]);
  });
});
