// SPEC §9 map constants and the tile source used when the configuration names none (no OpenLayers
// import here: the results screen reads these without loading the map library).
export const MAP_ZOOM = { start: 13, min: 6, max: 18 } as const;

export const DEFAULT_TILES = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
} as const;

/** Puerta del Sol: where the view starts before it knows where to look. */
export const SPAIN_CENTRE = { latitude: 40.416775, longitude: -3.70379 } as const;
