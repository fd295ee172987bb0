import fc from "fast-check";
import { expect } from "vitest";
import { fastestMs } from "./timing";

/*
 * fast-check properties for the parsers that read visitor text (issue 20, decision 0026): each is
 * total (returns for any string: lone surrogates, NUL, 64 KB) and quick (a few milliseconds at
 * most on any of those inputs). The inputs mix any text with the characters patterns trip over,
 * repeated up to 64 KB: long runs of digits, spaces, separators and accent marks are where a
 * backtracking pattern or a quadratic segmenter shows itself.
 */

/** 64 KB of UTF-16 code units: the largest input generated */
export const TEXT_PROPERTY_MAX_UNITS = 64 * 1024;
/** a call on any generated input takes less than this, fastest of three (a busy machine slows one try, not all) */
export const TEXT_PROPERTY_MAX_MS = 5;
/** generated inputs per property */
export const TEXT_PROPERTY_RUNS = 200;

const tricky = fc.constantFrom(
  ..."0123456789",
  ...".,+-eE:/@%*()\"' \t\n\r",
  "\u00a0", "a", "Z", "é", "ß", "İ", "ﷺ", "Ⅻ", "क", "\u094d", "\u0301", "\u200d", "😀", "🇮🇳",
  "at", "am", "pm", "UTC", "GMT", "T", "Z",
  // lone surrogates and control characters: nothing a browser sends, everything a robot can
  "\ud800", "\udbff", "\udc00", "\udfff", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\ufeff", "\ufffd",
);

const pieces = (maxLength: number) => fc.array(fc.oneof(tricky, fc.string({ unit: "binary", maxLength: 3 })), { maxLength }).map((parts) => parts.join(""));

/** Any text a visitor (or a robot) can send, up to 64 KB, weighted towards what breaks parsers. */
export const visitorText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  pieces(60),
  fc
    .tuple(pieces(4), pieces(6).filter((piece) => piece.length > 0), fc.integer({ min: 1, max: TEXT_PROPERTY_MAX_UNITS }), pieces(4))
    .map(([head, piece, units, tail]) => (head + piece.repeat(Math.ceil(units / piece.length)) + tail).slice(0, TEXT_PROPERTY_MAX_UNITS)),
);

/** Asserts that `parse` returns for every generated text, quickly; `runs` generated inputs. */
export function expectTotalAndQuick(name: string, parse: (text: string) => unknown, runs = TEXT_PROPERTY_RUNS): void {
  fc.assert(
    fc.property(visitorText, (text) => {
      expect(() => parse(text), `${name} threw`).not.toThrow();
      // timed again only when the first call was slow: a regression is slow every time
      const first = fastestMs(() => parse(text), 1);
      const ms = first < TEXT_PROPERTY_MAX_MS ? first : fastestMs(() => parse(text), 3);
      expect(ms, `${name} took ${ms.toFixed(1)} ms on ${text.length} code units`).toBeLessThan(TEXT_PROPERTY_MAX_MS);
    }),
    { numRuns: runs },
  );
}
