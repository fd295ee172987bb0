import type { CalculatorDefinition } from "../../../domain/calculators/calculator";
import type { MessageId } from "../../../i18n/catalogue";
import { useT } from "../../../i18n/texts";
import { NO_RATES, useCalculator } from "./use-calculator";
import { useErrorTexts } from "./use-say";

/**
 * A calculator that converts no currency (SIP, compound interest): the form, its refusals worded,
 * and `field(name)`, the props every field of it takes (name, value, onChange, error), so that a
 * page writes only what differs between its fields.
 */
export function useCalculatorForm<T>(definition: CalculatorDefinition<T>, initial: Parameters<typeof useCalculator<T>>[1]) {
  const calc = useCalculator(definition, initial, NO_RATES);
  const errors = useErrorTexts(calc.evaluation?.errors);
  const t = useT();
  const field = (name: string) => ({ name, value: calc.values[name] ?? "", onChange: (value: string) => calc.setField(name, value), error: errors[name] });
  /** a choice's options, each worded from the catalogue */
  const options = (labels: Readonly<Record<string, MessageId>>) => Object.entries(labels).map(([value, label]) => ({ value, label: t(label) }));
  return { ...calc, t, field, options, result: calc.evaluation?.result ?? null };
}
