// How the browsing map draws its stations and clusters: a dot under a price label, coloured by the
// price's fifth among those in view (src/domain/price-percentiles.ts: band 0 green … band 4 red). A
// cluster's dot is bigger and carries how many stations it groups; its label is their cheapest price.
//
// Every mark is a picture drawn once per colour and text and kept (an Icon cut from a shared sheet),
// not an OpenLayers Text: OpenLayers measures and draws a Text's label again each time it rebuilds a
// layer (each settle, each zoom level), which at the national zoom cost most of a zoom step on the
// bench's slowed phone; a kept picture is one drawImage.
import { Icon, Style } from "ol/style.js";
import type { PercentileBand } from "../domain/price-percentiles.ts";
import { formatDecimal } from "../i18n/formatters.ts";
import { PERCENTILE_COLOURS } from "./percentile-colours.ts";

const LABEL_FONT = "bold 13px system-ui, sans-serif";
const COUNT_FONT = "bold 11px system-ui, sans-serif";
const LABEL_HEIGHT = 18;
const LABEL_PADDING_X = 4;
const STATION_DOT_RADIUS = 6;
const CLUSTER_DOT_RADIUS = 12;
/** How far above its point a label's centre sits, CSS px. */
const STATION_LABEL_RISE = 18;
const CLUSTER_LABEL_RISE = 24;

export const priceLabel = (price: number): string => (price > 0 ? formatDecimal(price, 3, 3) : "-");

/** Sheets of pictures: a new mark is drawn into free room of the current sheet, never a canvas of
 * its own (making a canvas and its context took most of a new zoom level's first drawing). */
const SHEET_PX = 1024;
interface Sheet { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D; x: number; y: number; rowHeight: number }
let sheet: Sheet | null = null;
const ratio = () => Math.max(1, Math.ceil(globalThis.devicePixelRatio || 1));

function newSheet(): Sheet {
  const canvas = document.createElement("canvas");
  canvas.width = SHEET_PX;
  canvas.height = SHEET_PX;
  return { canvas, context: canvas.getContext("2d")!, x: 0, y: 0, rowHeight: 0 };
}

/** A picture of `width`×`height` CSS px, sharp on this screen, drawn by `draw` (in CSS px, origin at
 * the picture's corner) on a sheet; returned as the Icon that shows it, `rise` px above its point. */
function picture(width: number, height: number, rise: number, declutter: boolean, draw: (context: CanvasRenderingContext2D) => void): Icon {
  const r = ratio();
  const w = Math.ceil(width * r) + 1;
  const h = Math.ceil(height * r) + 1;
  sheet ??= newSheet();
  if (sheet.x + w > SHEET_PX) Object.assign(sheet, { x: 0, y: sheet.y + sheet.rowHeight, rowHeight: 0 });
  if (sheet.y + h > SHEET_PX) sheet = newSheet();
  const { canvas, context, x, y } = sheet;
  context.save();
  context.translate(x, y);
  context.scale(r, r);
  draw(context);
  context.restore();
  sheet.x += w;
  sheet.rowHeight = Math.max(sheet.rowHeight, h);
  return new Icon({
    img: canvas,
    offset: [x, y],
    size: [Math.ceil(width * r), Math.ceil(height * r)],
    scale: 1 / r,
    displacement: [0, rise],
    declutterMode: declutter ? "declutter" : "none",
  });
}

let measurer: CanvasRenderingContext2D | null = null;
const textWidth = (text: string, font: string) => {
  measurer ??= document.createElement("canvas").getContext("2d")!;
  measurer.font = font;
  return measurer.measureText(text).width;
};

function labelStyle(text: string, band: PercentileBand, rise: number): Style {
  const colours = PERCENTILE_COLOURS[band];
  const width = Math.ceil(textWidth(text, LABEL_FONT)) + 2 * LABEL_PADDING_X + 2;
  // A label gives way to a cheaper one where they overlap (the layer's order: cheapest first).
  const icon = picture(width, LABEL_HEIGHT, rise, true, (context) => {
    context.fillStyle = colours.fill;
    context.strokeStyle = "#ffffff";
    context.lineWidth = 1;
    context.fillRect(0.5, 0.5, width - 1, LABEL_HEIGHT - 1);
    context.strokeRect(0.5, 0.5, width - 1, LABEL_HEIGHT - 1);
    context.font = LABEL_FONT;
    context.fillStyle = colours.text;
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(text, width / 2, LABEL_HEIGHT / 2 + 1);
  });
  return new Style({ image: icon });
}

function dotStyle(radius: number, fill: string, ring: string, ringWidth: number, count?: string): Style {
  const side = 2 * (radius + ringWidth);
  // A dot never gives way.
  const icon = picture(side, side, 0, false, (context) => {
    context.beginPath();
    context.arc(side / 2, side / 2, radius, 0, 2 * Math.PI);
    context.fillStyle = fill;
    context.fill();
    context.lineWidth = ringWidth;
    context.strokeStyle = ring;
    context.stroke();
    if (count === undefined) return;
    context.font = COUNT_FONT;
    context.fillStyle = "#111111";
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(count, side / 2, side / 2 + 1);
  });
  return new Style({ image: icon });
}

const kept = new Map<string, Style>();
const keep = (key: string, make: () => Style): Style => {
  let style = kept.get(key);
  if (!style) kept.set(key, (style = make()));
  return style;
};

/** A station's dot, in its band's colour: never hidden by a label. */
export const stationDot = (band: PercentileBand): Style =>
  keep(`d|${band}`, () => dotStyle(STATION_DOT_RADIUS, PERCENTILE_COLOURS[band].fill, "#ffffff", 2));

/** A station's price label above its dot; it gives way to a cheaper one where they overlap. */
export function stationLabel(price: number, band: PercentileBand): Style {
  const text = priceLabel(price);
  return keep(`l|${band}|${text}`, () => labelStyle(text, band, STATION_LABEL_RISE));
}

const alone = new Map<string, Style[]>();

/** A station standing alone (a cluster of one): its dot and its label. */
export function stationStyle(price: number, band: PercentileBand): Style[] {
  const key = `${band}|${priceLabel(price)}`;
  let styles = alone.get(key);
  if (!styles) alone.set(key, (styles = [stationDot(band), stationLabel(price, band)]));
  return styles;
}

const clustered = new Map<string, Style[]>();

/** A cluster: its count in a white dot ringed in its cheapest price's colour, that price above. */
export function clusterStyle(cheapest: number, band: PercentileBand, count: number): Style[] {
  const text = priceLabel(cheapest);
  const shownCount = count > 999 ? "999+" : String(count);
  const key = `${band}|${text}|${shownCount}`;
  let styles = clustered.get(key);
  if (!styles) {
    const dot = keep(`c|${band}|${shownCount}`, () => dotStyle(CLUSTER_DOT_RADIUS, "#ffffff", PERCENTILE_COLOURS[band].fill, 3, shownCount));
    styles = [dot, keep(`cl|${band}|${text}`, () => labelStyle(text, band, CLUSTER_LABEL_RISE))];
    clustered.set(key, styles);
  }
  return styles;
}
