import type { ReactNode } from "react";

/** The title block and body column most simple pages share. */
export function SimplePage({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl leading-tight">{title}</h1>
      {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
      <div className="mt-8 space-y-4 text-slate-700">{children}</div>
    </main>
  );
}
