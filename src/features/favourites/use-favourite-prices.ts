// The current prices of the favourite stations: from the server when it answers, else from the
// national snapshot on the device (no signal, or the server down), saying so and how old they are.
import { useEffect, useState } from "react";
import { getFavouritePrices } from "../../api/favourites.ts";
import type { DataSource } from "../../api/api-result.ts";
import type { CurrentStation } from "../../domain/favourites.ts";
import { favouritesFromSnapshot } from "../../offline/favourites-from-snapshot.ts";
import { priceDate } from "../../offline/freshness.ts";
import { readSnapshot, readSnapshotMeta } from "../../offline/snapshot-store.ts";
import { fromStationInfo } from "./favourite-station.ts";

export type FavouritePrices =
  | { status: "loading" }
  | { status: "none" }
  | {
      status: "done";
      stations: ReadonlyMap<string, CurrentStation>;
      source: DataSource;
      /** When the prices were published (ms since the epoch), when known. */
      pricesAt: number | null;
      /** When the data was stored or downloaded (ms since the epoch), for offline sources. */
      fetchedAt: number | null;
    };

const byId = (stations: readonly CurrentStation[]) => new Map(stations.map((s) => [s.id, s]));

async function fromDevice(ids: readonly string[]): Promise<FavouritePrices> {
  const [snapshot, meta] = await Promise.all([readSnapshot(), readSnapshotMeta()]).catch(() => [null, null] as const);
  if (!snapshot) return { status: "none" };
  return {
    status: "done",
    stations: byId(favouritesFromSnapshot(snapshot, ids, new Date())),
    source: "snapshot",
    pricesAt: priceDate(snapshot.fecha),
    fetchedAt: meta?.downloadedAt ?? null,
  };
}

async function loadPrices(ids: readonly string[]): Promise<FavouritePrices> {
  // No connection at all: no need to wait for a request to fail.
  if (!navigator.onLine) return fromDevice(ids);
  const result = await getFavouritePrices(ids);
  if (!result.ok) return fromDevice(ids);
  const stations = result.data.map(fromStationInfo);
  return {
    status: "done",
    stations: byId(stations),
    source: result.source ?? "network",
    pricesAt: priceDate(result.data.find((s) => s.actualizado)?.actualizado),
    fetchedAt: result.fetchedAt ?? null,
  };
}

const NO_FAVOURITES: FavouritePrices = { status: "done", stations: new Map(), source: "network", pricesAt: null, fetchedAt: null };

interface Loaded {
  /** The ids asked for, and whether the browser was online then. */
  asked: ReadonlySet<string>;
  online: boolean;
  prices: FavouritePrices;
}

/**
 * Loads the prices of `ids`, again when a station is added or the signal comes or goes; taking one
 * out asks nothing (the prices on screen already cover the rest).
 */
export function useFavouritePrices(ids: readonly string[], online: boolean): FavouritePrices {
  const [loaded, setLoaded] = useState<Loaded>({ asked: new Set(), online, prices: { status: "loading" } });
  const stale = loaded.prices.status === "loading" || loaded.online !== online || ids.some((id) => !loaded.asked.has(id));
  const loadKey = stale ? `${String(online)}|${ids.join(",")}` : null;

  useEffect(() => {
    if (loadKey === null) return;
    let current = true;
    const [onlineText = "", list = ""] = loadKey.split("|");
    const asked = list === "" ? [] : list.split(",");
    void (asked.length === 0 ? Promise.resolve(NO_FAVOURITES) : loadPrices(asked)).then((prices) => {
      if (current) setLoaded({ asked: new Set(asked), online: onlineText === "true", prices });
    });
    return () => {
      current = false;
    };
  }, [loadKey]);

  return loaded.prices;
}
