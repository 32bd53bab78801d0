// Where a Spanish fuel station can be. The feed has stations at 0,0 and with latitude and longitude
// swapped; a few generous boxes catch both without needing a coastline.

interface Box { name: string; minLat: number; maxLat: number; minLon: number; maxLon: number }

export const SPAIN_BOXES: readonly Box[] = [
  // Peninsula and Balearics (Estaca de Bares 43.79 N, Tarifa 36.0 N, Finisterre 9.30 W, Menorca 4.33 E).
  { name: "peninsula", minLat: 35.9, maxLat: 43.9, minLon: -9.5, maxLon: 4.5 },
  { name: "canarias", minLat: 27.5, maxLat: 29.5, minLon: -18.3, maxLon: -13.3 },
  { name: "ceuta", minLat: 35.8, maxLat: 35.95, minLon: -5.45, maxLon: -5.2 },
  { name: "melilla", minLat: 35.2, maxLat: 35.35, minLon: -3.05, maxLon: -2.85 },
];

export function isInSpain(latitude: number, longitude: number): boolean {
  return SPAIN_BOXES.some(
    (b) => latitude >= b.minLat && latitude <= b.maxLat && longitude >= b.minLon && longitude <= b.maxLon,
  );
}
