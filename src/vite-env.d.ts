// Build-time configuration the app reads (Vite injects VITE_* variables).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin, e.g. https://api.gasolinaeco.es; empty or unset means the page's own origin. */
  readonly VITE_API_HOST?: string;
  /** Delay in ms before the service worker is registered; SPEC §4's 30000 when unset (src/offline/register-sw.ts). */
  readonly VITE_SW_DELAY_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog, compiled by @lingui/vite-plugin when imported. */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
