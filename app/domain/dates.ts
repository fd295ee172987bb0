/*
 * Dates: stored in one form, shown in one form.
 * Stored: an ISO-8601 UTC instant ("2026-10-14T04:30:00.000Z"), so that dates sort as text and read
 * the same from SQLite and PostgreSQL. Shown: Indian English in IST ("14 Oct 2026").
 */

/* India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/*
 * Written out rather than asked of Intl.DateTimeFormat: a browser's first Intl object loads its
 * locale data, 40–70 ms of main thread on a fast machine (four times that on a phone), and every
 * page shows a date in its footer. It also keeps server and browser to the same text whatever ICU
 * each ships. The month names are CLDR's for en-IN ("Sept").
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;
/** CLDR's short month names for hi-IN ("14 अक्टू॰ 2026"), for the Hindi edition (issue 23). */
const HINDI_MONTHS = ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"] as const;
const monthNames = { en: MONTHS, hi: HINDI_MONTHS } as const;

/** The languages dates are written in: the public site's two (app/i18n/locale.ts). */
export type DateLocale = keyof typeof monthNames;

/** The instant as a Date whose UTC fields read India's date and time; null when it is no date. */
export function inIst(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + IST_OFFSET_MS);
}

/**
 * Today in India (YYYY-MM-DD), whatever the server's clock zone: the exchanges' trading day, the
 * day a batch starting today is still offered on, the day a rate or lot size comes into force.
 */
export function todayInIndia(now: Date | number = Date.now()): string {
  return new Date(Number(now) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const dayMonthYear = (ist: Date, locale: DateLocale) => `${ist.getUTCDate()} ${monthNames[locale][ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
const twoDigits = (n: number) => String(n).padStart(2, "0");

/** Dates as readers in India expect them, e.g. "14 Oct 2026" or "14 अक्टू॰ 2026", the same on server and browser. */
export function formatDate(iso: string, locale: DateLocale = "en"): string {
  const ist = inIst(iso);
  return ist ? dayMonthYear(ist, locale) : "";
}

/**
 * The date and the 12-hour time in India as Intl writes en-IN's medium date and short (or medium)
 * time: "5 Nov 2026, 3:04 pm", "6 Sept 2026, 12:04:05 am". The admin's times of sign-ins and drafts.
 */
export function formatDateTime12(iso: string, { seconds = false }: { seconds?: boolean } = {}): string {
  const ist = inIst(iso);
  if (!ist) return "";
  const hours = ist.getUTCHours();
  const clock = `${hours % 12 || 12}:${twoDigits(ist.getUTCMinutes())}${seconds ? `:${twoDigits(ist.getUTCSeconds())}` : ""}`;
  return `${dayMonthYear(ist, "en")}, ${clock} ${hours < 12 ? "am" : "pm"}`;
}

/** "23 Nov" for the day "2026-11-23" (a calendar day, not an instant: no zone is applied; the dashboard's IST days). */
export function formatDayMonth(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "" : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The date and the 24-hour time in India, e.g. "1 Dec 2026, 09:30" (midnight is 00:00). */
export function formatDateTime(iso: string, locale: DateLocale = "en"): string {
  const ist = inIst(iso);
  return ist ? `${dayMonthYear(ist, locale)}, ${twoDigits(ist.getUTCHours())}:${twoDigits(ist.getUTCMinutes())}` : "";
}
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** the en-IN locale's numeric form: day first, "14/10/2026" or "14/10/2026, 10:30:00 am" */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?$/i;
/** a locale string that names its own zone: "… UTC+5:30", "… GMT+0530", "… Z", "… +05:30" */
const NAMES_ZONE = /(?:\b(?:UTC|GMT)\b|Z$|[+-]\d{2}:?\d{2}$)/i;
const DATE_TEXT_MAX = 100;
/** earliest and latest years accepted: anything outside is a typo or a unit mix-up */
const YEARS = { min: 1970, max: 2200 };

/** A date that arrived in some form, as the spec allows: a timestamp, a plain date or a locale string. */
export type DateInput = string | number | Date | { seconds: number; nanoseconds?: number } | { _seconds: number };

/**
 * Any of the forms a post's date arrives in → the stored form (ISO UTC), or null when it is no date.
 * A date without a zone (a plain date, a locale string) is read as IST: a plain date is midnight in India.
 */
export function normaliseDate(value: DateInput | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return checked(value.getTime());
  if (typeof value === "number") return checked(value < 1e11 ? value * 1000 : value); // seconds or milliseconds
  if (typeof value === "object") {
    const seconds = "seconds" in value ? value.seconds + (value.nanoseconds ?? 0) / 1e9 : value._seconds;
    return checked(seconds * 1000);
  }
  // the longest form taken ("October 14, 2026 at 10:00:00 AM UTC+5:30") is 41 characters: longer
  // text is no date, refused before a pattern reads it (decision 0026)
  if (value.length > DATE_TEXT_MAX) return null;
  const text = value.trim();
  if (ISO_UTC.test(text)) return checked(Date.parse(text));
  if (/^\d{9,13}$/.test(text)) return normaliseDate(Number(text));
  const plain = PLAIN_DATE.exec(text);
  if (plain) return fromIstParts(Number(plain[1]), Number(plain[2]), Number(plain[3]));
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, day, month, year, hour = "0", minute = "0", second = "0", meridiem] = dayFirst;
    let h = Number(hour);
    if (meridiem) h = (h % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
    return fromIstParts(Number(year), Number(month), Number(day), h, Number(minute), Number(second));
  }
  // Firestore's console form: "October 14, 2026 at 10:00:00 AM UTC+5:30"
  const cleaned = text.replace(/(?<!\s)\s+at\s+/i, " ").replace(/UTC([+-]\d{1,2})(?::?(\d{2}))?$/i, (_, h: string, m = "00") => `GMT${h.startsWith("-") ? "-" : "+"}${h.replace(/[+-]/, "").padStart(2, "0")}${m}`);
  if (NAMES_ZONE.test(cleaned)) return checked(Date.parse(cleaned));
  const asIfUtc = Date.parse(`${cleaned} UTC`);
  return Number.isNaN(asIfUtc) ? null : checked(asIfUtc - IST_OFFSET_MS);
}

function fromIstParts(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): string | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asIfUtc);
  // Date.UTC rolls 31 February over into March: such a date was never meant.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return checked(asIfUtc - IST_OFFSET_MS);
}

function checked(time: number): string | null {
  if (!Number.isFinite(time)) return null;
  const year = new Date(time).getUTCFullYear();
  return year < YEARS.min || year > YEARS.max ? null : new Date(time).toISOString();
}
