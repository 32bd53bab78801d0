// Contract of the kiosk board (our own endpoint, DESIGN "Contract"): GET /api/gasolinaeco/kiosko/:id,
// a station's prices and its cheapest neighbours for a forecourt screen.
import * as v from "valibot";
import { envelope } from "./common.ts";
import { pricerange, stationPrice } from "./stations.ts";

export const kioskPrice = stationPrice;

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
