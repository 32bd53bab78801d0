// What a search answer says of a station that no search changes (id, rotulo, direccion, horario,
// bandera before the price; gps and pais after it), as JSON bytes made once per index for every
// station, all in one buffer: an answer copies each hit's two pieces out of it
// (station-results-json.ts). The station index (server/stations/station-index.ts) calls this as it is
// built and keeps each candidate's pieces with it (JsonCandidate). Neighbours are laid out side by
// side, so the pieces of one search's stations share a few stretches of memory, and each candidate
// says where its own are: an answer follows no station object and asks no table for them.
import type { NearbyStation, SearchCandidate } from "../../src/domain/nearby.ts";
import { isPublicStation } from "../../src/domain/public-station.ts";

export interface StationJsonBytes {
  /** The index's buffer, holding every station's pieces. */
  readonly jsonBytes: Buffer;
  /** From here to jsonGps: `{"id":"…",…,"bandera":"…","precio":`. */
  readonly jsonHead: number;
  /** From here to jsonEnd: `"gps":{"latitud":…,"longitud":…},"pais":"…"}`. */
  readonly jsonGps: number;
  readonly jsonEnd: number;
}

/** The domain's search candidate as the server's index keeps it: with where its JSON pieces are. */
export interface JsonCandidate extends SearchCandidate {
  readonly json: StationJsonBytes;
}

/** Bands of latitude (~11 km) walked west to east: a search circle meets a few runs of them. */
const neighbourOrder = (a: NearbyStation, b: NearbyStation) =>
  Math.floor(a.latitud * 10) - Math.floor(b.latitud * 10) || a.longitud - b.longitud;

/** Every station's pieces, in one buffer shared by all of them. */
export function stationJsonBytes(stations: readonly NearbyStation[]): Map<NearbyStation, StationJsonBytes> {
  const ordered = [...stations].sort(neighbourOrder);
  const pieces = ordered.map((s) => {
    const head = JSON.stringify({ id: s.id, rotulo: s.rotulo, direccion: s.direccion, horario: s.horario, bandera: s.bandera });
    const membersOnly = s.tipoVenta !== undefined && !isPublicStation({ tipoVenta: s.tipoVenta });
    const tail = JSON.stringify({ gps: { latitud: s.latitud, longitud: s.longitud }, pais: s.pais, ...(membersOnly ? { ventaRestringida: true } : {}) });
    return [head.slice(0, -1) + ',"precio":', tail.slice(1)] as const;
  });
  let length = 0;
  for (const [head, tail] of pieces) length += Buffer.byteLength(head) + Buffer.byteLength(tail);
  const jsonBytes = Buffer.allocUnsafe(length);
  const byStation = new Map<NearbyStation, StationJsonBytes>();
  let at = 0;
  for (let i = 0; i < ordered.length; i++) {
    const [head, tail] = pieces[i]!;
    const jsonHead = at;
    const jsonGps = jsonHead + jsonBytes.write(head, jsonHead);
    const jsonEnd = jsonGps + jsonBytes.write(tail, jsonGps);
    byStation.set(ordered[i]!, { jsonBytes, jsonHead, jsonGps, jsonEnd });
    at = jsonEnd;
  }
  return byStation;
}
