import fc from "fast-check";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import type { Locale } from "./locale";
import { pluralFormOf, withoutPlurals, withPluralForms } from "./plural-forms";

const messages = {
  posts: "{count, plural, =0 {no posts} one {{countText} post} other {{countText} posts}}",
  nested: "{kind, select, tag {{count, plural, one {one tagged} other {{countText} tagged}}} other {{count, plural, one {one} other {many}}}}",
  hindi: "{count, plural, one {{countText} पोस्ट (एक रूप)} other {{countText} पोस्ट}}",
};

function both(locale: Locale, id: keyof typeof messages, values: Record<string, string | number>) {
  const lingui = setupI18n({ locale, messages: { [locale]: { [id]: compileMessage(messages[id]) } } });
  const ours = setupI18n({ locale, messages: { [locale]: { [id]: withoutPlurals(compileMessage(messages[id])) } } });
  return { lingui: lingui._(id, values), ours: ours._(id, withPluralForms(locale, values)) };
}

describe("ICU plurals without Intl.NumberFormat (decision 0031)", () => {
  it("gives what Lingui's own plural gives, exact cases and nested selects included, in both languages", () => {
    for (const locale of ["en", "hi"] as const) {
      for (const count of [0, 1, 2, 5, 21, 100, 1.5]) {
        const values = { count, countText: String(count), kind: count % 2 ? "tag" : "none" };
        for (const id of Object.keys(messages) as (keyof typeof messages)[]) {
          const { lingui, ours } = both(locale, id, values);
          expect(ours, `${locale} ${id} ${count}`).toBe(lingui);
        }
      }
    }
    // Hindi's "one" form covers 0 and 1 (CLDR: i = 0 or n = 1), English's only 1
    expect(both("hi", "hindi", { count: 0, countText: "0" }).ours).toBe("0 पोस्ट (एक रूप)");
    expect(both("en", "posts", { count: 1, countText: "1" }).ours).toBe("1 post");
  });

  it("creates no Intl.NumberFormat, where Lingui's plural does", () => {
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, { construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => (made++, new target(...args)) });
    try {
      const ours = setupI18n({ locale: "en", messages: { en: { posts: withoutPlurals(compileMessage(messages.posts)) } } });
      expect(ours._("posts", withPluralForms("en", { count: 3, countText: "3" }))).toBe("3 posts");
      expect(made).toBe(0);
      // (a language no test used before: Lingui keeps its formatters per language)
      const lingui = setupI18n({ locale: "mr", messages: { mr: { posts: compileMessage(messages.posts) } } });
      lingui._("posts", { count: 4, countText: "4" });
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});

describe("pluralFormOf gives Intl.PluralRules' answers (decision 0064)", () => {
  const values = fc.oneof(
    fc.integer({ min: -100_000, max: 100_000 }),
    fc.maxSafeInteger(),
    fc.tuple(fc.integer({ min: -2_000, max: 2_000 }), fc.integer({ min: 0, max: 5 })).map(([whole, places]) => whole / 10 ** places),
    fc.double({ noNaN: true, min: -10, max: 10 }),
  );
  for (const [locale, tag] of [["en", "en-IN"], ["hi", "hi-IN"]] as const) {
    it(locale, () => {
      const rules = new Intl.PluralRules(tag);
      for (const value of [0, -0, 1, -1, 0.5, 1.5, 1.0001, 0.9999, 2, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 1e21, Infinity, NaN]) expect(pluralFormOf(locale, value), String(value)).toBe(rules.select(value));
      fc.assert(fc.property(values, (value) => pluralFormOf(locale, value) === rules.select(value)), { numRuns: 20_000 });
    });
  }
});
