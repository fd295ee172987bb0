/** A small busy indicator with an accessible name; the ring stops turning under reduced motion. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center gap-3 text-sm text-slate-600">
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-accent-700 motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
