/** A password or recovery codes shown this once (the server keeps only hashes). */
export function OneTimeSecret({ label, values }: { label: string; values: string[] }) {
  return (
    <div className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4" data-testid="one-time-secret">
      <p className="font-medium text-amber-900">{label}</p>
      <ul className="mt-2 grid gap-1 font-mono text-base sm:grid-cols-2">
        {values.map((value) => (
          <li key={value}>
            <code className="select-all rounded bg-white px-2 py-1">{value}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
