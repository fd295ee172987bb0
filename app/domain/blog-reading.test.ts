import { describe, expect, it } from "vitest";
import { countWords, headingIds, pickRelated, readingMinutes, shareLinks, tableOfContents } from "./blog-reading";

describe("countWords", () => {
  it("counts English words between white space, punctuation standing alone not counted", () => {
    expect(countWords("Risk is what you lose — when you are wrong.")).toBe(9);
    expect(countWords("  \n\t ")).toBe(0);
    expect(countWords("Nifty 50 rose 1.2% on 14-10-2026")).toBe(6);
  });

  it("counts Devanagari words whole, vowel signs and conjuncts inside them, the danda not a word", () => {
    // "stop loss हमेशा लगाएँ ।" : 4 words; "।" alone is punctuation
    expect(countWords("stop loss हमेशा लगाएँ ।")).toBe(4);
    // conjuncts (क्ष, प्र) and a nukta (ज़) inside words do not split them
    expect(countWords("जोखिम प्रबंधन ज़रूरी है। लक्ष्य साफ़ रखें")).toBe(7);
  });
});

describe("readingMinutes (200 words a minute, rounded up, at least one)", () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
  ])("%i words: %i min", (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it("a Hindi text of 450 words reads in 3 minutes", () => {
    const text = Array.from({ length: 150 }, () => "बाज़ार में जोखिम").join(" ");
    expect(countWords(text)).toBe(450);
    expect(readingMinutes(countWords(text))).toBe(3);
  });
});

describe("headingIds", () => {
  it("makes slugs that keep Hindi letters and vowel signs", () => {
    expect(headingIds(["Risk & Reward", "जोखिम प्रबंधन", "लॉट साइज़ क्या है?"])).toEqual(["risk-reward", "जोखिम-प्रबंधन", "लॉट-साइज़-क्या-है"]);
  });

  it("keeps every id unique, avoids the page's own ids and names a heading of no letters", () => {
    expect(headingIds(["Summary", "Summary", "summary!", "Main", "***", "Contents"])).toEqual(["summary", "summary-2", "summary-3", "main-2", "section", "contents-2"]);
  });

  it("does not let a numbered repeat collide with a heading written that way", () => {
    expect(headingIds(["Step", "Step 2", "Step"])).toEqual(["step", "step-2", "step-3"]);
  });
});

describe("tableOfContents", () => {
  const h = (level: number, id: string) => ({ level, id, text: id.toUpperCase() });

  it("is empty below three headings", () => {
    expect(tableOfContents([h(2, "a"), h(2, "b")])).toEqual([]);
  });

  it("nests the next level under its heading and leaves deeper ones out", () => {
    const toc = tableOfContents([h(2, "a"), h(3, "a1"), h(4, "a1x"), h(3, "a2"), h(2, "b")]);
    expect(toc).toEqual([
      { id: "a", text: "A", children: [{ id: "a1", text: "A1", children: [] }, { id: "a2", text: "A2", children: [] }] },
      { id: "b", text: "B", children: [] },
    ]);
  });

  it("starts from the highest level the post uses (a post of h3 only)", () => {
    expect(tableOfContents([h(3, "x"), h(3, "y"), h(3, "z")]).map((entry) => entry.id)).toEqual(["x", "y", "z"]);
  });
});

describe("pickRelated", () => {
  const post = (id: string, date: string, shared = 0) => ({ id, date, shared });

  it("orders by keywords shared, then the newest, and never offers the post itself", () => {
    const sharing = [post("old-two", "2026-01-01", 2), post("new-one", "2026-10-01", 1), post("new-two", "2026-09-01", 2), post("self", "2026-11-01", 5)];
    expect(pickRelated("self", sharing, [])).toEqual(["new-two", "old-two", "new-one"]);
  });

  it("fills with the newest posts when too few share a keyword, without repeats", () => {
    const newest = [post("self", "2026-11-01"), post("n1", "2026-10-30"), post("shared", "2026-10-20"), post("n2", "2026-10-10")];
    expect(pickRelated("self", [post("shared", "2026-10-20", 1)], newest)).toEqual(["shared", "n1", "n2"]);
  });

  it("offers fewer when the blog has fewer posts", () => {
    expect(pickRelated("self", [], [post("self", "2026-11-01"), post("only", "2026-10-01")])).toEqual(["only"]);
  });
});

describe("shareLinks", () => {
  it("encodes the address and the title into each network's share address", () => {
    const links = Object.fromEntries(shareLinks("https://example.in/blog/a-b?x=1&y=2", "Risk & reward: 1:2?").map((link) => [link.network, link.href]));
    expect(links.whatsapp).toBe("https://wa.me/?text=Risk%20%26%20reward%3A%201%3A2%3F%20https%3A%2F%2Fexample.in%2Fblog%2Fa-b%3Fx%3D1%26y%3D2");
    expect(links.x).toBe("https://x.com/intent/post?text=Risk%20%26%20reward%3A%201%3A2%3F&url=https%3A%2F%2Fexample.in%2Fblog%2Fa-b%3Fx%3D1%26y%3D2");
    expect(links.linkedin).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.in%2Fblog%2Fa-b%3Fx%3D1%26y%3D2");
    expect(links.telegram).toBe("https://t.me/share/url?url=https%3A%2F%2Fexample.in%2Fblog%2Fa-b%3Fx%3D1%26y%3D2&text=Risk%20%26%20reward%3A%201%3A2%3F");
    // a Hindi title travels as UTF-8
    expect(shareLinks("https://example.in/hi/blog/a", "जोखिम")[3]!.href).toContain("text=%E0%A4%9C%E0%A5%8B%E0%A4%96%E0%A4%BF%E0%A4%AE");
  });
});
