import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { evaluate, type CalculatorDefinition, type Evaluation } from "../../../domain/calculators/calculator";
import { queryFromValues, type CalculatorResult, type FormValues } from "../../../domain/calculators/form-values";
import { sourcesFor, type RatesSnapshot, type UnitsPerEur } from "../../../domain/calculators/rates";

export type RatesInfo = RatesSnapshot;

/** What a calculator that converts no currency passes for rates (SIP, compound interest). */
export const NO_RATES: RatesInfo = { unitsPerEur: {}, origins: {} };

/**
 * One calculator form in the browser: results appear at once (no round trip), the inputs go into
 * the address so the result can be bookmarked and shared, and Update Prices reloads the stored
 * rates. Without JavaScript the same form is a GET that the server answers with the result.
 */
export function useCalculator<T, R extends CalculatorResult = CalculatorResult>(
  definition: CalculatorDefinition<T, R>,
  initial: { values: FormValues; evaluation: Evaluation<R> | null },
  rates: RatesInfo,
  /** the other forms' fields on the page, kept in the address too */
  siblingQuery: () => string = () => "",
) {
  const [values, setValues] = useState(initial.values);
  const [evaluation, setEvaluation] = useState<Evaluation<R> | null>(initial.evaluation);
  const [stale, setStale] = useState(false);
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

  // A ref, so that a caller's inline function does not make every render look like a change.
  const sibling = useRef(siblingQuery);
  sibling.current = siblingQuery;
  const writeAddress = useCallback(
    (current: FormValues) => {
      const query = [queryFromValues(current, definition.fields), sibling.current()].filter(Boolean).join("&");
      try {
        window.history.replaceState(window.history.state, "", `${location.pathname}?${query}`);
      } catch {
        // Safari allows 100 address changes in 10 s; the result matters more than the address.
      }
    },
    [definition, location.pathname],
  );

  // A failed Calculate moves focus to the first field in error, so that keyboard and screen-reader
  // users land on the message instead of hearing nothing.
  const form = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const calculate = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (event) form.current = event.currentTarget;
      const outcome = evaluate(definition, values);
      setEvaluation(outcome);
      setStale(false);
      writeAddress(values);
      if (!outcome.result) setFocusRequest((count) => count + 1);
    },
    [definition, values, writeAddress],
  );

  // Once a result is on screen it follows the inputs: a change that still makes a valid form
  // recalculates at once; one that does not (a field half typed) dims the result until Calculate.
  const shown = useRef(evaluation);
  shown.current = evaluation;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const previous = shown.current;
    if (!previous) return;
    const outcome = evaluate(definition, values);
    if (outcome.result || !previous.result) {
      setEvaluation(outcome);
      setStale(false);
    } else {
      setStale(true);
    }
    if (!outcome.result) return;
    // A held-down spinner changes the value many times a second: the address follows once it rests.
    const settle = setTimeout(() => writeAddress(values), 300);
    return () => clearTimeout(settle);
  }, [values, definition, writeAddress]);

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
    stale,
    calculate,
    updatePrices,
    updatingPrices: prices.state !== "idle",
    rates: currentRates,
    /** the sources and dates of the rates a conversion between these currencies used */
    rateSources: (...currencies: string[]) => sourcesFor(currencies, currentRates.origins),
  };
}
