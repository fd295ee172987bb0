import { parse, type Content, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue";

/** Every argument a message uses, with its type ("" for a plain {name}), and whether it prints a plural's number with '#'. */
function argumentsOf(tokens: Token[], found = new Map<string, string>(), octothorpe = { used: false }) {
  for (const token of tokens) {
    if (token.type === "argument") found.set(token.arg, "");
    if (token.type === "function") found.set(token.arg, token.key);
    if (token.type === "octothorpe") octothorpe.used = true;
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      found.set(token.arg, token.type === "select" ? "select" : "plural");
      for (const option of token.cases) argumentsOf(option.tokens, found, octothorpe);
    }
  }
  return { found, octothorpe: octothorpe.used };
}

/** The literal words of a message, without its arguments and tags. */
function literalText(tokens: Token[]): string {
  return tokens.map((token) => (token.type === "content" ? (token as Content).value : "")).join(" ");
}

const areas = Object.entries(catalogue);

describe("the interface texts' catalogue (issue 23)", () => {
  it.each(areas)("%s: the Hindi texts have exactly the English texts' keys", (_area, texts) => {
    expect(Object.keys(texts.hi).sort()).toEqual(Object.keys(texts.en).sort());
  });

  it.each(areas)("%s: every text is a valid ICU message, with the same arguments in both languages and no Intl formatting", (area, texts) => {
    for (const [key, english] of Object.entries(texts.en as Record<string, string>)) {
      const hindi = (texts.hi as Record<string, string>)[key];
      const en = argumentsOf(parse(english, { strict: false }));
      const hi = argumentsOf(parse(hindi ?? "", { strict: false }));
      expect([...hi.found.entries()].sort(), `${area}.${key}: the same arguments`).toEqual([...en.found.entries()].sort());
      // '#' and {n, number}/{d, date} make Lingui create Intl formatters while the page starts (decision 0023)
      for (const side of [en, hi]) {
        expect(side.octothorpe, `${area}.${key}: a plural prints a preformatted argument, not '#'`).toBe(false);
        expect([...side.found.values()].filter((type) => type !== "" && type !== "plural" && type !== "select"), `${area}.${key}: no number, date or time arguments`).toEqual([]);
      }
      expect(english.trim(), `${area}.${key}: not empty`).not.toBe("");
    }
  });

  it.each(areas)("%s: a Hindi text is written in Hindi wherever the English has words", (area, texts) => {
    for (const [key, english] of Object.entries(texts.en as Record<string, string>)) {
      const hindi = (texts.hi as Record<string, string>)[key]!;
      if (!/[a-z]{2}/i.test(literalText(parse(english, { strict: false })))) continue;
      expect(hindi, `${area}.${key}: has Devanagari`).toMatch(/[\u0900-\u097F]/);
    }
  });
});
