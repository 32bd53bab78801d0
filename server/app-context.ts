// What every route needs, built once by main.ts (or by a test) and passed to buildApp.
import type { Config } from "./config.ts";
import type { Db } from "./db/db.ts";
import type { StationCatalog } from "./stations/station-catalog.ts";

export interface AppContext {
  config: Config;
  db: Db;
  catalog: StationCatalog;
  /** The clock; tests pin it. */
  now(): Date;
}
