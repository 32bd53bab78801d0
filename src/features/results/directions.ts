// Directions in the driver's maps app (SPEC §7): from the current position to the station, driving.
// Apple's own maps scheme on iPhone, iPod and iPad; Google Maps everywhere else. Without a known
// position the origin is left out and the maps app starts from wherever the device is.

export interface LatLon {
  latitude: number;
  longitude: number;
}

const APPLE_MOBILE = /iPhone|iPod|iPad/;

export const isAppleMobile = (userAgent: string): boolean => APPLE_MOBILE.test(userAgent);

const pair = ({ latitude, longitude }: LatLon) => `${latitude},${longitude}`;

export function directionsUrl(destination: LatLon, origin: LatLon | null, userAgent: string): string {
  if (isAppleMobile(userAgent)) {
    const from = origin ? `saddr=${pair(origin)}&` : "";
    return `maps://?${from}daddr=${pair(destination)}&dirflg=d`;
  }
  const from = origin ? `&origin=${pair(origin)}` : "";
  return `https://www.google.com/maps/dir/?api=1${from}&destination=${pair(destination)}&travelmode=driving`;
}
