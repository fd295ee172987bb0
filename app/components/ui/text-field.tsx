import { useId } from "react";
import { FieldError } from "./field-error";

interface TextFieldProps {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  /** an example only: the label above always says what the field is */
  placeholder?: string;
  error?: string | undefined;
  defaultValue?: string;
  className?: string;
  /** focus on load: the first field in error after a post without JavaScript */
  autoFocus?: boolean;
  /** the language of what is typed, when it is not the page's (a Hindi box in the English back office) */
  lang?: string;
  /** `data-` attributes for a script that works on the field; `data-hint` names its hint's id */
  fieldData?: Record<`data-${string}`, string>;
}

/** Label above, hint and error under the field, wired for screen readers. */
export function TextField({ name, label, type = "text", required, multiline, autoComplete, maxLength, hint, placeholder, error, defaultValue, className = "", autoFocus, lang, fieldData }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const fieldClass = `mt-1 block w-full rounded-lg border px-3 py-2 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40 ${
    error ? "border-red-600" : "border-slate-300"
  }`;
  const data = fieldData ? { ...fieldData, "data-hint": hintId } : {};
  const common = { id, name, required, maxLength, placeholder, defaultValue, autoFocus, lang, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: fieldClass, ...data };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {hint && <p id={hintId} className="mt-1 text-sm text-slate-500">{hint}</p>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
