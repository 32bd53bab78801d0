// The national snapshot as served: the JSON envelope, its Brotli and gzip forms and their ETags (a
// representation, server/http/representation.ts), built once per station index (an ingest builds a
// new index, so a new snapshot) and shared by every request until then. Compressed on libuv's
// threads, so the ~1 MB never holds the event loop.
import { constants as zlib } from "node:zlib";
import { compressedOffThread, type Representation } from "../http/representation.ts";
import { SEARCH_PRODUCTS } from "../../src/domain/fuels.ts";
import { encodeSnapshot, type SnapshotSource } from "../../src/domain/snapshot.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import { isHistoricallyLow } from "../../src/domain/price-year.ts";
import type { StationIndex } from "./station-index.ts";
import { trustedPrices } from "./price-trust.ts";

/**
 * On the national snapshot, quality 11 saves well under 1 % over 10 for about three times the CPU,
 * and 9 is ~7 % larger. Built once per ingest and downloaded by every device: the small end, not the slowest.
 */
const EFFORT = { brotliQuality: 10, gzipLevel: zlib.Z_BEST_COMPRESSION };

export interface SnapshotPayload {
  /** The envelope in every coding, each with its strong ETag. */
  readonly representation: Representation;
  /** The `{success, message, entity}` JSON, UTF-8. */
  readonly json: Buffer;
  /** Its gzip form: what the weak-signal budget is about. */
  readonly gzip: Buffer;
  /** The JSON's strong validator. */
  readonly etag: string;
  readonly stations: number;
}

export async function buildSnapshotPayload(index: StationIndex, fecha: Date | null): Promise<SnapshotPayload> {
  // Members-only stations (Tipo Venta R) travel marked, and the offline search leaves them out unless
  // asked, as the server's does; implausible prices (price-trust.ts) are left out, so that the offline
  // search ranks exactly what the server's does.
  const stations = index.stations.map((s) => {
    const prices = trustedPrices(index.trust, s);
    return prices === s.prices ? s : { ...s, prices };
  });
  // The same "historically low" flags the index gives its searches, so the offline search shows them too.
  const historicallyLow = (s: SnapshotSource, fuelKey: string) =>
    isHistoricallyLow(s.prices[fuelKey] ?? 0, index.lowMarks.get(s.id)?.[fuelKey as FuelKey]);
  const snapshot = encodeSnapshot(stations, SEARCH_PRODUCTS, { fecha, historicallyLow });
  const json = Buffer.from(JSON.stringify({ success: true, message: null, entity: snapshot }), "utf8");
  const representation = await compressedOffThread(json, EFFORT);
  return { representation, json, gzip: representation.body("gzip"), etag: representation.etag("identity"), stations: stations.length };
}

/** One payload per index: `get` builds it on first use after a rebuild; concurrent callers share it. */
export function createSnapshotCache(currentIndex: () => StationIndex) {
  const built = new WeakMap<StationIndex, Promise<SnapshotPayload>>();
  return {
    get(): Promise<SnapshotPayload> {
      const index = currentIndex();
      let payload = built.get(index);
      if (!payload) {
        payload = buildSnapshotPayload(index, index.feedFecha);
        // A failed build is not kept: the next request tries again.
        payload.catch(() => built.delete(index));
        built.set(index, payload);
      }
      return payload;
    },
  };
}
