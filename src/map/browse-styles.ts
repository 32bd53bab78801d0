// How the browsing map draws its stations and clusters: a dot under a price label, coloured by the
// price's fifth among those in view (src/domain/price-percentiles.ts: band 0 green … band 4 red). A
// cluster's dot is bigger and carries how many stations it groups; its label is their cheapest price.
// Styles are made once per colour and text and kept: a drag redraws thousands without making one.
// Closer in, the dots and the labels are two layers (use-browse-layers.ts): only a few labels declutter.
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

const dots = new Map<PercentileBand, Style>();

/** A station's dot, in its band's colour: never hidden by a label. */
export function stationDot(band: PercentileBand): Style {
  let dot = dots.get(band);
  if (!dot) {
    dot = new Style({
      image: new Circle({
        radius: 6,
        declutterMode: "none",
        fill: new Fill({ color: PERCENTILE_COLOURS[band].fill }),
        stroke: new Stroke({ color: "#ffffff", width: 2 }),
      }),
    });
    dots.set(band, dot);
  }
  return dot;
}

const labels = new Map<string, Style>();

/** A station's price label above its dot; it gives way to a cheaper one where they overlap. */
export function stationLabel(price: number, band: PercentileBand): Style {
  const text = priceLabel(price);
  const key = `${band}|${text}`;
  let style = labels.get(key);
  if (!style) labels.set(key, (style = label(text, band, -18)));
  return style;
}

/** A station standing alone (a cluster of one): its dot and its label. */
export const stationStyle = (price: number, band: PercentileBand): Style[] => [stationDot(band), stationLabel(price, band)];

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
