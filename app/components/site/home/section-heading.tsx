/** The eyebrow, title and short introduction every home section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "start";
  tone?: "light" | "dark";
}) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && (
        <p className={`text-sm font-semibold tracking-wide uppercase ${tone === "dark" ? "text-accent-100" : "text-accent-700"}`}>{eyebrow}</p>
      )}
      <h2 id={id} className={`mt-2 text-3xl sm:text-4xl ${tone === "dark" ? "text-white" : ""}`}>
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg ${tone === "dark" ? "text-slate-200" : "text-slate-600"}`}>{intro}</p>}
    </div>
  );
}
