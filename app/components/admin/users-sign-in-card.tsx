import type { ReactNode } from "react";

/** The small centred card of the sign-in steps (password, then the two-factor code). */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10" />
        <h1 className="mt-4 text-2xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The card's one full-width submit button; `busy` disables it while the form is being sent. */
export function SignInSubmit({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-accent-700 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
    >
      {children}
    </button>
  );
}
