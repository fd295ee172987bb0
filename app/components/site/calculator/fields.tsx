import { useId, type ReactNode } from "react";
import { useT } from "../../../i18n/texts";
import { FieldError } from "../../ui/field-error";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="calc-label">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

interface InputFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** One labelled input of a calculator: a number (decimal keypad on phones) or a date. */
function InputField(props: InputFieldProps & { type: "number" | "date"; step?: string }) {
  const id = useId();
  return (
    <FieldShell id={id} label={props.label} error={props.error} hint={props.hint}>
      <input
        id={id}
        name={props.name}
        type={props.type}
        inputMode={props.type === "number" ? "decimal" : undefined}
        step={props.step}
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        className="calc-control"
      />
    </FieldShell>
  );
}

export function NumberField(props: InputFieldProps & { step: string }) {
  return <InputField {...props} type="number" />;
}

/** A calendar date (YYYY-MM-DD, what a date input sends with or without JavaScript). */
export function DateField(props: InputFieldProps) {
  return <InputField {...props} type="date" />;
}

export function SelectField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
  /** a choice that acts at once, as this intent's button would (the option payoff's preset) */
  changeIntent?: string;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={props.label} error={props.error} hint={props.hint}>
      <select
        id={id}
        name={props.name}
        data-change-intent={props.changeIntent}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        className="calc-control"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A choice of two or three, as a row of radio buttons. */
export function ChoiceField(props: {
  name: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="calc-label">{props.legend}</legend>
      <div className="mt-1 flex gap-2">
        {props.options.map((option) => (
          <label
            key={option.value}
            className="calc-choice"
          >
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
              aria-invalid={props.error ? true : undefined}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {props.error && <FieldError id={`${id}-error`} message={props.error} />}
    </fieldset>
  );
}

/** The read-only Forex and Crypto indicators. */
export function KindIndicators({ forex, crypto }: { forex: boolean; crypto: boolean }) {
  const t = useT();
  return (
    <div role="group" className="flex gap-6 text-sm text-slate-700" aria-label={t("calculators.instrumentType")}>
      {[
        [t("calculators.forex"), forex],
        [t("calculators.crypto"), crypto],
      ].map(([label, checked]) => (
        <label key={String(label)} className="flex items-center gap-2">
          <input type="checkbox" checked={Boolean(checked)} disabled className="h-4 w-4 accent-emerald-600" />
          {label}
        </label>
      ))}
    </div>
  );
}

