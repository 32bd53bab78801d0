// The price-history chart's geometry, free of React: one step line per fuel of the price table over the
// last N days (a price holds until the next change), scaled into an SVG box.
import type { PriceHistoryPoint } from "./station-types.ts";

export const HISTORY_DAYS = 30;
const DAY_MS = 86_400_000;

export const CHART_FUELS = [
  { key: "gasoleoA", label: "Diesel", colour: "#0b6b34" },
  { key: "gasolina95", label: "Gasolina 95", colour: "#1a56db" },
  { key: "gasolina98", label: "Gasolina 98", colour: "#b3261e" },
  { key: "glp", label: "GLP", colour: "#8a5a00" },
] as const;

export interface PriceStep {
  /** ms since the epoch */
  at: number;
  precio: number;
}

export interface PriceSeries {
  key: string;
  label: string;
  colour: string;
  steps: PriceStep[];
  first: number;
  last: number;
  min: number;
  max: number;
}

/** The series of each charted fuel that has a price in the window, steps clamped to [start, now]. */
export function buildSeries(points: readonly PriceHistoryPoint[], now: number, days = HISTORY_DAYS): PriceSeries[] {
  const start = now - days * DAY_MS;
  const series: PriceSeries[] = [];
  for (const fuel of CHART_FUELS) {
    const own = points
      .filter((p) => p.producto === fuel.key && p.precio > 0)
      .map((p) => ({ at: Date.parse(p.desde), precio: p.precio }))
      .filter((p) => Number.isFinite(p.at) && p.at <= now)
      .sort((a, b) => a.at - b.at);
    // The last price before the window is the one in force when it opens.
    const before = own.filter((p) => p.at < start).at(-1);
    const inside = own.filter((p) => p.at >= start);
    const steps = [...(before ? [{ at: start, precio: before.precio }] : []), ...inside];
    if (steps.length === 0) continue;
    const prices = steps.map((s) => s.precio);
    series.push({
      key: fuel.key,
      label: fuel.label,
      colour: fuel.colour,
      steps,
      first: prices[0]!,
      last: prices.at(-1)!,
      min: Math.min(...prices),
      max: Math.max(...prices),
    });
  }
  return series;
}

export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface ChartScale {
  x: (at: number) => number;
  y: (precio: number) => number;
  minPrice: number;
  maxPrice: number;
}

export function chartScale(series: readonly PriceSeries[], box: ChartBox, now: number, days = HISTORY_DAYS): ChartScale {
  const start = now - days * DAY_MS;
  let minPrice = Math.min(...series.map((s) => s.min));
  let maxPrice = Math.max(...series.map((s) => s.max));
  // A flat line sits in the middle rather than on an edge.
  if (maxPrice - minPrice < 0.01) {
    minPrice -= 0.01;
    maxPrice += 0.01;
  }
  const { width, height, padding } = box;
  const innerW = width - padding.left - padding.right;
  const innerH = height - padding.top - padding.bottom;
  return {
    x: (at) => padding.left + ((at - start) / (now - start)) * innerW,
    y: (precio) => padding.top + (1 - (precio - minPrice) / (maxPrice - minPrice)) * innerH,
    minPrice,
    maxPrice,
  };
}

/** SVG path of a step line: horizontal until each change, then vertical, extended to now. */
export function stepPath(steps: readonly PriceStep[], scale: ChartScale, now: number): string {
  const parts: string[] = [];
  steps.forEach((step, i) => {
    const x = scale.x(step.at).toFixed(1);
    const y = scale.y(step.precio).toFixed(1);
    parts.push(i === 0 ? `M${x} ${y}` : `H${x} V${y}`);
  });
  parts.push(`H${scale.x(now).toFixed(1)}`);
  return parts.join(" ");
}
