// Geo maths on a spherical Earth (SPEC §9: radius 6371 km): great-circle distance, GPS speed and
// the lat/lon box that contains a search circle (for the spatial index's range query).

export const EARTH_RADIUS_KM = 6371;

const RAD = Math.PI / 180;
const MS_PER_HOUR = 3_600_000;

export interface TimedPosition {
  readonly latitude: number;
  readonly longitude: number;
  /** Milliseconds since the epoch, as in GeolocationPosition.timestamp. */
  readonly timestamp: number;
}

export interface BoundingBox {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLon: number;
  readonly maxLon: number;
}

/** Great-circle distance in km between two points given in degrees (haversine formula). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return haversineKmWithCosines(lat1, lon1, cosOfLatitude(lat1), lat2, lon2, cosOfLatitude(lat2));
}

/** The cosine of a latitude in degrees, as haversineKmWithCosines takes it. */
export function cosOfLatitude(latitude: number): number {
  return Math.cos(latitude * RAD);
}

/**
 * haversineKm with each point's cosOfLatitude given: a search measures one point against many
 * stations, whose cosines are worked out once with the index. The same operations in the same
 * order, so the same distance to the last bit.
 */
export function haversineKmWithCosines(lat1: number, lon1: number, cosLat1: number, lat2: number, lon2: number, cosLat2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + cosLat1 * cosLat2 * Math.sin(dLon / 2) ** 2;
  // min() keeps rounding from pushing asin's argument past 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Speed in km/h between two readings (SPEC §9: from the last two). 0 when the readings are not in
 * time order or share a timestamp, since no speed can be told from them.
 */
export function speedKmh(previous: TimedPosition, latest: TimedPosition): number {
  const hours = (latest.timestamp - previous.timestamp) / MS_PER_HOUR;
  if (!(hours > 0)) return 0;
  return haversineKm(previous.latitude, previous.longitude, latest.latitude, latest.longitude) / hours;
}

/**
 * The smallest lat/lon box holding every point within `radiusKm` of the centre. The longitude
 * span comes from the meridians tangent to the circle (J. P. Matuschek's method), which is exact,
 * unlike dividing by the cosine of the centre's latitude.
 * Near a pole it spans every longitude. Longitudes are not wrapped at ±180 (Spain never needs it).
 */
export function boundingBox(lat: number, lon: number, radiusKm: number): BoundingBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const minLat = lat - angle / RAD;
  const maxLat = lat + angle / RAD;
  if (minLat <= -90 || maxLat >= 90) {
    return { minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), minLon: -180, maxLon: 180 };
  }
  const dLon = Math.asin(Math.min(1, Math.sin(angle) / Math.cos(lat * RAD))) / RAD;
  return { minLat, maxLat, minLon: lon - dLon, maxLon: lon + dLon };
}
