import { getInstrument } from "../../../domain/calculators/instruments";

export const instrumentOptions = (symbols: readonly string[]) =>
  symbols.map((symbol) => ({ value: symbol, label: getInstrument(symbol).label }));

export const currencyOptions = (codes: readonly string[]) => codes.map((code) => ({ value: code, label: code }));
