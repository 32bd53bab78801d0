// The price history of the last 7, 30 or 90 days or the last year (a small inline SVG, no chart
// library): one step line per product the station sold, the price range on the left, a legend that
// also tells each product's first and latest price and the period's minimum, maximum and mean in
// words (€/kg for the gases sold by weight), and the province's daily median of the driver's fuel as a
// dashed second line with the same figures. Products on a scale of their own
// (AdBlue, hydrogen) get a chart of their own below. Nothing when there is no history.
import { useLingui } from "@lingui/react/macro";
import { useId, useMemo } from "react";
import { t } from "@lingui/core/macro";
import { formatPrice } from "../../i18n/formatters.ts";
import type { MedianPoint } from "../../domain/contract/stations.ts";
import type { FuelKey } from "../../domain/fuels.ts";
import { buildSeries, chartScale, HISTORY_RANGES, medianLine, stepPath, type ChartBox, type HistoryRange, type MedianLine, type PriceSeries } from "./price-history-chart.ts";
import type { PriceHistoryPoint } from "./station-types.ts";

const BOX: ChartBox = { width: 320, height: 150, padding: { top: 10, right: 8, bottom: 20, left: 48 } };

interface PriceHistoryChartProps {
  points: readonly PriceHistoryPoint[];
  now?: number;
  days?: HistoryRange;
  /** Offers the periods; without it the chart shows `days` only. */
  onDaysChange?: (days: HistoryRange) => void;
  /** The province's daily median of one fuel: drawn with that fuel's chart. */
  median?: { fuel: FuelKey; points: readonly MedianPoint[] };
  /** Below the chart: what the year says of today's price (WhenToFillNote). */
  children?: React.ReactNode;
}

function rangeName(days: HistoryRange): string {
  return days === 365 ? t`1 año` : t`${days} días`;
}

export function PriceHistoryChart({ points, now = Date.now(), days = 30, onDaysChange, median, children }: PriceHistoryChartProps) {
  const { t } = useLingui();
  const id = useId();
  const groups = useMemo(() => buildSeries(points, now, days), [points, now, days]);
  const provinceLine = useMemo(() => (median ? medianLine(median.fuel, median.points, now, days) : null), [median, now, days]);
  if (groups.length === 0 && !onDaysChange) return null;
  const title = days === 365 ? t`Precio en el último año` : t`Precio en los últimos ${days} días`;

  return (
    <section className="card station-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {onDaysChange && (
        <div className="chart-ranges" role="group" aria-label={t`Periodo`}>
          {HISTORY_RANGES.map((range) => (
            <button key={range} type="button" className="chart-range" aria-pressed={range === days} onClick={() => onDaysChange(range)}>
              {rangeName(range)}
            </button>
          ))}
        </div>
      )}
      {groups.map((group, i) => (
        <ScaleChart
          key={group.key}
          series={group.series}
          median={provinceLine && group.series.some((s) => s.key === provinceLine.fuel) ? provinceLine : null}
          now={now}
          days={days}
          // The first chart is the section's; a product on its own scale is named after it.
          name={i === 0 ? title : `${title}: ${group.series.map((s) => s.label).join(", ")}`}
          legendId={`${id}-legend-${i}`}
        />
      ))}
      {children}
    </section>
  );
}

/** The axis' ends, "hace 30 días" and "hoy", in the app's language (messages: Intl's relative time
 * has no Basque or Galician in some Chromium builds). */
function axisEnds(days: HistoryRange): { start: string; end: string } {
  return { start: days === 365 ? t`hace un año` : t`hace ${days} días`, end: t`hoy` };
}

interface ScaleChartProps { series: readonly PriceSeries[]; median: MedianLine | null; now: number; days: HistoryRange; name: string; legendId: string }

function ScaleChart({ series, median, now, days, name, legendId }: ScaleChartProps) {
  const { t } = useLingui();
  const ends = axisEnds(days);
  const scale = chartScale(median ? [...series, median] : series, BOX, now, days);
  const bottom = BOX.height - BOX.padding.bottom;
  const axisUnit = series.every((s) => s.unit === "kg") ? "kg" : "l";
  return (
    <figure className="price-chart">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={name} aria-describedby={legendId}>
        <line x1={BOX.padding.left} x2={BOX.width - BOX.padding.right} y1={bottom} y2={bottom} className="chart-axis" />
        <text x={BOX.padding.left - 4} y={scale.y(scale.maxPrice) + 4} className="chart-label" textAnchor="end">
          {formatPrice(scale.maxPrice, axisUnit)}
        </text>
        <text x={BOX.padding.left - 4} y={scale.y(scale.minPrice) + 4} className="chart-label" textAnchor="end">
          {formatPrice(scale.minPrice, axisUnit)}
        </text>
        <text x={BOX.padding.left} y={BOX.height - 4} className="chart-label">
          {ends.start}
        </text>
        <text x={BOX.width - BOX.padding.right} y={BOX.height - 4} className="chart-label" textAnchor="end">
          {ends.end}
        </text>
        {series.map((s) => (
          <path key={s.key} d={stepPath(s.steps, scale, now)} stroke={s.colour} className="chart-line" data-fuel={s.key} />
        ))}
        {median && <path d={stepPath(median.steps, scale, now)} stroke={MEDIAN_COLOUR} className="chart-line chart-median" data-median={median.fuel} />}
      </svg>
      <figcaption id={legendId}>
        <ul className="chart-legend">
          {series.map((s) => {
            const { label } = s;
            const first = formatPrice(s.first, s.unit);
            const last = formatPrice(s.last, s.unit);
            const min = formatPrice(s.min, s.unit);
            const max = formatPrice(s.max, s.unit);
            const mean = formatPrice(s.mean, s.unit);
            return (
              <li key={s.key}>
                <span className="chart-swatch" style={{ background: s.colour }} aria-hidden="true" />
                {s.first === s.last ? t`${label}: ${last} sin cambios` : t`${label}: de ${first} a ${last}`}
                {s.min !== s.max && <span className="chart-stats">{t`mínimo ${min}, máximo ${max}, media ${mean}`}</span>}
              </li>
            );
          })}
          {median && <MedianLegend median={median} />}
        </ul>
      </figcaption>
    </figure>
  );
}

const MEDIAN_COLOUR = "#4e5d6c";

function MedianLegend({ median }: { median: MedianLine }) {
  const { t } = useLingui();
  const min = formatPrice(median.min, median.unit);
  const max = formatPrice(median.max, median.unit);
  const mean = formatPrice(median.mean, median.unit);
  return (
    <li className="chart-median-legend">
      <span className="chart-swatch chart-swatch-median" style={{ borderColor: MEDIAN_COLOUR }} aria-hidden="true" />
      {t`Mediana de la provincia`}
      <span className="chart-stats">{t`mínimo ${min}, máximo ${max}, media ${mean}`}</span>
    </li>
  );
}
