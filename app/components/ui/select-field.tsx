import { useId } from "react";
import { FieldError } from "./field-error";

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly (string | { value: string; label: string })[];
  required?: boolean;
  /** a first, empty choice ("Choose a category"), so that nothing is picked by accident */
  placeholder?: string;
  defaultValue?: string;
  error?: string | undefined;
  className?: string;
}

/** A labelled select, styled and wired for errors like TextField. */
export function SelectField({ name, label, options, required, placeholder, defaultValue, error, className = "" }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block min-h-[42px] w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40 ${
          error ? "border-red-600" : "border-slate-300"
        }`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
