// Contract of the offline calls (our own endpoints, DESIGN "Contract"): the national snapshot
// (GET /api/gasolinaeco/snapshot) and the kiosk board (GET /api/gasolinaeco/kiosko/:id).
import * as v from "valibot";
import { SNAPSHOT_VERSION, type NationalSnapshot } from "../snapshot.ts";
import { envelope } from "./common.ts";
import { pricerange } from "./stations.ts";

/**
 * Only the head of the snapshot is checked here: a schema walking its ~150,000 array items would
 * cost more than the download; decodeSnapshot checks every column's length before use.
 */
export const nationalSnapshot = v.pipe(
  v.looseObject({
    v: v.literal(SNAPSHOT_VERSION),
    fecha: v.nullable(v.string()),
    n: v.pipe(v.number(), v.integer(), v.minValue(0)),
    precios: v.looseObject({}),
  }),
  v.transform((head) => head as unknown as NationalSnapshot),
);
export const snapshotResponse = envelope(nationalSnapshot);

export const kioskPrice = v.object({ producto: v.string(), nombre: v.string(), precio: v.number() });

export const kioskCompetitor = v.object({
  id: v.string(),
  rotulo: v.string(),
  bandera: v.string(),
  direccion: v.string(),
  precio: v.number(),
  pricerange: pricerange,
  km: v.number(),
});
export type KioskCompetitor = v.InferOutput<typeof kioskCompetitor>;

export const kioskBoard = v.object({
  estacion: v.object({
    id: v.string(),
    rotulo: v.string(),
    bandera: v.string(),
    direccion: v.string(),
    localidad: v.string(),
    provincia: v.string(),
    horario: v.string(),
    open: v.boolean(),
    /** Every fuel the station sells, in catalogue order. */
    productos: v.array(kioskPrice),
  }),
  /** Per search product the station sells: the cheapest other stations within KIOSK_RADIUS_KM. */
  competidores: v.array(v.object({ producto: v.string(), nombre: v.string(), estaciones: v.array(kioskCompetitor) })),
  /** The feed's Fecha of these prices (ISO). */
  actualizado: v.nullable(v.string()),
  /** When the server answered (ISO). */
  generado: v.string(),
});
export type KioskBoard = v.InferOutput<typeof kioskBoard>;
export const kioskBoardResponse = envelope(kioskBoard);

export const KIOSK_RADIUS_KM = 5;
export const KIOSK_MAX_COMPETITORS = 5;
