/**
 * The box a refused, stale save offers (issue 21, decision 0041): ticked, the next save goes over the
 * version now current on purpose. It carries that version, so a third save in between is refused again.
 */
export function OverwriteChoice({ version, className = "" }: { version: string; className?: string }) {
  return (
    <label className={`flex min-h-10 items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 ${className}`}>
      <input type="checkbox" name="overwriteVersion" value={version} className="h-5 w-5 rounded border-slate-300 accent-accent-700" />
      Save mine over theirs (theirs stays in the revisions)
    </label>
  );
}
