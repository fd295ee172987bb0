import type { FormValues } from "../../../domain/calculators/form-values";
import type { LotSizeEntry } from "../../../domain/calculators/lot-sizes";
import { CUSTOM_INSTRUMENT, fillLotSize } from "../../../domain/calculators/options-calculator";
import { useFormatDate, useT } from "../../../i18n/texts";
import { NumberField, SelectField } from "./fields";

/**
 * The instrument from the lot-size catalogue and its lot size (filled from the catalogue in force,
 * with the circular's date beside it; typed by hand for an instrument not listed). Used by the
 * option payoff calculator and the lot-size page's NSE mode; each words it from its own text area.
 */
export function CatalogueLotSizeFields({
  area,
  catalogue,
  names,
  values,
  error,
  setField,
  setAndFill,
}: {
  area: "options" | "foPosition";
  catalogue: readonly LotSizeEntry[];
  names: { instrument: string; lotSize: string; filledFor: string };
  values: FormValues;
  error?: string | undefined;
  setField: (name: string, value: string) => void;
  setAndFill: (name: string, value: string, fill: (values: FormValues) => FormValues) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const instrument = values[names.instrument] ?? "";
  const entry = catalogue.find((candidate) => candidate.symbol === instrument);
  return (
    <>
      <SelectField
        name={names.instrument}
        label={t(`${area}.instrument`)}
        value={instrument}
        onChange={(value) => setAndFill(names.instrument, value, (next) => fillLotSize(next, catalogue, names))}
        options={[...catalogue.map((item) => ({ value: item.symbol, label: item.symbol })), { value: CUSTOM_INSTRUMENT, label: t(`${area}.customInstrument`) }]}
      />
      <NumberField
        name={names.lotSize}
        label={t(`${area}.lotSize`)}
        value={values[names.lotSize] ?? ""}
        onChange={(value) => setField(names.lotSize, value)}
        step="1"
        min="1"
        error={error}
        hint={
          entry
            ? t(`${area}.lotSizeHint`, { symbol: entry.symbol, lotSize: String(entry.lotSize), date: formatDate(`${entry.effectiveFrom}T12:00:00Z`) })
            : t(`${area}.lotSizeCustomHint`)
        }
      />
    </>
  );
}
