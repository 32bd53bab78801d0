// The public configuration answered by POST /api/configuracion/obtenerconfig, made from the checked
// environment in the shape of its contract (src/domain/contract/public-config.ts).
import type { PublicConfig } from "../src/domain/contract/public-config.ts";
import { PUBLIC_GEOCODER_URL, PUBLIC_ROUTER_URL, type Env } from "./env-schema.ts";
import { serviceUrl } from "./service-url.ts";

/** The credit line of the route screen: the router's and the geocoder's, both built on OpenStreetMap. */
function serviceAttribution(routerUrl: string | undefined, geocoderUrl: string | undefined): string {
  const router = routerUrl === PUBLIC_ROUTER_URL ? "Rutas: OSRM (project-osrm.org)" : routerUrl ? "Rutas: OSRM" : "";
  const geocoder = geocoderUrl === PUBLIC_GEOCODER_URL ? "direcciones: Photon (komoot)" : geocoderUrl ? "direcciones: Photon" : "";
  const services = [router, geocoder].filter(Boolean).join("; ");
  return services ? `${services}. Datos © colaboradores de OpenStreetMap (ODbL)` : "";
}

export function publicConfigOf(e: Env): PublicConfig {
  return {
    version: "1.0.0",
    production: true,
    feedIntervalMin: e.FEED_INTERVAL_MIN,
    tiles: { url: e.TILE_URL, attribution: e.TILE_ATTRIBUTION },
    contactEmail: e.CONTACT_EMAIL,
    amazonTag: e.AMAZON_TAG,
    fuente: "Ministerio para la Transición Ecológica y el Reto Demográfico",
    // CC BY 4.0 asks for attribution wherever the suggestions are shown.
    lugares: `GeoNames (geonames.org, CC BY 4.0)${e.PLACES_CSV ? "; © Instituto Geográfico Nacional (CNIG)" : ""}`,
    // The public services ask to be credited where their answers are shown (the route screen).
    rutas: serviceAttribution(serviceUrl(e.ROUTING_URL, PUBLIC_ROUTER_URL), serviceUrl(e.GEOCODER_URL, PUBLIC_GEOCODER_URL)),
  };
}
