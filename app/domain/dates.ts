/** Dates as readers in India expect them, e.g. "14 Oct 2026", the same on server and browser. */
const formatter = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : formatter.format(time);
}
