import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { evaluate, type CalculatorDefinition, type Evaluation } from "../../../domain/calculators/calculator";
import { queryFromValues, type FormValues } from "../../../domain/calculators/form-values";
import type { UnitsPerEur } from "../../../domain/calculators/rates";

export interface RatesInfo {
  unitsPerEur: UnitsPerEur;
  source: string;
  asOf: string;
}

/**
 * One calculator form in the browser: results appear at once (no round trip), the inputs go into
 * the address so the result can be bookmarked and shared, and Update Prices reloads the stored
 * rates. Without JavaScript the same form is a GET that the server answers with the result.
 */
export function useCalculator<T>(
  definition: CalculatorDefinition<T>,
  initial: { values: FormValues; evaluation: Evaluation | null },
  rates: RatesInfo,
  /** the other forms' fields on the page, kept in the address too */
  siblingQuery: () => string = () => "",
) {
  const [values, setValues] = useState(initial.values);
  const [evaluation, setEvaluation] = useState<Evaluation | null>(initial.evaluation);
  const location = useLocation();
  const [currentRates, setCurrentRates] = useState(rates);
  const latestRates = useRef(rates.unitsPerEur);
  latestRates.current = currentRates.unitsPerEur;

  const setField = useCallback((name: string, value: string) => setValues((current) => ({ ...current, [name]: value })), []);

  /** Sets a field that the auto-filled fields follow (instrument, deposit currency, …). */
  const setAndFill = useCallback(
    (name: string, value: string, fill?: (values: FormValues, rates: UnitsPerEur) => FormValues) =>
      setValues((current) => {
        const next = { ...current, [name]: value };
        const filler = fill ?? definition.fill;
        return filler ? filler(next, latestRates.current) : next;
      }),
    [definition],
  );

  const calculate = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      const outcome = evaluate(definition, values);
      setEvaluation(outcome);
      const query = [queryFromValues(values, definition.fields), siblingQuery()].filter(Boolean).join("&");
      window.history.replaceState(window.history.state, "", `${location.pathname}?${query}`);
    },
    [definition, values, location.pathname, siblingQuery],
  );

  const prices = useFetcher<{ rates: RatesInfo }>();
  const updatePrices = useCallback(
    (event: { preventDefault(): void }) => {
      event.preventDefault();
      prices.load(location.pathname);
    },
    [prices, location.pathname],
  );
  useEffect(() => {
    const fresh = prices.data?.rates;
    if (prices.state !== "idle" || !fresh) return;
    setCurrentRates(fresh);
    const fill = definition.fill;
    if (fill) setValues((current) => fill(current, fresh.unitsPerEur));
  }, [prices.state, prices.data, definition]);

  return {
    values,
    setField,
    setAndFill,
    evaluation,
    calculate,
    updatePrices,
    updatingPrices: prices.state !== "idle",
    rates: currentRates,
  };
}
