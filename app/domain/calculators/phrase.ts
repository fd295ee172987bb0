import type { MessageId } from "../../i18n/catalogue";

/*
 * What the calculators say, as message ids with values rather than English sentences (decision
 * 0033). The server evaluates a form from the address and the browser evaluates it as the visitor
 * types; both hand the same phrases to the page, which words them in its language with the same
 * catalogue, so the two renders cannot differ. The figures are written here, once, before any
 * language is chosen: a phrase's string values are the same in English and Hindi by construction.
 */

/**
 * The text areas a calculator's domain speaks in: the calculators' shared one, and each page's own
 * (`savings` for the SIP and compound interest calculators, `brokerage` for the charges, `options`
 * for the option payoff calculator, `foPosition` for the lot-size page's NSE mode). A refusal's
 * phrase travels through zod as JSON and is read back only from these.
 */
const phraseAreas = ["calculators", "savings", "brokerage", "options", "foPosition"] as const;

export type CalculatorTextId = Extract<MessageId, `${(typeof phraseAreas)[number]}.${string}`>;

/** A text of a calculators' area and its values: figures and codes as strings, or phrases inside it. */
export interface Phrase {
  id: CalculatorTextId;
  values?: Readonly<Record<string, Said>>;
}

/** A phrase, or a string that has no words (a figure, "1 : 2.00", "33.33%"), the same in every language. */
export type Said = string | Phrase;

export function phrase(id: CalculatorTextId, values?: Readonly<Record<string, Said>>): Phrase {
  return values ? { id, values } : { id };
}

/** Words a phrase in one language: the inner phrases first, then the phrase with their words as values. */
export function say(translate: (id: CalculatorTextId, values?: Record<string, string>) => string, said: Said): string {
  if (typeof said === "string") return said;
  if (!said.values) return translate(said.id);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(said.values)) values[name] = say(translate, value);
  return translate(said.id, values);
}

/*
 * zod keeps a refusal's message as a string: a phrase travels through it as JSON and is read back
 * by parseWith. Only this module writes and reads that string.
 */
export function phraseMessage(value: Phrase): string {
  return JSON.stringify(value);
}

export function phraseOfMessage(message: string): Phrase {
  try {
    const value: unknown = JSON.parse(message);
    if (value && typeof value === "object" && typeof (value as Phrase).id === "string" && phraseAreas.some((area) => (value as Phrase).id.startsWith(`${area}.`))) return value as Phrase;
  } catch {
    // a message zod wrote itself (a value of the wrong type): said below in the page's language
  }
  return phrase("calculators.errInvalid");
}
