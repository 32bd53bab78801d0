// The app for the route-planning tests, without a database (these calls never touch one): stations
// straight into the in-memory index, a pinned clock, and the places and router a test wants.
import type { Hono } from "hono";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import type { Db } from "../../../server/db/db.ts";
import type { PlacesDirectory } from "../../../server/places/places-directory.ts";
import type { RouteClient } from "../../../server/routing/osrm-client.ts";
import type { StationCatalog } from "../../../server/stations/station-catalog.ts";
import { buildStationIndex } from "../../../server/stations/station-index.ts";
import type { Station } from "../../../server/feed/station.ts";

/** A Wednesday at noon in Madrid: the "L-D: 24H" and weekday stations are open. */
export const NOON = new Date("2026-04-15T10:00:00Z");

const noDatabase = (): never => {
  throw new Error("route-planning calls must not touch the database");
};
const NO_DB: Db = { kind: "pglite", query: noDatabase, exec: noDatabase, transaction: noDatabase, close: async () => {} };

export function routeTestApp(options: { stations?: readonly Station[]; places?: PlacesDirectory; router?: RouteClient; env?: Record<string, string> } = {}): Hono {
  const index = buildStationIndex(options.stations ?? []);
  const catalog: StationCatalog = { current: index, currentRun: undefined, reload: async () => ({ stations: index.stations.length, loadMs: 0, buildMs: 0 }), setLowMarks: () => {} };
  const config = loadConfig({ JWT_SECRET: "route-tests-secret-0123456789-abcdefghij", DATA_DIR: "/nonexistent-route-tests", ...options.env });
  return buildApp({
    config,
    db: NO_DB,
    catalog,
    now: () => NOON,
    mailer: { kind: "outbox", send: async () => {} },
    ...(options.places ? { places: options.places } : {}),
    ...(options.router ? { router: options.router } : {}),
  });
}

export async function getJson(app: Hono, path: string) {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string | null; entity: unknown } };
}

export async function postJson(app: Hono, path: string, body: unknown) {
  const res = await app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string | null; entity: unknown } };
}
