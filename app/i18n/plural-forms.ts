import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { formatDecimal } from "../domain/decimal-format";
import type { Locale } from "./locale";

/*
 * ICU plurals without Intl.NumberFormat (decision 0031). Lingui formats a plural's number for '#'
 * whether or not the message prints it, and its first Intl.NumberFormat costs 11–70 ms while a
 * page starts (decision 0023). So the compiled texts carry no plural: each becomes a select on the
 * exact number ("=0" cases) and, inside it, a select on the plural form, and the values gain those
 * two arguments. The form is CLDR's rule for the language, written out (pluralFormOf, below).
 */

type Token = CompiledMessage[number];
type Branches = Record<string, CompiledMessage | string>;

/** The argument that carries a number's exact value as text, and the one that carries its plural form. */
const exactOf = (name: string) => `${name}:exact`;
const formOf = (name: string) => `${name}:form`;

/** A compiled message with each plural turned into selects on its number's exact value and plural form. */
export function withoutPlurals(message: CompiledMessage): CompiledMessage {
  return message.map(rewriteToken);
}

function rewriteToken(token: Token): Token {
  if (typeof token === "string" || !Array.isArray(token) || token.length < 3) return token;
  const [name, type, format] = token as [string, string, Branches];
  if (type !== "plural" && type !== "select" && type !== "selectordinal") return token;
  const branches: Branches = {};
  for (const [key, branch] of Object.entries(format)) branches[key] = Array.isArray(branch) ? withoutPlurals(branch) : branch;
  if (type !== "plural") return [name, type, branches] as unknown as Token;
  const exact: Branches = {};
  const forms: Branches = {};
  for (const [key, branch] of Object.entries(branches)) {
    if (key === "offset") continue;
    if (/^\d+$/.test(key)) exact[key] = branch;
    else forms[key] = branch;
  }
  const byForm = [formOf(name), "select", forms] as unknown as Token;
  if (Object.keys(exact).length === 0) return byForm;
  return [exactOf(name), "select", { ...exact, other: [byForm] }] as unknown as Token;
}

/*
 * CLDR's cardinal rules for the site's two languages, as Intl.PluralRules applies them (its default
 * rounding to at most three decimals first): English "one" when i = 1 and v = 0, Hindi "one" when
 * i = 0 or n = 1; everything else is "other". Written out rather than asked of Intl.PluralRules,
 * whose first use maps ~2 MB of ICU's data into every server process (decision 0064);
 * plural-forms.test.ts holds the two to Intl's answers.
 */
export function pluralFormOf(locale: Locale, value: number): "one" | "other" {
  if (!Number.isFinite(value)) return "other";
  // a whole number (a count: most of them) needs no decimal text: i is the number itself and v is 0
  if (Number.isSafeInteger(value)) {
    const whole = Math.abs(value);
    return whole === 1 || (locale === "hi" && whole === 0) ? "one" : "other";
  }
  const text = formatDecimal(Math.abs(value), { minFraction: 0, maxFraction: 3, grouping: "none" });
  const point = text.indexOf(".");
  // ICU keeps the integer operand i in 64 bits, as its last 18 digits (1e21 has i = 0)
  const integer = (point === -1 ? text : text.slice(0, point)).slice(-18).replace(/^0+(?=\d)/, "");
  const visibleDecimals = point === -1 ? 0 : text.length - point - 1;
  if (locale === "hi") return integer === "0" || Number(text) === 1 ? "one" : "other";
  return integer === "1" && visibleDecimals === 0 ? "one" : "other";
}

/** The values with, for each number among them, its exact-value and plural-form arguments. */
export function withPluralForms<Values extends Record<string, unknown>>(locale: Locale, values: Values | undefined): Values | undefined {
  if (!values) return values;
  // most texts take no number: those are passed through as they are, without a copy
  let out: Record<string, unknown> | undefined;
  for (const name in values) {
    const value = values[name];
    if (typeof value !== "number") continue;
    out ??= { ...values };
    out[exactOf(name)] = String(value);
    out[formOf(name)] = pluralFormOf(locale, value);
  }
  return (out ?? values) as Values;
}
