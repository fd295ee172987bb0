import { useId } from "react";
import { formatDayMonth } from "../../domain/dates";
import { summariseDays, type DayCount } from "../../domain/message-days";

const WIDTH = 300;
const HEIGHT = 100;
const GAP = 2;

/**
 * Messages per day as a small bar chart. The picture is one role="img" with a sentence for screen
 * readers; the exact numbers are in a real table under a disclosure, for anyone who wants them.
 */
export function MessagesPerDayChart({ days }: { days: DayCount[] }) {
  const id = useId();
  const summary = summariseDays(days);
  const highest = Math.max(1, ...days.map((day) => day.count));
  const slot = WIDTH / Math.max(1, days.length);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" data-testid="messages-chart">
      <figcaption id={`${id}-caption`} className="text-sm text-slate-600">{summary}</figcaption>
      <svg role="img" aria-labelledby={`${id}-caption`} viewBox={`0 0 ${WIDTH} ${HEIGHT + 14}`} className="mt-3 h-auto w-full" preserveAspectRatio="none">
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="currentColor" className="text-slate-300" strokeWidth="0.5" />
        {days.map((day, index) => {
          // a day without messages still gets a hairline, so the 30 slots stay readable
          const height = day.count === 0 ? 0.75 : (day.count / highest) * (HEIGHT - 4);
          return (
            <rect
              key={day.day}
              data-day={day.day}
              data-count={day.count}
              x={index * slot + GAP / 2}
              y={HEIGHT - height}
              width={slot - GAP}
              height={height}
              rx="1"
              className={day.count === 0 ? "fill-slate-300" : "fill-accent-700"}
            />
          );
        })}
        <text x="0" y={HEIGHT + 11} fontSize="8" className="fill-slate-500">{days[0] ? formatDayMonth(days[0].day) : ""}</text>
        <text x={WIDTH} y={HEIGHT + 11} fontSize="8" textAnchor="end" className="fill-slate-500">Today</text>
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-accent-800">Messages per day as a table</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Contact messages per day, last {days.length} days (IST)</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-4">Day</th>
                <th scope="col" className="py-1">Messages</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal"><time dateTime={day.day}>{formatDayMonth(day.day)}</time></th>
                  <td className="py-1 tabular-nums">{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
