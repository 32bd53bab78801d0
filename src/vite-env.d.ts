// Build-time configuration the app reads (Vite injects VITE_* variables).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin, e.g. https://api.gasolinaeco.es; empty or unset means the page's own origin. */
  readonly VITE_API_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
