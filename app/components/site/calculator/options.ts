import type { Said } from "../../../domain/calculators/phrase";
import { getInstrument } from "../../../domain/calculators/instruments";

/** The instruments as options of a select; `say` words a name that has a word in it ("XAU/USD (gold)"). */
export const instrumentOptions = (symbols: readonly string[], say: (said: Said) => string) =>
  symbols.map((symbol) => ({ value: symbol, label: say(getInstrument(symbol).label) }));

export const currencyOptions = (codes: readonly string[]) => codes.map((code) => ({ value: code, label: code }));
