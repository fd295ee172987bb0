import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { problemsInDom } from "../../../tests/support/executable-markup";
import { markupWithPayloads } from "../../../tests/support/xss-arbitraries";
import { xssCorpus } from "../../../tests/support/xss-corpus";
import { loadSvgSanitiser } from "./svg-sanitiser.server";

const sanitiseSvg = await loadSvgSanitiser();

/*
 * The SVG sanitiser of uploads (program icons) against the XSS corpus and generated markup, inside
 * and outside an <svg> root: the file it keeps, parsed as XML as a browser opening it would, holds
 * nothing that runs or fetches, every reference points inside the file, and a second pass changes
 * nothing.
 */

const { DOMParser } = new JSDOM("").window;

function problemsOf(svg: string) {
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  const problems = problemsInDom(document as never, { sameSiteFetchesOnly: true });
  if (document.getElementsByTagName("parsererror").length > 0) problems.push({ where: "file", what: "not well-formed XML" });
  for (const element of Array.from(document.getElementsByTagName("*"))) {
    for (const attribute of Array.from(element.attributes)) {
      if (/^(xlink:)?href$|^src$/i.test(attribute.name) && !attribute.value.trim().startsWith("#")) problems.push({ where: element.localName, what: `a reference out of the file: ${attribute.name}="${attribute.value}"` });
    }
  }
  return problems;
}

const wrapped = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}<rect width="1" height="1"/></svg>`;

function check(input: string) {
  const clean = sanitiseSvg(input);
  if (clean === null) return;
  expect(problemsOf(clean), `${input}\n→ ${clean}`).toEqual([]);
  expect(sanitiseSvg(clean), `a second pass over\n${clean}`).toBe(clean);
}

// DOMPurify on jsdom costs a few milliseconds of CPU per file: ~5 s for the corpus, ~10 s for the
// 1,000 runs on an idle core, several times that on a busy machine, hence the long time-outs.
const SLOW = 240_000;

describe("sanitiseSvg against the XSS corpus", () => {
  it("keeps nothing executable of any corpus string, bare (every other one) or inside an <svg>, and is idempotent", () => {
    xssCorpus.forEach((payload, index) => check(index % 2 === 0 ? payload.text : wrapped(payload.text)));
  }, SLOW);

  it("keeps nothing executable of corpus strings mixed with generated markup (1,000 runs), and is idempotent", () => {
    fc.assert(
      fc.property(markupWithPayloads, fc.boolean(), (markup, wrap) => check(wrap ? wrapped(markup) : markup)),
      { numRuns: 1_000 },
    );
  }, SLOW);

  it("keeps a plain drawing", () => {
    expect(sanitiseSvg(wrapped('<circle cx="5" cy="5" r="4" fill="#0a0"/>'))).toContain('<circle cx="5" cy="5" r="4" fill="#0a0"/>');
  });
});

describe("sanitiseSvg on cases the generated runs found", () => {
  it("drops a <style> whose CSS names a script address, plainly or escaped", () => {
    check(wrapped('<style onload="top.__xss(74)">vbscript:window.__xss&&__xss(208)<script>alert(1)</script>'));
    for (const css of ["a{background:red} vbscript:x", "a{b:\\76 bscript:x}", "a{behavior:url(#x)}", "a{fill:u\\72l(https://example.com/x)}"]) {
      const clean = sanitiseSvg(wrapped(`<style>${css}</style>`));
      expect(clean, css).not.toContain("<style");
    }
  });
});
