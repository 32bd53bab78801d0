// Turns one Ministry response (any schema seen since 2019) into clean stations, or throws a FeedError
// when the document cannot be trusted as a whole. Rows and prices that cannot be real are left out
// and counted, so one bad row never costs the whole run.
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { FUEL_KEY_BY_FEED_FIELD, type FuelKey } from "../../src/domain/fuels.ts";
import { normaliseBrand } from "../../src/domain/brand.ts";
import type { Station } from "./station.ts";
import { FeedError } from "./feed-error.ts";
import { feedDocumentItems } from "./feed-document.ts";
import { cleanText, isBlank, parseDecimal, parseFeedFecha } from "./feed-values.ts";
import { isInSpain } from "./spain-bounds.ts";
import { tidyAddress } from "../../src/domain/address.ts";

/** No fuel costs more than this per litre (or kg); higher values are typing errors in the feed. */
export const MAX_PRICE_EUR = 5;

/**
 * The share of ListaEESSPrecio rows a run may leave out (no id, repeated, unusable coordinates). Real
 * feeds leave out a handful in 12,000 (0.02 %); far more means a broken or forged document, whatever
 * its source, and every run (current or back-fill) refuses it.
 */
export const MAX_REJECTED_ROW_SHARE = 0.1;

export interface Tally {
  count: number;
  byReason: Record<string, number>;
}

export interface ParsedFeed {
  /** The feed's own Fecha, as an instant. */
  fecha: Date;
  stations: Station[];
  /** Rows left out (missing_id, duplicate_id, coordinates_*) and prices dropped (price_*). */
  rejected: Tally;
  /** Rows kept after a repair: swapped_fixed (latitude and longitude were swapped). */
  fixed: Tally;
  /** `Precio …` fields our fuel catalogue does not know: ignored, reported for the run log. */
  unknownPriceFields: string[];
}

export interface ParseFeedOptions {
  /** Fewer accepted stations than this means a truncated or partial answer: throw. */
  minStations?: number;
  /** Use this instead of the document's Fecha (a history answer is dated by the day asked for). */
  fecha?: Date;
  /** More rows left out than this share of the list: throw (runs pass MAX_REJECTED_ROW_SHARE). */
  maxRejectedShare?: number;
}

type FeedRow = Record<string, unknown>;

