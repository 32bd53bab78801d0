// Serialises search results fast, straight to UTF-8 bytes: the fields that never change between
// searches (id, rotulo, direccion, horario, bandera, gps, pais) are turned into JSON bytes once per
// station and reused; only the per-search numbers (precio, pricerange, open, km, all ASCII) are
// written per answer (and the price's `desde`, a string kept with the index). Same bytes as c.json()
// of the StationResult list (a test holds it to that).
import type { NearbyHit, NearbyStation } from "../../src/domain/nearby.ts";

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

/** The `{success, message, entity}` envelope of a result list, as UTF-8 JSON bytes. */
export function stationResultsEnvelopeJson(hits: readonly NearbyHit[]): Buffer {
  // First pass: the per-search middles (ASCII, so their length in characters is their length in
  // bytes) and the total size; second pass: one copy of everything into one buffer.
  const middles: string[] = new Array<string>(hits.length);
  let size = OPEN.length + CLOSE.length + Math.max(0, hits.length - 1);
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const [head, tail] = fragmentsOf(hit.station);
    // Numbers print as JSON.stringify prints them (finite values only ever reach here).
    // `desde` is an ISO date made once per index rebuild (ASCII, nothing to escape).
    const desde = hit.desde !== undefined ? `"desde":"${hit.desde}",` : "";
    const middle = `${hit.precio},"pricerange":${hit.pricerange},"open":${hit.open},"km":${hit.km},${desde}`;
    middles[i] = middle;
    size += head.length + middle.length + tail.length;
  }
  const out = Buffer.allocUnsafe(size);
  let at = OPEN.copy(out, 0);
  for (let i = 0; i < hits.length; i++) {
    const [head, tail] = fragmentsOf(hits[i]!.station);
    if (i) out[at++] = 0x2c; // ","
    at += head.copy(out, at);
    at += out.write(middles[i]!, at, "latin1");
    at += tail.copy(out, at);
  }
  CLOSE.copy(out, at);
  return out;
}
