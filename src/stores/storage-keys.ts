// Every key the app keeps in IndexedDB. The first five are SPEC §9's local data, one value per key,
// spelled as the spec spells them ("coookie" with three o's is the spec's name, not a typo to fix).

export const STORAGE_KEYS = {
  token: "gasolinaeco_jwt",
  login: "gasolinaeco_login",
  distance: "gasolinaeco_km",
  product: "gasolinaeco_prod",
  cookieConsent: "gasolinaeco_coookie_consent",
  // The persisted stores' versions (for migrate), one per store.
  sessionVersion: "gasolinaeco_session_version",
  preferencesVersion: "gasolinaeco_preferences_version",
  consentVersion: "gasolinaeco_consent_version",
  // Offline data (src/offline/): the national snapshot and what is known about it (ETag, date), kept
  // apart so a search can check the small record without reading the large one; forms sent without
  // signal; the kiosk board's last answer.
  snapshot: "gasolinaeco_snapshot",
  snapshotMeta: "gasolinaeco_snapshot_meta",
  outbox: "gasolinaeco_outbox",
  kioskBoard: "gasolinaeco_kiosk_board",
  // The favourite stations, one persisted store.
  favourites: "gasolinaeco_favoritas",
  // The device's litres per fill, consumption, brand filter and detour choice.
  saving: "gasolinaeco_saving",
  // The driver's discount plans ("Mis descuentos").
  discounts: "gasolinaeco_descuentos",
  // The language chosen on /config (none: the phone's), and its store's version.
  locale: "gasolinaeco_idioma",
  // What the service worker says for a price alert it cannot read, in the app's language (sw/).
  alertFallback: "gasolinaeco_aviso_generico",
  localeVersion: "gasolinaeco_idioma_version",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
