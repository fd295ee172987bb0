import { useId, type ReactNode } from "react";

/** One group of the settings form: a fieldset whose legend names it, fields one per row. */
export function SettingsSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-describedby={hint ? hintId : undefined}>
      <legend className="px-1 text-lg font-semibold text-navy-900">{title}</legend>
      {hint && <p id={hintId} className="text-sm text-slate-600">{hint}</p>}
      <div className="mt-3 grid gap-4">{children}</div>
    </fieldset>
  );
}
