// Serialises search results fast, straight to UTF-8 bytes: the fields that never change between
// searches (id, rotulo, direccion, horario, bandera, gps, pais) are turned into JSON bytes once per
// station and reused; only the per-search numbers (precio, pricerange, open, km, all ASCII) are
// written per answer (and the price's `desde`, a string kept with the index). Same bytes as c.json()
// of the StationResult list (a test holds it to that).
import type { NearbyHit, NearbyStation } from "../../src/domain/nearby.ts";
import { writeJsonNumber } from "./json-number-bytes.ts";

type Fragments = readonly [head: Buffer, tail: Buffer];

// Keyed by the station object: a rebuilt index has new objects, so stale fragments just fall away.
const fragments = new WeakMap<NearbyStation, Fragments>();

function fragmentsOf(s: NearbyStation): Fragments {
  let f = fragments.get(s);
  if (!f) {
    const head = JSON.stringify({ id: s.id, rotulo: s.rotulo, direccion: s.direccion, horario: s.horario, bandera: s.bandera });
    const tail = JSON.stringify({ gps: { latitud: s.latitud, longitud: s.longitud }, pais: s.pais });
    f = [Buffer.from(head.slice(0, -1) + ',"precio":'), Buffer.from(tail.slice(1))];
    fragments.set(s, f);
  }
  return f;
}

const OPEN = Buffer.from('{"success":true,"message":null,"entity":[');
const CLOSE = Buffer.from("]}");
const PRICERANGE = Buffer.from(',"pricerange":');
const OPEN_KM = Buffer.from(',"open":true,"km":');
const CLOSED_KM = Buffer.from(',"open":false,"km":');
const DESDE = Buffer.from(',"desde":"');
const DIGIT_ZERO = 0x30;

// The most bytes a hit's per-search part can take besides its date: three numbers as JavaScript prints
// them (at most 24 characters each), `open` and the keys.
const MAX_MIDDLE_BYTES = 3 * 24 + 5 + 64;

/**
 * Copies `bytes` into `out` at `at` and answers the offset after them. TypedArray#set: Buffer#copy's
 * checks cost more than these small copies. A module function, not a closure made on every answer.
 */
function put(out: Buffer, at: number, bytes: Buffer): number {
  out.set(bytes, at);
  return at + bytes.length;
}

/** The `{success, message, entity}` envelope of a result list, as UTF-8 JSON bytes. */
export function stationResultsEnvelopeJson(hits: readonly NearbyHit[]): Buffer {
  // One buffer sized for the longest possible answer, filled in one pass; the bytes are a view of it.
  let room = OPEN.length + CLOSE.length + hits.length * (MAX_MIDDLE_BYTES + 1);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const [head, tail] = fragmentsOf(hit.station);
    room += head.length + tail.length + (hit.desde?.length ?? 0);
  }
  const out = Buffer.allocUnsafe(room);
  let at = put(out, 0, OPEN);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const [head, tail] = fragmentsOf(hit.station);
    if (i) out[at++] = 0x2c; // ","
    at = put(out, at, head);
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
    out[at++] = 0x2c; // "," before the tail's "gps"
    at = put(out, at, tail);
  }
  at = put(out, at, CLOSE);
  return out.subarray(0, at);
}
