import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { problemsInBodyHtml } from "../../tests/support/executable-markup";
import { markupWithPayloads } from "../../tests/support/xss-arbitraries";
import { xssCorpus } from "../../tests/support/xss-corpus";
import { plainTextOf, sanitiseHtml } from "./html-sanitiser.server";

/*
 * The rich-text sanitiser (blog content and descriptions, printed as HTML on the public post and the
 * admin preview) against the XSS corpus and generated markup: what comes out, parsed as a browser
 * parses it inside the article's <div>, holds nothing that runs, navigates or fetches from another
 * host, and a second pass changes nothing.
 */

describe("sanitiseHtml against the XSS corpus", () => {
  it("leaves nothing executable in any corpus string, and is idempotent on each", () => {
    for (const payload of xssCorpus) {
      const clean = sanitiseHtml(payload.text);
      expect(problemsInBodyHtml(clean, { sameSiteFetchesOnly: true }), `payload ${payload.id} (${payload.family}): ${payload.text}\n→ ${clean}`).toEqual([]);
      expect(sanitiseHtml(clean), `payload ${payload.id} twice`).toBe(clean);
    }
  });

  it("leaves nothing executable in corpus strings mixed with generated fragments (1,000 runs), and a second pass changes nothing", () => {
    fc.assert(
      fc.property(markupWithPayloads, (html) => {
        const clean = sanitiseHtml(html);
        expect(problemsInBodyHtml(clean, { sameSiteFetchesOnly: true }), `${html}\n→ ${clean}`).toEqual([]);
        expect(sanitiseHtml(clean)).toBe(clean);
      }),
      { numRuns: 1_000 },
    );
  });

  it("keeps what an editor writes: headings, lists, links, images from this site", () => {
    const html = `<h2>Risk</h2><p>Keep <strong>stops</strong> tight.</p><ul><li>one</li></ul><a href="https://www.example.com/x">read</a><img src="/uploads/blog/a.webp" alt="A chart">`;
    expect(sanitiseHtml(html)).toBe(`<h2>Risk</h2><p>Keep <strong>stops</strong> tight.</p><ul><li>one</li></ul><a href="https://www.example.com/x" rel="noopener noreferrer nofollow">read</a><img src="/uploads/blog/a.webp" alt="A chart" />`);
  });
});

describe("plainTextOf against the XSS corpus", () => {
  it("never throws, and gives text only (React escapes it where it is shown)", () => {
    fc.assert(
      fc.property(markupWithPayloads, (html) => {
        const text = plainTextOf(html, 200);
        expect(typeof text).toBe("string");
        expect(text.length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 1_000 },
    );
  });
});
