// A local stand-in for the Ministry's price service: a year of past days (EstacionesTerrestresHist/
// {dd-mm-aaaa}) and the live feed (EstacionesTerrestres/), served as gzip JSON the way the Ministry
// serves them. The year is built in memory from real stations of two province files, each price on a
// seeded random walk, with what a test wants to find planted in it: a cheaper Monday for diesel in one
// province (Zaragoza) and none in the other (Barcelona), a rise of several c€/l over the last twelve
// weeks in both, and a few stations whose price today is the lowest of their year.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { historyWindow } from "../../server/feed/history-window.ts";
import { mulberry32 } from "./seeded-random.ts";
import { FEED_FILES } from "./shared-data.ts";

type Row = Record<string, string | null>;

export const ZARAGOZA = "50";
export const BARCELONA = "08";
/** The planted weekday: diesel in Zaragoza costs this much less on Mondays (1 = lunes). */
export const PLANTED_DAY = 1;
export const PLANTED_SAVING = 0.02;
/** €/l the prices rise each day over the last 12 weeks and a few days. */
export const TREND_PER_DAY = 0.0035;
const TREND_DAYS = 90;

const PRICE_FIELDS = { gasoleoA: "Precio Gasoleo A", gasolina95: "Precio Gasolina 95 E5" } as const;
export type StandInProduct = keyof typeof PRICE_FIELDS;

export interface YearOfDays {
  /** Every station's rows, as the Ministry lists them (all other price fields blank). */
  stations: Row[];
  /** dd-mm-aaaa, newest first. */
  labels: string[];
  /** label → station id → product → €/l in force at 23:59 that day. */
  prices: Map<string, Map<string, Record<StandInProduct, number>>>;
  /** Today's prices (the live feed). */
  today: Map<string, Record<StandInProduct, number>>;
  /** Stations whose price today is the lowest of their year, in both products. */
  lowToday: string[];
  provinceOf: Map<string, string>;
}

function pickStations(file: string, count: number): Row[] {
  const doc = JSON.parse(readFileSync(file, "utf8")) as { ListaEESSPrecio: Row[] };
  return doc.ListaEESSPrecio
    .filter((r) => r["Precio Gasoleo A"] && r["Precio Gasolina 95 E5"] && r["Tipo Venta"] === "P")
    .slice(0, count)
    .map((r) => {
      const row: Row = {};
      for (const [key, value] of Object.entries(r)) row[key] = key.startsWith("Precio ") ? "" : value;
      return row;
    });
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const weekdayOf = (label: string) => {
  const [d, m, y] = label.split("-").map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
};

/** The year before `now` (plus a day either side), built once per test file. */
export function buildYearOfDays(now = new Date(), perProvince = 20, seed = 2026): YearOfDays {
  const stations = [
    ...pickStations(FEED_FILES.zaragoza, perProvince),
    ...pickStations(FEED_FILES.barcelona, perProvince),
  ];
  const labels = historyWindow(new Date(now.getTime() + 86_400_000), 367).map((d) => d.label);
  const oldestFirst = [...labels].reverse();
  const random = mulberry32(seed);
  const prices = new Map<string, Map<string, Record<StandInProduct, number>>>();
  const today = new Map<string, Record<StandInProduct, number>>();
  const provinceOf = new Map(stations.map((s) => [s.IDEESS!, s.IDProvincia!]));
  // The first two stations of each province: cheapest of their year today.
  const lowToday = [stations[0]!, stations[1]!, stations[perProvince]!, stations[perProvince + 1]!].map((s) => s.IDEESS!);
  for (const label of labels) prices.set(label, new Map());
  for (const station of stations) {
    const id = station.IDEESS!;
    const province = station.IDProvincia!;
    for (const product of Object.keys(PRICE_FIELDS) as StandInProduct[]) {
      // Real prices of 2025 as the start; a walk that moves on about a third of the days.
      let walk = product === "gasoleoA" ? 1.42 : 1.55;
      walk += (random() - 0.5) * 0.1;
      let lowest = Infinity;
      oldestFirst.forEach((label, i) => {
        if (random() < 0.35) walk += (random() - 0.5) * 0.012;
        const trend = Math.max(0, i - (oldestFirst.length - TREND_DAYS)) * TREND_PER_DAY;
        const dip = province === ZARAGOZA && product === "gasoleoA" && weekdayOf(label) === PLANTED_DAY ? PLANTED_SAVING : 0;
        const precio = round3(walk + trend - dip);
        lowest = Math.min(lowest, precio);
        const day = prices.get(label)!;
        const entry = day.get(id) ?? ({} as Record<StandInProduct, number>);
        entry[product] = precio;
        day.set(id, entry);
      });
      const last = prices.get(labels[0]!)!.get(id)![product];
      const entry = today.get(id) ?? ({} as Record<StandInProduct, number>);
      entry[product] = lowToday.includes(id) ? round3(lowest - 0.02) : last;
      today.set(id, entry);
    }
  }
  return { stations, labels, prices, today, lowToday, provinceOf };
}

const decimal = (n: number) => n.toFixed(3).replace(".", ",");

function document(year: YearOfDays, prices: Map<string, Record<StandInProduct, number>>, fecha: string): Buffer {
  const rows = year.stations.map((s) => {
    const p = prices.get(s.IDEESS!)!;
    return { ...s, [PRICE_FIELDS.gasoleoA]: decimal(p.gasoleoA), [PRICE_FIELDS.gasolina95]: decimal(p.gasolina95) };
  });
  const body = JSON.stringify({ Fecha: fecha, ListaEESSPrecio: rows, Nota: "Sustituto local del Ministerio", ResultadoConsulta: "OK" });
  return gzipSync(body.replaceAll("/", "\\/"));
}

export interface MinistryStandIn {
  /** FEED_URL of the stand-in: …/PreciosCarburantes/EstacionesTerrestres/ */
  feedUrl: string;
  /** Every history day asked for, in order (dd-mm-aaaa). */
  asked: string[];
  /** Called after each history answer is sent. */
  onServed: ((label: string) => void) | undefined;
  /** Refuse every request (a Ministry away) while true. */
  down: boolean;
  close(): Promise<void>;
}

export async function startMinistryStandIn(year: YearOfDays, fechaNow = new Date()): Promise<MinistryStandIn> {
  const madrid = new Intl.DateTimeFormat("es-ES", {
    timeZone: "Europe/Madrid", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false,
  }).format(fechaNow).replace(",", "");
  const live = document(year, year.today, madrid);
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    if (standIn.down) {
      res.writeHead(503).end();
      return;
    }
    const hist = /\/EstacionesTerrestresHist\/(\d{2}-\d{2}-\d{4})$/.exec(req.url ?? "");
    let body: Buffer | undefined;
    if (hist) {
      const label = hist[1]!;
      const day = year.prices.get(label);
      if (day) {
        body = cache.get(label) ?? document(year, day, "");
        cache.set(label, body);
        standIn.asked.push(label);
      }
    } else if (/\/EstacionesTerrestres\/?$/.test(req.url ?? "")) {
      body = live;
    }
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
    res.end(body, () => {
      if (hist) standIn.onServed?.(hist[1]!);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: MinistryStandIn = {
    feedUrl: `http://127.0.0.1:${port}/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/`,
    asked: [],
    onServed: undefined,
    down: false,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
