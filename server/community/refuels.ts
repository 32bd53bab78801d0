// Refuels: each "navigate to station" press of a logged-in user (SPEC §7 sendnavigateuser) with the
// price at that moment, and the list of the user's latest refuels near a point with today's price.
//
// The list keeps the most recent refuel per station and fuel, within REFUELS_RADIUS_KM of the point,
// ordered nearest first and, at equal distance, newest first; at most LIST_LIMIT entries.
import type { Db } from "../db/db.ts";
import { haversineKm } from "../../src/domain/geo.ts";
import { SEARCH_PRODUCTS, type SearchProduct } from "../../src/domain/fuels.ts";
import type { LatestRefuel } from "../../src/domain/contract/accounts.ts";
import type { Station } from "../feed/station.ts";

export const REFUELS_RADIUS_KM = 50;
const LIST_LIMIT = 20;
/** Pressing "go" again at the same station and fuel within this time is the same refuel. */
const SAME_REFUEL_MS = 30 * 60_000;
/** How far back the list looks, in rows of the user. */
const HISTORY_ROWS = 500;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function createRefuelsRepository(db: Db) {
  return {
    async record(userId: string, station: Station, combustible: SearchProduct, precio: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [recent] = await tx.query<{ id: number | string }>(
          `select id from refuels where user_id = $1 and station_id = $2 and combustible = $3 and created_at > $4
           order by created_at desc limit 1 for update`,
          [userId, station.id, combustible, new Date(now.getTime() - SAME_REFUEL_MS)]);
        if (recent) {
          await tx.query("update refuels set precio = $2, created_at = $3 where id = $1", [recent.id, precio, now]);
          return;
        }
        await tx.query(
          `insert into refuels (user_id, station_id, rotulo, latitud, longitud, combustible, precio, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [userId, station.id, station.rotulo, station.latitud, station.longitud, combustible, precio, now]);
      });
    },

    async latestNear(
      userId: string, latitud: number, longitud: number, stations: ReadonlyMap<string, Station>,
    ): Promise<LatestRefuel[]> {
      const rows = await db.query<{
        station_id: string; rotulo: string; latitud: number; longitud: number; combustible: string;
        precio: number; created_at: Date | string;
      }>(
        `select distinct on (station_id, combustible) station_id, rotulo, latitud, longitud, combustible, precio, created_at
           from (select * from refuels where user_id = $1 order by created_at desc limit ${HISTORY_ROWS}) recent
          order by station_id, combustible, created_at desc`,
        [userId]);
      return rows
        .map((r) => {
          const station = stations.get(r.station_id);
          const lat = station?.latitud ?? Number(r.latitud);
          const lon = station?.longitud ?? Number(r.longitud);
          const fuelKey = SEARCH_PRODUCTS[r.combustible as SearchProduct];
          return {
            externalID: r.station_id,
            rotulo: station?.rotulo ?? r.rotulo,
            distancia: round3(haversineKm(latitud, longitud, lat, lon)),
            combustible: r.combustible,
            fecha: new Date(r.created_at).toISOString(),
            precioRepostaje: Number(r.precio),
            precioActual: (fuelKey && station?.prices[fuelKey]) || 0,
            latitud: lat,
            longitud: lon,
          };
        })
        .filter((r) => r.distancia <= REFUELS_RADIUS_KM)
        .sort((a, b) => a.distancia - b.distancia || b.fecha.localeCompare(a.fecha))
        .slice(0, LIST_LIMIT);
    },
  };
}

export type RefuelsRepository = ReturnType<typeof createRefuelsRepository>;
