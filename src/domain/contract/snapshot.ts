// Contract of the national snapshot (our own endpoint, DESIGN "Contract"): GET /api/gasolinaeco/snapshot,
// the data the app searches on without signal (its format: src/domain/snapshot.ts).
import * as v from "valibot";
import { SNAPSHOT_VERSION, type NationalSnapshot } from "../snapshot.ts";
import { envelope } from "./common.ts";

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
