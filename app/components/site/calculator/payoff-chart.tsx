import type { OptionsResult } from "../../../domain/calculators/options-calculator";
import { useNumerals, useT } from "../../../i18n/texts";

const WIDTH = 640;
const HEIGHT = 300;
// the top pad holds the spot label, above the plot, where no line of the payoff can cross it
const PAD = { left: 88, right: 16, top: 22, bottom: 40 };

/**
 * The payoff at expiry as a server-rendered SVG: no chart library, nothing to load. The picture is
 * an image with a title and a description for assistive technology; the table after it carries the
 * same figures for anyone who cannot see it.
 */
export function PayoffChart({ chart }: { chart: OptionsResult["chart"] }) {
  const t = useT();
  const numerals = useNumerals();
  // one chart a page: a fixed id, since url(#…) references do not take useId's characters everywhere
  const id = "payoff-chart";
  const { points, xTicks, yTicks } = chart;
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const values = [0, ...points.map((point) => point.payoff), ...yTicks.map((tick) => tick.value)];
  const bottom = Math.min(...values);
  const top = Math.max(...values);
  const span = top - bottom || 1;
  const x = (price: number) => PAD.left + ((price - low) / (high - low || 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (payoff: number) => PAD.top + ((top - payoff) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points.map((point) => `${x(point.price).toFixed(1)},${y(point.payoff).toFixed(1)}`).join(" ");
  const zero = y(0);
  // the area between the line and zero, drawn twice and clipped: green above zero, red below
  const area = `${x(low).toFixed(1)},${zero.toFixed(1)} ${line} ${x(high).toFixed(1)},${zero.toFixed(1)}`;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full" data-testid="payoff-chart">
      <title id={`${id}-title`}>{t("options.chartTitle")}</title>
      <desc id={`${id}-desc`}>{t("options.chartDescription", { low: chart.low, high: chart.high, spot: chart.spotLabel })}</desc>
      <defs>
        <clipPath id={`${id}-above`}>
          <rect x={0} y={0} width={WIDTH} height={zero} />
        </clipPath>
        <clipPath id={`${id}-below`}>
          <rect x={0} y={zero} width={WIDTH} height={HEIGHT - zero} />
        </clipPath>
      </defs>
      {yTicks.map((tick) => (
        <g key={`y${tick.value}`}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick.value)} y2={y(tick.value)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(tick.value) + 4} textAnchor="end" fontSize="11" fill="#475569">
            {numerals(tick.label)}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text key={`x${tick.value}`} x={x(tick.value)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#475569">
          {numerals(tick.label)}
        </text>
      ))}
      <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="#334155">
        {t("options.chartPrice")}
      </text>
      <polygon points={area} fill="#047857" fillOpacity="0.15" clipPath={`url(#${id}-above)`} />
      <polygon points={area} fill="#b91c1c" fillOpacity="0.15" clipPath={`url(#${id}-below)`} />
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={zero} y2={zero} stroke="#64748b" />
      <line x1={x(chart.spot)} x2={x(chart.spot)} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke="#0b1b33" strokeDasharray="4 4" />
      <text x={x(chart.spot)} y={PAD.top - 8} textAnchor="middle" fontSize="11" fill="#0b1b33">
        {t("options.chartSpot")}
      </text>
      <polyline points={line} fill="none" stroke="#0b1b33" strokeWidth="2" />
      {chart.breakevens
        .filter((price) => price >= low && price <= high)
        .map((price) => (
          <circle key={price} cx={x(price)} cy={zero} r="4" fill="#fff" stroke="#0b1b33" strokeWidth="2" />
        ))}
    </svg>
  );
}
