import { describe, expect, it } from "vitest";
import { expectTotalAndQuick, TEXT_PROPERTY_RUNS } from "../../tests/support/text-properties";
import {
  blogListHref,
  blogListStatus,
  formatIst,
  istToUtcIso,
  keywordChips,
  pageCountOf,
  pageLinks,
  parseBlogListQuery,
  SEARCH_TEXT_MAX,
  searchWords,
  slugify,
  splitKeywords,
  utcIsoToIst,
} from "./blog";
import { parseBlogForm } from "./blog-form";
import { messages } from "./messages";

describe("slugify (the spec's rules)", () => {
  it.each([
    ["How to Read Candlestick Charts", "how-to-read-candlestick-charts"],
    ["  Risk: 1% per trade?  ", "risk-1-per-trade"],
    ["Pips & Lots — a guide!", "pips-lots-a-guide"],
    ["many    spaces\tand\nlines", "many-spaces-and-lines"],
    ["already--hyphen---ated", "already-hyphen-ated"],
    ["- leading and trailing -", "leading-and-trailing"],
    ["Under_score and dots.v2", "underscore-and-dotsv2"],
    ["2026 Outlook: NIFTY 50", "2026-outlook-nifty-50"],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("drops accents from Latin letters and keeps other scripts' letters", () => {
    expect(slugify("Café Crème Brûlée")).toBe("cafe-creme-brulee");
    expect(slugify("शेयर बाजार की मूल बातें")).toBe("शेयर-बाजार-की-मूल-बातें");
    expect(slugify("Trading 📈 rocket 🚀")).toBe("trading-rocket");
  });

  it("gives an empty slug when nothing usable is left", () => {
    expect(slugify("!!! ??? ---")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("leaves a slug that already follows the rules unchanged", () => {
    expect(slugify("what-are-pips-and-lots")).toBe("what-are-pips-and-lots");
  });
});

describe("keyword chips", () => {
  it("shows up to three keywords and no count", () => {
    expect(keywordChips("risk, lots,  pips")).toEqual({ shown: ["risk", "lots", "pips"], more: 0 });
    expect(keywordChips("one")).toEqual({ shown: ["one"], more: 0 });
    expect(keywordChips("")).toEqual({ shown: [], more: 0 });
  });

  it("shows three and '+N' for the rest, ignoring empty entries", () => {
    expect(keywordChips("a, b, c, d, e")).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(keywordChips("a,,b, ,c,d")).toEqual({ shown: ["a", "b", "c"], more: 1 });
    expect(splitKeywords(" x , ,y,")).toEqual(["x", "y"]);
  });
});

describe("publish times in IST", () => {
  it("reads a date and time typed in IST as the UTC instant", () => {
    expect(istToUtcIso("2026-12-01", "09:30")).toBe("2026-12-01T04:00:00.000Z");
    expect(istToUtcIso("2026-12-01", "00:00")).toBe("2026-11-30T18:30:00.000Z");
    expect(istToUtcIso("2027-01-01", "05:29")).toBe("2026-12-31T23:59:00.000Z");
  });

  it("refuses dates and times that do not exist", () => {
    expect(istToUtcIso("2026-02-31", "09:30")).toBeNull();
    expect(istToUtcIso("2026-12-01", "24:00")).toBeNull();
    expect(istToUtcIso("01/12/2026", "09:30")).toBeNull();
    expect(istToUtcIso("2026-12-01", "")).toBeNull();
  });

  it("shows a UTC instant as the IST date and time, both ways round", () => {
    expect(utcIsoToIst("2026-12-01T04:00:00.000Z")).toEqual({ date: "2026-12-01", time: "09:30" });
    expect(utcIsoToIst("2026-11-30T18:30:00.000Z")).toEqual({ date: "2026-12-01", time: "00:00" });
    expect(utcIsoToIst("not a date")).toBeNull();
    const back = utcIsoToIst(istToUtcIso("2026-07-15", "23:45")!);
    expect(back).toEqual({ date: "2026-07-15", time: "23:45" });
    expect(formatIst("2026-12-01T04:00:00.000Z")).toBe("1 Dec 2026, 09:30 IST");
  });
});

describe("the status shown in the list", () => {
  const now = Date.parse("2026-11-20T10:00:00.000Z");
  it("is Draft, Published, or Scheduled for a published post still ahead", () => {
    expect(blogListStatus({ status: "Draft", publishAt: "2027-01-01T00:00:00.000Z" }, now)).toBe("Draft");
    expect(blogListStatus({ status: "Published", publishAt: null }, now)).toBe("Published");
    expect(blogListStatus({ status: "Published", publishAt: "2026-11-20T09:59:59.000Z" }, now)).toBe("Published");
    expect(blogListStatus({ status: "Published", publishAt: "2026-11-20T10:00:01.000Z" }, now)).toBe("Scheduled");
  });
});

describe("the blog form", () => {
  const filled = {
    title: "Reading the Order Book",
    slugAuto: "1",
    slug: "",
    author: "Candlewise Academy",
    description: "What the bids and offers tell you.",
    keywords: "order book, depth ,, liquidity",
  };

  it("fills in the slug from the title while Auto-generate is on, and defaults to Draft", () => {
    const result = parseBlogForm(filled);
    expect(result).toMatchObject({ ok: true, values: { slug: "reading-the-order-book", status: "Draft", keywords: "order book, depth, liquidity", tag: null, publishAt: null } });
  });

  it("reduces a typed slug by the same rules when Auto-generate is off", () => {
    const result = parseBlogForm({ ...filled, slugAuto: undefined, slug: "My  Own Slug!" });
    expect(result).toMatchObject({ ok: true, values: { slug: "my-own-slug" } });
  });

  it("reads the publish date and time as IST", () => {
    const result = parseBlogForm({ ...filled, status: "Published", publishDate: "2026-12-01", publishTime: "09:30" });
    expect(result).toMatchObject({ ok: true, values: { status: "Published", publishAt: "2026-12-01T04:00:00.000Z" } });
  });

  it("marks every missing field and gives the spec's message", () => {
    const result = parseBlogForm({ title: " ", slugAuto: undefined, slug: "", author: "Candlewise Academy", description: "", keywords: " , " });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.formError).toBe(messages.blogAdmin.required);
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["description", "keywords", "slug", "title"]);
  });

  it("says what is wrong with a slug that has no usable character", () => {
    const result = parseBlogForm({ ...filled, slugAuto: undefined, slug: "???" });
    expect(result).toMatchObject({ ok: false, fieldErrors: { slug: "Use letters or digits in the slug." } });
  });

  it("refuses a time without a date", () => {
    const result = parseBlogForm({ ...filled, publishTime: "09:30" });
    expect(result).toMatchObject({ ok: false, formError: messages.blogAdmin.invalid, fieldErrors: { publishDate: "Choose a date for this time." } });
  });
});

describe("the public list's address", () => {
  it("reads page, search and keyword, falling back on anything odd", () => {
    expect(parseBlogListQuery(new URLSearchParams("page=3&q=%20risk%20&keyword=Forex"))).toEqual({ page: 3, q: "risk", keyword: "Forex" });
    for (const page of ["0", "-2", "1.5", "abc", "1e400"]) expect(parseBlogListQuery(new URLSearchParams({ page })).page, page).toBe(1);
    expect(parseBlogListQuery(new URLSearchParams("keyword=%20%20"))).toEqual({ page: 1, q: "", keyword: null });
    expect(parseBlogListQuery(new URLSearchParams({ q: "x".repeat(200) }))).toEqual({ page: 1, q: "x".repeat(200), keyword: null });
  });

  it("refuses a search longer than the box takes, and ignores a page or keyword longer than any real one (decision 0026)", () => {
    // a search of 201 characters is said to be too long, and nothing is searched (not a silent cut)
    expect(parseBlogListQuery(new URLSearchParams({ q: "x".repeat(SEARCH_TEXT_MAX + 1), keyword: "Forex" }))).toEqual({ page: 1, q: "", keyword: "Forex", searchTooLong: true });
    expect(parseBlogListQuery(new URLSearchParams({ page: "1".repeat(10) })).page).toBe(1);
    expect(parseBlogListQuery(new URLSearchParams({ page: "123456789" })).page).toBe(123456789);
    expect(parseBlogListQuery(new URLSearchParams({ keyword: "k".repeat(501) })).keyword).toBeNull();
    expect(parseBlogListQuery(new URLSearchParams({ keyword: "k".repeat(500) })).keyword).toHaveLength(500);
  });

  it("never cuts a search word between the two halves of a letter beyond the BMP", () => {
    // a Gothic letter is two code units: at the 40-unit cut it goes whole, not half
    const word = "a".repeat(39) + "\u{10330}";
    expect(searchWords(word)).toEqual(["a".repeat(39)]);
  });

  it("writes only what differs from the first plain page", () => {
    expect(blogListHref({})).toBe("/blog");
    expect(blogListHref({ page: 1, q: "", keyword: null })).toBe("/blog");
    expect(blogListHref({ page: 2, q: "risk reward", keyword: "Forex & FX" })).toBe("/blog?q=risk+reward&keyword=Forex+%26+FX&page=2");
  });

  it("reduces a search to words of letters and digits, no query syntax", () => {
    expect(searchWords('  "Risk"  OR risk* -NEAR(x) pips:* & 50% ')).toEqual(["risk", "or", "near", "x", "pips", "50"]);
    expect(searchWords("शेयर बाजार")).toEqual(["शेयर", "बाजार"]);
    expect(searchWords("*** ---")).toEqual([]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });

  it("links the first, the last and two pages either side, with gaps", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 834)).toEqual([1, 2, 3, null, 834]);
    expect(pageLinks(10, 834)).toEqual([1, null, 8, 9, 10, 11, 12, null, 834]);
    expect(pageLinks(4, 834)).toEqual([1, 2, 3, 4, 5, 6, null, 834]);
    expect(pageLinks(834, 834)).toEqual([1, null, 832, 833, 834]);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10_000)).toBe(834);
  });
});

describe("reading slugs, searches and the list's address from any text (decision 0026)", () => {
  it(`is total and quick on ${TEXT_PROPERTY_RUNS} generated texts up to 64 KB each: slugs, search words, the list's address, publish times`, () => {
    expectTotalAndQuick("slugify", slugify);
    expectTotalAndQuick("searchWords", searchWords);
    expectTotalAndQuick("parseBlogListQuery", (text) => parseBlogListQuery(new URLSearchParams({ q: text, keyword: text, page: text })));
    expectTotalAndQuick("istToUtcIso", (text) => istToUtcIso(text, text));
  });
});
