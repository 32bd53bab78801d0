// The price-history chart's geometry, free of React: one step line per product the station has sold
// over the last N days (a price holds until the next change), scaled into an SVG box.
import { FUEL_PRODUCTS, type FuelKey, type FuelUnit } from "../../domain/fuels.ts";
import { stationFuelLabel } from "./station-fuel-rows.ts";
import type { PriceHistoryPoint } from "./station-types.ts";

export const HISTORY_DAYS = 30;
/** The periods the chart offers: "7 días", "30 días", "90 días", "1 año". */
export const HISTORY_RANGES = [7, 30, 90, 365] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
const DAY_MS = 86_400_000;

/** Line colours, given in the order the station's products come in the catalogue. */
const PALETTE = ["#0b6b34", "#1a56db", "#b3261e", "#8a5a00", "#6b2fa3", "#00838f", "#c2185b", "#4e5d6c", "#5d7f00", "#d35400"];

export interface PriceStep {
  /** ms since the epoch */
  at: number;
  precio: number;
}

export interface PriceSeries {
  key: FuelKey;
  label: string;
  unit: FuelUnit;
  colour: string;
  steps: PriceStep[];
  first: number;
  last: number;
  min: number;
  max: number;
  /** Mean over the window, each price weighted by how long it was in force. */
  mean: number;
}

/** The mean price from the first step to now, each step weighted by how long it held. */
export function timeWeightedMean(steps: readonly PriceStep[], now: number): number {
  let total = 0;
  let span = 0;
  steps.forEach((step, i) => {
    const until = steps[i + 1]?.at ?? now;
    const held = Math.max(0, until - step.at);
    total += step.precio * held;
    span += held;
  });
  return span > 0 ? total / span : (steps.at(-1)?.precio ?? 0);
}

/** Series drawn on one scale: the fuels whose prices share a plausible range (src/domain/fuels.ts). A
 * 12 €/kg hydrogen or a 0,40 €/l AdBlue on the same axis would flatten every other line. */
export interface SeriesGroup {
  key: string;
  series: PriceSeries[];
}

function stepsOf(points: readonly PriceHistoryPoint[], key: string, start: number, now: number): PriceStep[] {
  return windowSteps(points.filter((p) => p.producto === key), start, now);
}

/** Points as steps clamped to [start, now]: the last one before the window opens it. */
function windowSteps(points: readonly { desde: string; precio: number }[], start: number, now: number): PriceStep[] {
  const own = points
    .filter((p) => p.precio > 0)
    .map((p) => ({ at: Date.parse(p.desde), precio: p.precio }))
    .filter((p) => Number.isFinite(p.at) && p.at <= now)
    .sort((a, b) => a.at - b.at);
  // The last price before the window is the one in force when it opens.
  const before = own.filter((p) => p.at < start).at(-1);
  const inside = own.filter((p) => p.at >= start);
  return [...(before ? [{ at: start, precio: before.precio }] : []), ...inside];
}

/** The series of each catalogue product that has a price in the window, steps clamped to [start, now],
 * in catalogue order, grouped by price scale (the common fuels first). */
export function buildSeries(points: readonly PriceHistoryPoint[], now: number, days = HISTORY_DAYS): SeriesGroup[] {
  const start = now - days * DAY_MS;
  const groups = new Map<string, PriceSeries[]>();
  let colour = 0;
  for (const fuel of FUEL_PRODUCTS) {
    const steps = stepsOf(points, fuel.key, start, now);
    if (steps.length === 0) continue;
    const prices = steps.map((s) => s.precio);
    const scale = fuel.plausible.join("-");
    if (!groups.has(scale)) groups.set(scale, []);
    groups.get(scale)!.push({
      key: fuel.key,
      label: stationFuelLabel(fuel.key),
      unit: fuel.unit,
      colour: PALETTE[colour++ % PALETTE.length]!,
      steps,
      first: prices[0]!,
      last: prices.at(-1)!,
      min: Math.min(...prices),
      max: Math.max(...prices),
      mean: timeWeightedMean(steps, now),
    });
  }
  return [...groups].map(([key, series]) => ({ key, series }));
}

/** The province's daily median as a second line: its steps and the period's figures. */
export interface MedianLine {
  fuel: FuelKey;
  unit: FuelUnit;
  steps: PriceStep[];
  min: number;
  max: number;
  mean: number;
}

export function medianLine(fuel: FuelKey, points: readonly { desde: string; precio: number }[], now: number, days = HISTORY_DAYS): MedianLine | null {
  const steps = windowSteps(points, now - days * DAY_MS, now);
  if (steps.length === 0) return null;
  const prices = steps.map((s) => s.precio);
  const unit = FUEL_PRODUCTS.find((f) => f.key === fuel)?.unit ?? "l";
  return { fuel, unit, steps, min: Math.min(...prices), max: Math.max(...prices), mean: timeWeightedMean(steps, now) };
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

export function chartScale(series: readonly Pick<PriceSeries, "min" | "max">[], box: ChartBox, now: number, days = HISTORY_DAYS): ChartScale {
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
