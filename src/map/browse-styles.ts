// How the browsing map draws its stations and clusters: a dot under a price label, coloured by the
// price's fifth among those in view (src/domain/price-percentiles.ts: band 0 green … band 4 red). A
// cluster's dot is bigger and carries how many stations it groups; its label is their cheapest price.
// Styles are made once per colour and text and kept: a drag redraws thousands without making one.
import { Circle, Fill, Stroke, Style, Text } from "ol/style.js";
import type { PercentileBand } from "../domain/price-percentiles.ts";
import { formatDecimal } from "../i18n/formatters.ts";
import { PERCENTILE_COLOURS } from "./percentile-colours.ts";


const LABEL_FONT = "bold 13px system-ui, sans-serif";
const COUNT_FONT = "bold 11px system-ui, sans-serif";

export const priceLabel = (price: number): string => (price > 0 ? formatDecimal(price, 3, 3) : "-");

const kept = new Map<string, Style[]>();

function label(text: string, band: PercentileBand, offsetY: number): Style {
  const colours = PERCENTILE_COLOURS[band];
  return new Style({
    text: new Text({
      text,
      font: LABEL_FONT,
      offsetY,
      padding: [2, 4, 1, 4],
      fill: new Fill({ color: colours.text }),
      backgroundFill: new Fill({ color: colours.fill }),
      backgroundStroke: new Stroke({ color: "#ffffff", width: 1 }),
    }),
  });
}

/** A station: a small dot that never gives way, and its price label that does. */
export function stationStyle(price: number, band: PercentileBand): Style[] {
  const text = priceLabel(price);
  const key = `s|${band}|${text}`;
  let styles = kept.get(key);
  if (!styles) {
    const dot = new Style({
      image: new Circle({
        radius: 6,
        declutterMode: "none",
        fill: new Fill({ color: PERCENTILE_COLOURS[band].fill }),
        stroke: new Stroke({ color: "#ffffff", width: 2 }),
      }),
    });
    styles = [dot, label(text, band, -18)];
    kept.set(key, styles);
  }
  return styles;
}

/** A cluster: its count in a white dot ringed in its cheapest price's colour, that price above. */
export function clusterStyle(cheapest: number, band: PercentileBand, count: number): Style[] {
  const text = priceLabel(cheapest);
  const shownCount = count > 999 ? "999+" : String(count);
  const key = `c|${band}|${text}|${shownCount}`;
  let styles = kept.get(key);
  if (!styles) {
    const dot = new Style({
      image: new Circle({
        radius: 12,
        declutterMode: "none",
        fill: new Fill({ color: "#ffffff" }),
        stroke: new Stroke({ color: PERCENTILE_COLOURS[band].fill, width: 3 }),
      }),
      text: new Text({ text: shownCount, font: COUNT_FONT, fill: new Fill({ color: "#111111" }), declutterMode: "none" }),
    });
    styles = [dot, label(text, band, -24)];
    kept.set(key, styles);
  }
  return styles;
}
