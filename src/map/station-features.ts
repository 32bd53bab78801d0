// One map feature per station: a dot coloured by price band (SPEC §2: 0 green, 1 amber, 2 red; grey when
// it may be closed) under a label with the price. Cheaper stations rank first, so when labels collide
// (declutter) the cheapest label stays on the map; the dots are never hidden.
import Feature from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import { fromLonLat } from "ol/proj.js";
import { Circle, Fill, Stroke, Style, Text } from "ol/style.js";
import type { StationResult } from "../domain/contract/stations.ts";
import { formatDecimal } from "../i18n/formatters.ts";

export const STATION_KEY = "station";
export const RANK_KEY = "rank";

/** Label background and text colours per band; text meets 4.5:1 on its background. */
export const BAND_COLOURS = {
  0: { fill: "#1b7a36", text: "#ffffff" },
  1: { fill: "#f2b600", text: "#1a1a1a" },
  2: { fill: "#c62828", text: "#ffffff" },
  closed: { fill: "#5f6368", text: "#ffffff" },
} as const;


export function markerColours(station: Pick<StationResult, "open" | "pricerange">) {
  return station.open ? BAND_COLOURS[station.pricerange] : BAND_COLOURS.closed;
}

export function markerLabel(station: Pick<StationResult, "precio">): string {
  return station.precio > 0 ? formatDecimal(station.precio, 3, 3) : "-";
}

export function markerStyle(station: StationResult): Style {
  const colours = markerColours(station);
  return new Style({
    image: new Circle({
      radius: 6,
      // Every station keeps its dot; only the price labels give way to each other when they collide.
      declutterMode: "none",
      fill: new Fill({ color: colours.fill }),
      stroke: new Stroke({ color: "#ffffff", width: 2 }),
    }),
    text: new Text({
      text: markerLabel(station),
      font: "bold 13px system-ui, sans-serif",
      offsetY: -18,
      padding: [2, 4, 1, 4],
      fill: new Fill({ color: colours.text }),
      backgroundFill: new Fill({ color: colours.fill }),
      backgroundStroke: new Stroke({ color: "#ffffff", width: 1 }),
    }),
  });
}

export function stationFeatures(stations: readonly StationResult[]): Feature<Point>[] {
  const byPrice = [...stations].sort((a, b) => a.precio - b.precio);
  const rank = new Map(byPrice.map((station, i) => [station.id, i]));
  return stations.map((station) => {
    const feature = new Feature(new Point(fromLonLat([station.gps.longitud, station.gps.latitud])));
    feature.setId(station.id);
    feature.set(STATION_KEY, station);
    feature.set(RANK_KEY, rank.get(station.id) ?? 0);
    feature.setStyle(markerStyle(station));
    return feature;
  });
}

export const stationOf = (feature: { get: (key: string) => unknown }): StationResult | null =>
  (feature.get(STATION_KEY) as StationResult | undefined) ?? null;
