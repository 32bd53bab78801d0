// Serialises search results fast, straight to UTF-8 bytes: the fields that never change between
// searches (id, rotulo, direccion, horario, bandera, gps, pais) are copied from the bytes the index
// made of every station (stations/station-json-bytes.ts); only the per-search numbers
// (precio, pricerange, open, km, all ASCII) are written per answer (and the price's `desde`, a
// string kept with the index). Same bytes as c.json() of the StationResult list (a test holds it to that).
import type { FoundHit } from "../../src/domain/nearby.ts";
import type { JsonCandidate } from "../stations/station-json-bytes.ts";
import { writeJsonNumber } from "./json-number-bytes.ts";

/** A hit of the index's search: its candidate says where its station's bytes are. */
export type JsonHit = FoundHit<JsonCandidate>;

const OPEN = Buffer.from('{"success":true,"message":null,"entity":[');
const CLOSE = Buffer.from("]}");
const PRICERANGE = Buffer.from(',"pricerange":');
const OPEN_KM = Buffer.from(',"open":true,"km":');
const CLOSED_KM = Buffer.from(',"open":false,"km":');
const DESDE = Buffer.from(',"desde":"');
const HISTORICALLY_LOW = Buffer.from(',"historicamenteBajo":true');
const DIGIT_ZERO = 0x30;

// The most bytes a hit's per-search part can take besides its date: three numbers as JavaScript prints
// them (at most 24 characters each), `open` and the keys.
const MAX_MIDDLE_BYTES = 3 * 24 + 5 + 64 + HISTORICALLY_LOW.length;

/**
 * Copies `bytes` into `out` at `at` and answers the offset after them. TypedArray#set: Buffer#copy's
 * checks cost more than these small copies. A module function, not a closure made on every answer.
 */
function put(out: Buffer, at: number, bytes: Uint8Array): number {
  out.set(bytes, at);
  return at + bytes.length;
}

/** The `{success, message, entity}` envelope of a result list, as UTF-8 JSON bytes. */
export function stationResultsEnvelopeJson(hits: readonly JsonHit[]): Buffer {
  // One buffer sized for the longest possible answer, filled in one pass; the bytes are a view of it.
  let room = OPEN.length + CLOSE.length + hits.length * (MAX_MIDDLE_BYTES + 1);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    room += hit.candidate.json.jsonEnd - hit.candidate.json.jsonHead + (hit.desde?.length ?? 0);
  }
  const out = Buffer.allocUnsafe(room);
  let at = put(out, 0, OPEN);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const { jsonBytes, jsonHead, jsonGps, jsonEnd } = hit.candidate.json;
    if (i) out[at++] = 0x2c; // ","
    at = put(out, at, jsonBytes.subarray(jsonHead, jsonGps));
    // Numbers as JSON.stringify prints them (finite values only ever reach here).
    at = writeJsonNumber(out, at, hit.precio);
    at = put(out, at, PRICERANGE);
    out[at++] = DIGIT_ZERO + hit.pricerange;
    at = put(out, at, hit.open ? OPEN_KM : CLOSED_KM);
    at = writeJsonNumber(out, at, hit.km);
    if (hit.desde !== undefined) {
      // An ISO date made once per index rebuild: ASCII, nothing to escape.
      at = put(out, at, DESDE);
      at += out.write(hit.desde, at, "latin1");
      out[at++] = 0x22; // closing quote
    }
    if (hit.historicamenteBajo) at = put(out, at, HISTORICALLY_LOW);
    out[at++] = 0x2c; // "," before the tail's "gps"
    at = put(out, at, jsonBytes.subarray(jsonGps, jsonEnd));
  }
  at = put(out, at, CLOSE);
  return out.subarray(0, at);
}
