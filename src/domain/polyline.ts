// Google's encoded-polyline format, at OSRM's precision 6 by default (`geometries=polyline6`).
// Shared by the server (corridor search) and the app (drawing the route), so it lives in the domain.

export const POLYLINE6 = 6;

/** A decoded polyline as one flat array [lat0, lon0, lat1, lon1, …]: cheap to build and to scan. */
export type FlatPath = Float64Array;

export class PolylineError extends Error {
  override name = "PolylineError";
}

/** Encodes [lat, lon] pairs. */
export function encodePolyline(points: ArrayLike<readonly [number, number]>, precision = POLYLINE6): string {
  const factor = 10 ** precision;
  let out = "";
  let prevLat = 0;
  let prevLon = 0;
  for (let i = 0; i < points.length; i++) {
    const [lat, lon] = points[i]!;
    // Round each absolute value first so errors never accumulate along the line.
    const latE = Math.round(lat * factor);
    const lonE = Math.round(lon * factor);
    out += encodeSigned(latE - prevLat) + encodeSigned(lonE - prevLon);
    prevLat = latE;
    prevLon = lonE;
  }
  return out;
}

function encodeSigned(value: number): string {
  // Zig-zag without 32-bit operators: precision 6 longitudes exceed 2^31 once shifted.
  let v = value < 0 ? -2 * value - 1 : 2 * value;
  let out = "";
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v % 0x20)) + 63);
    v = Math.floor(v / 0x20);
  }
  return out + String.fromCharCode(v + 63);
}

/** Decodes into a flat [lat, lon, …] array; throws PolylineError on text that is not a polyline. */
export function decodePolylineFlat(encoded: string, precision = POLYLINE6): FlatPath {
  const factor = 10 ** precision;
  // Each coordinate takes at least one character: an upper bound on the size, trimmed at the end.
  const out = new Float64Array(encoded.length + (encoded.length % 2));
  let index = 0;
  let n = 0;
  let lat = 0;
  let lon = 0;
  while (index < encoded.length) {
    const dLat = readSigned();
    if (index >= encoded.length) throw new PolylineError("polilínea incompleta");
    const dLon = readSigned();
    lat += dLat;
    lon += dLon;
    const latDeg = lat / factor;
    const lonDeg = lon / factor;
    if (Math.abs(latDeg) > 90 || Math.abs(lonDeg) > 180) throw new PolylineError("coordenadas fuera de rango");
    out[n++] = latDeg;
    out[n++] = lonDeg;
  }
  return out.slice(0, n);

  function readSigned(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      if (index >= encoded.length) throw new PolylineError("polilínea incompleta");
      const b = encoded.charCodeAt(index++) - 63;
      if (b < 0 || b > 0x3f) throw new PolylineError("carácter no válido en la polilínea");
      result += (b & 0x1f) * scale;
      scale *= 0x20;
      if (b < 0x20) break;
      if (scale > 2 ** 40) throw new PolylineError("valor demasiado grande en la polilínea");
    }
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  }
}

/** Decodes into [lat, lon] pairs (what a map layer wants). */
export function decodePolyline(encoded: string, precision = POLYLINE6): [number, number][] {
  const flat = decodePolylineFlat(encoded, precision);
  const points: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) points.push([flat[i]!, flat[i + 1]!]);
  return points;
}