export function parseFeed(input: string | Uint8Array, options: ParseFeedOptions = {}): ParsedFeed {
  const steps = parseSteps(input, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Stations read between two turns of the event loop: the national feed in ~10 ms pieces. */
const STATIONS_PER_TURN = 1_000;

/**
 * parseFeed for a server that keeps answering while it reads: the event loop gets a turn every
 * STATIONS_PER_TURN stations, instead of being held ~130 ms by the national feed.
 */
export async function parseFeedYielding(input: string | Uint8Array, options: ParseFeedOptions = {}): Promise<ParsedFeed> {
  const steps = parseSteps(input, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await yieldToEventLoop();
  }
}

/** The parse, pausing (yielding) every STATIONS_PER_TURN stations. */
function* parseSteps(input: string | Uint8Array, options: ParseFeedOptions): Generator<void, ParsedFeed, void> {
  const document = yield* readDocument(input);
  const fecha = options.fecha ?? parseFeedFecha(document.member("Fecha"));
  if (document.listLength === 0) {
    throw new FeedError("empty_feed", `El feed no trae ninguna estación (ResultadoConsulta: ${JSON.stringify(document.member("ResultadoConsulta") ?? null)})`);
  }

  const { stations, rejected, fixed, fields } = document.rows;
  const leftOut = document.listLength - stations.length;
  if (options.maxRejectedShare !== undefined && leftOut > document.listLength * options.maxRejectedShare) {
    throw new FeedError(
      "too_many_rejected",
      `El feed trae ${leftOut} filas inservibles de ${document.listLength} (${percent(leftOut / document.listLength)}; ` +
        `se admite hasta un ${percent(options.maxRejectedShare)}): no se confía en él`,
    );
  }
  const minStations = options.minStations ?? 0;
  if (stations.length < minStations) {
    throw new FeedError(
      "too_few_stations",
      `El feed trae solo ${stations.length} estaciones válidas de ${document.listLength}; se esperaban al menos ${minStations}: respuesta incompleta`,
    );
  }
  return { fecha, stations, rejected, fixed, unknownPriceFields: fields.unknown() };
}

interface FeedDocumentRead {
  member(name: string): unknown;
  listLength: number;
  /** Every element of ListaEESSPrecio already read (reading a row never throws). */
  rows: RowReader;
}

/**
 * Station by station, so the national document never sits in memory whole; a document of unusual
 * shape (or invalid JSON) is parsed whole instead, which reads it and reports its errors.
 */
function* readDocument(input: string | Uint8Array): Generator<void, FeedDocumentRead, void> {
  const streamed = new RowReader();
  const items = feedDocumentItems(input);
  let step = items.next();
  for (let read = 1; !step.done; read++, step = items.next()) {
    streamed.read(step.value);
    if (read % STATIONS_PER_TURN === 0) yield;
  }
  const scanned = step.value;
  if (scanned) return { member: (name) => scanned.members.get(name), listLength: scanned.listLength, rows: streamed };

  const document = parseJson(input);
  const list = document.ListaEESSPrecio;
  if (!Array.isArray(list)) {
    throw new FeedError("missing_list", `El feed no trae ListaEESSPrecio (ResultadoConsulta: ${JSON.stringify(document.ResultadoConsulta ?? null)})`);
  }
  const rows = new RowReader();
  for (const item of list) rows.read(item);
  return { member: (name) => document[name], listLength: list.length, rows };
}

/** Turns the rows of ListaEESSPrecio, in order, into stations, counting what it leaves out or repairs. */
class RowReader {
  readonly stations: Station[] = [];
  readonly rejected = newTally();
  readonly fixed = newTally();
  readonly fields = new FieldCatalogue();
  private readonly seen = new Set<string>();

  read(item: unknown): void {
    if (item === null || typeof item !== "object" || Array.isArray(item)) {
      count(this.rejected, "not_an_object");
      return;
    }
    const row = item as FeedRow;
    const id = cleanText(row.IDEESS);
    if (!id) {
      count(this.rejected, "missing_id");
      return;
    }
    if (this.seen.has(id)) {
      count(this.rejected, "duplicate_id");
      return;
    }
    const position = readPosition(row);
    if (typeof position === "string") {
      count(this.rejected, position);
      return;
    }
    if (position.swapped) count(this.fixed, "swapped_fixed");
    this.seen.add(id);
    this.stations.push(toStation(id, row, position, this.fields, this.rejected));
  }
}

function parseJson(input: string | Uint8Array): FeedRow {
  const text = typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new FeedError("invalid_json", `El feed no es JSON válido (${text.length} caracteres): ${(error as Error).message}`, { cause: error });
  }
  if (document === null || typeof document !== "object" || Array.isArray(document)) {
    throw new FeedError("missing_list", "El feed no es un objeto JSON con ListaEESSPrecio");
  }
  return document as FeedRow;
}

interface Position { latitud: number; longitud: number; swapped: boolean }

/** The station's coordinates, or the reason they cannot be used. */
function readPosition(row: FeedRow): Position | string {
  const latitud = parseDecimal(row.Latitud);
  const longitud = parseDecimal(row["Longitud (WGS84)"] ?? row.Longitud);
  if (!Number.isFinite(latitud) || !Number.isFinite(longitud)) return "coordinates_invalid";
  if (latitud === 0 && longitud === 0) return "coordinates_zero";
  if (isInSpain(latitud, longitud)) return { latitud, longitud, swapped: false };
  // Spain's latitudes (27.5-44) and longitudes (-18.3-4.5) do not overlap, so a pair that only lands
  // in Spain once swapped cannot be read any other way: repair it rather than lose the station.
  if (isInSpain(longitud, latitud)) return { latitud: longitud, longitud: latitud, swapped: true };
  return "coordinates_outside_spain";
}

function toStation(id: string, row: FeedRow, position: Position, fields: FieldCatalogue, rejected: Tally): Station {
  const rotulo = cleanText(row["Rótulo"]);
  return {
    id,
    rotulo,
    bandera: normaliseBrand(rotulo),
    direccion: tidyAddress(cleanText(row["Dirección"])),
    localidad: cleanText(row.Localidad),
    municipio: cleanText(row.Municipio),
    provincia: cleanText(row.Provincia),
    idProvincia: cleanText(row.IDProvincia),
    idMunicipio: cleanText(row.IDMunicipio),
    idCcaa: cleanText(row.IDCCAA),
    cp: cleanText(row["C.P."]),
    horario: cleanText(row.Horario),
    latitud: position.latitud,
    longitud: position.longitud,
    margen: cleanText(row.Margen),
    remision: cleanText(row["Remisión"]),
    tipoVenta: cleanText(row["Tipo Venta"]),
    pais: "ES",
    prices: readPrices(row, fields, rejected),
  };
}

function readPrices(row: FeedRow, fields: FieldCatalogue, rejected: Tally): Partial<Record<FuelKey, number>> {
  const prices: Partial<Record<FuelKey, number>> = {};
  for (const field in row) {
    if (!field.startsWith("Precio")) continue;
    const key = fields.fuelKey(field);
    const value = row[field];
    if (!key || isBlank(value) || prices[key] !== undefined) continue;
    const price = parseDecimal(value);
    if (Number.isNaN(price)) count(rejected, "price_unparseable");
    else if (price <= 0) count(rejected, "price_not_positive");
    else if (price > MAX_PRICE_EUR) count(rejected, "price_above_max");
    else prices[key] = price;
  }
  return prices;
}

/** Feed field → product key, tolerant of spacing ("Precio Gasolina  98"); remembers unknown fields. */
class FieldCatalogue {
  private readonly cache = new Map<string, FuelKey | null>();
  private static readonly bySpacedName = new Map(
    [...FUEL_KEY_BY_FEED_FIELD].map(([field, key]) => [cleanText(field).toLowerCase(), key] as const),
  );

  fuelKey(field: string): FuelKey | null {
    let key = this.cache.get(field);
    if (key === undefined) {
      key = FUEL_KEY_BY_FEED_FIELD.get(field) ?? FieldCatalogue.bySpacedName.get(cleanText(field).toLowerCase()) ?? null;
      this.cache.set(field, key);
    }
    return key;
  }

  unknown(): string[] {
    return [...this.cache].filter(([, key]) => key === null).map(([field]) => field).sort();
  }
}

function percent(share: number): string {
  return `${(share * 100).toLocaleString("es-ES", { maximumFractionDigits: 1 })} %`;
}

function newTally(): Tally {
  return { count: 0, byReason: {} };
}

function count(tally: Tally, reason: string): void {
  tally.count += 1;
  tally.byReason[reason] = (tally.byReason[reason] ?? 0) + 1;
}
