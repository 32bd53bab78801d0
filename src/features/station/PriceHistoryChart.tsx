// The price history of the last 30 days (a small inline SVG, no chart library): one step line per fuel
// of the price table, the price range on the left, a legend that also tells each fuel's first and
// latest price in words. Nothing when there is no history.
import { useId, useMemo } from "react";
import { formatPrice } from "../../domain/format.ts";
import { buildSeries, chartScale, HISTORY_DAYS, stepPath, type ChartBox } from "./price-history-chart.ts";
import type { PriceHistoryPoint } from "./station-types.ts";

const BOX: ChartBox = { width: 320, height: 150, padding: { top: 10, right: 8, bottom: 20, left: 48 } };

interface PriceHistoryChartProps {
  points: readonly PriceHistoryPoint[];
  now?: number;
}

export function PriceHistoryChart({ points, now = Date.now() }: PriceHistoryChartProps) {
  const id = useId();
  const series = useMemo(() => buildSeries(points, now), [points, now]);
  if (series.length === 0) return null;
  const scale = chartScale(series, BOX, now);
  const bottom = BOX.height - BOX.padding.bottom;

  return (
    <section className="card station-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Precio en los últimos {HISTORY_DAYS} días</h2>
      <figure className="price-chart">
        <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-legend`}>
          <line x1={BOX.padding.left} x2={BOX.width - BOX.padding.right} y1={bottom} y2={bottom} className="chart-axis" />
          <text x={BOX.padding.left - 4} y={scale.y(scale.maxPrice) + 4} className="chart-label" textAnchor="end">
            {formatPrice(scale.maxPrice)}
          </text>
          <text x={BOX.padding.left - 4} y={scale.y(scale.minPrice) + 4} className="chart-label" textAnchor="end">
            {formatPrice(scale.minPrice)}
          </text>
          <text x={BOX.padding.left} y={BOX.height - 4} className="chart-label">
            hace {HISTORY_DAYS} días
          </text>
          <text x={BOX.width - BOX.padding.right} y={BOX.height - 4} className="chart-label" textAnchor="end">
            hoy
          </text>
          {series.map((s) => (
            <path key={s.key} d={stepPath(s.steps, scale, now)} stroke={s.colour} className="chart-line" data-fuel={s.key} />
          ))}
        </svg>
        <figcaption id={`${id}-legend`}>
          <ul className="chart-legend">
            {series.map((s) => (
              <li key={s.key}>
                <span className="chart-swatch" style={{ background: s.colour }} aria-hidden="true" />
                {s.label}: {s.first === s.last ? `${formatPrice(s.last)} sin cambios` : `de ${formatPrice(s.first)} a ${formatPrice(s.last)}`}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </section>
  );
}
