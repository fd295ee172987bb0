import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "./locale";

/*
 * ICU plurals without Intl.NumberFormat (decision 0031). Lingui formats a plural's number for '#'
 * whether or not the message prints it, and its first Intl.NumberFormat costs 11–70 ms while a
 * page starts (decision 0023). So the compiled texts carry no plural: each becomes a select on the
 * exact number ("=0" cases) and, inside it, a select on the plural form, and the values gain those
 * two arguments. The form comes from Intl.PluralRules, whose first use costs 0.1–0.5 ms.
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

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralRulesOf(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale === "hi" ? "hi-IN" : "en-IN")));
  return rules;
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
    out[formOf(name)] = pluralRulesOf(locale).select(value);
  }
  return (out ?? values) as Values;
}
