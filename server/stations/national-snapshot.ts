// The national snapshot as served: the JSON envelope, its gzip and their ETags, built once per station
// index (an ingest builds a new index, so a new snapshot) and shared by every request until then.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip as gzipCallback, constants as zlib } from "node:zlib";
import { SEARCH_PRODUCTS } from "../../src/domain/fuels.ts";
import { encodeSnapshot } from "../../src/domain/snapshot.ts";
import type { StationIndex } from "./station-index.ts";

const gzip = promisify(gzipCallback);

export interface SnapshotPayload {
  /** The `{success, message, entity}` JSON, UTF-8. */
  readonly json: Buffer;
  readonly gzip: Buffer;
  /** Strong validators, one per representation (RFC 9110 §8.8.3: they differ with the coding). */
  readonly etag: string;
  readonly gzipEtag: string;
  readonly stations: number;
}

export async function buildSnapshotPayload(index: StationIndex, fecha: Date | null): Promise<SnapshotPayload> {
  // Members-only stations (Tipo Venta R) are left out, as the search leaves them out.
  const stations = index.stations.filter((s) => s.tipoVenta !== "R");
  const snapshot = encodeSnapshot(stations, SEARCH_PRODUCTS, { fecha });
  const json = Buffer.from(JSON.stringify({ success: true, message: null, entity: snapshot }), "utf8");
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 32);
  return {
    json,
    gzip: await gzip(json, { level: zlib.Z_BEST_COMPRESSION }),
    etag: `"snap-${hash}"`,
    gzipEtag: `"snap-${hash}-gz"`,
    stations: stations.length,
  };
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
