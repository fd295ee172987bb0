/**
 * The outcome of the last save, announced politely to screen readers and shown as a toast-like
 * bar: green with a tick for success, red with a cross for failure (never colour alone).
 */
export function Notice({ notice }: { notice: { tone: "success" | "error"; text: string } | null | undefined }) {
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {notice && (
        <p
          className={`mt-4 flex items-center gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
            notice.tone === "success" ? "border-accent-100 bg-accent-50 text-accent-800" : "border-red-200 bg-red-50 text-red-800"
          }`}
        >
          <span aria-hidden="true">{notice.tone === "success" ? "✓" : "✕"}</span>
          {notice.text}
        </p>
      )}
    </div>
  );
}

export type NoticeData = { tone: "success" | "error"; text: string };
