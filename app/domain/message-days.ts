/*
 * The dashboard's "messages per day": the last N calendar days in India (IST, UTC+5:30, no daylight
 * saving), today included. Messages are stored with UTC ISO times, so each IST day becomes a UTC
 * range [start, end) that an index on created_at can count directly.
 */
import { formatDayMonth, IST_OFFSET_MS } from "./dates";

const DAY_MS = 24 * 60 * 60 * 1000;

export const CHART_DAYS = 30;

export interface DayWindow {
  /** the IST calendar day, YYYY-MM-DD */
  day: string;
  /** UTC ISO instants bounding it, start included, end excluded */
  start: string;
  end: string;
}

export interface DayCount {
  day: string;
  count: number;
}

/** Oldest first, ending with today in IST. */
export function istDayWindows(now: Date, days = CHART_DAYS): DayWindow[] {
  const istMidnightToday = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return Array.from({ length: days }, (_, index) => {
    const start = istMidnightToday - (days - 1 - index) * DAY_MS;
    return {
      day: new Date(start + IST_OFFSET_MS).toISOString().slice(0, 10),
      start: new Date(start).toISOString(),
      end: new Date(start + DAY_MS).toISOString(),
    };
  });
}

/** One sentence for screen readers and the chart's caption: the total and the busiest day. */
export function summariseDays(counts: DayCount[]): string {
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return `No messages in the last ${counts.length} days.`;
  const busiest = counts.reduce((best, current) => (current.count > best.count ? current : best));
  const today = counts[counts.length - 1]!;
  return `${total} ${total === 1 ? "message" : "messages"} in the last ${counts.length} days; the most on ${formatDayMonth(busiest.day)} (${busiest.count}); ${today.count} today.`;
}
