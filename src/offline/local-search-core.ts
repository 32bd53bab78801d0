// The offline nearby search and route corridor over the stored snapshot, as the worker runs them (and
// the main thread where there is no module worker): decodes the snapshot once and keeps it while its
// ETag holds.
import type { RouteStationResult } from "../domain/contract/route.ts";
import type { StationResult } from "../domain/contract/stations.ts";
import type { FuelUse } from "../domain/fuel-use.ts";
import type { NearbyQuery } from "../domain/nearby.ts";
import { snapshotCorridor, type SnapshotCorridorQuery } from "../domain/snapshot-corridor.ts";
import { decodeSnapshot, searchSnapshot, type NationalSnapshot, type SnapshotIndex } from "../domain/snapshot.ts";
import type { SnapshotMeta } from "./snapshot-store.ts";

/** The query as it crosses to the worker: the instant as ms. */
export interface LocalQuery extends Omit<NearbyQuery, "at"> {
  at: number;
}

export interface LocalAnswer {
  stations: StationResult[];
  /** The feed's date of the prices (ISO), null when unknown. */
  fecha: string | null;
  /** When the snapshot was downloaded (ms since the epoch). */
  downloadedAt: number;
  /** Time spent searching, ms (for the benchmark). */
  searchMs: number;
}

export interface SnapshotSource {
  readMeta(): Promise<SnapshotMeta | null>;
  readSnapshot(): Promise<NationalSnapshot | null>;
}

/** null: there is no snapshot on this device yet. */
export type LocalSearch = (query: LocalQuery) => Promise<LocalAnswer | null>;

/** A route corridor's question as it crosses to the worker: the instant as ms, with the fill and consumption. */
export interface LocalCorridorQuery extends Omit<SnapshotCorridorQuery, "at"> {
  at: number;
  use: FuelUse;
}

export interface LocalCorridorAnswer extends Omit<LocalAnswer, "stations"> {
  stations: RouteStationResult[];
}

/** null: there is no snapshot on this device yet. */
export type LocalCorridor = (query: LocalCorridorQuery) => Promise<LocalCorridorAnswer | null>;

export function createLocalSearch(source: SnapshotSource): LocalSearch {
  return createSnapshotWork(source).search;
}

/** The nearby search and the route corridor over one decoded copy of the snapshot. */
export function createSnapshotWork(source: SnapshotSource): { search: LocalSearch; corridor: LocalCorridor } {
  const current = snapshotLoader(source);
  const search: LocalSearch = async (query) => {
    const found = await current();
    if (!found) return null;
    const started = performance.now();
    const stations = searchSnapshot(found.index, { ...query, at: new Date(query.at) });
    return { stations, fecha: found.index.fecha, downloadedAt: found.meta.downloadedAt, searchMs: performance.now() - started };
  };
  const corridor: LocalCorridor = async ({ use, at, ...query }) => {
    const found = await current();
    if (!found) return null;
    const started = performance.now();
    const stations = snapshotCorridor(found.index, { ...query, at: new Date(at) }, use);
    return { stations, fecha: found.index.fecha, downloadedAt: found.meta.downloadedAt, searchMs: performance.now() - started };
  };
  return { search, corridor };
}

function snapshotLoader(source: SnapshotSource): () => Promise<{ index: SnapshotIndex; meta: SnapshotMeta } | null> {
  let loaded: { key: string; index: SnapshotIndex; meta: SnapshotMeta } | null = null;

  async function current(): Promise<{ index: SnapshotIndex; meta: SnapshotMeta } | null> {
    const meta = await source.readMeta();
    if (!meta) return null;
    const key = `${meta.etag}|${meta.downloadedAt}`;
    if (loaded?.key !== key) {
      const snapshot = await source.readSnapshot();
      if (!snapshot) return null;
      loaded = { key, index: decodeSnapshot(snapshot), meta };
    }
    return loaded;
  }
  return current;
}
