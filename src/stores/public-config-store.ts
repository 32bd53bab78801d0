// The server's public configuration (POST /api/configuracion/obtenerconfig), fetched once and shared:
// the shop needs its affiliate tag, the privacy page its contact address, Config shows it whole.
import { create } from "zustand";
import { getPublicConfig } from "../api/reports.ts";
import type { PublicConfigAnswer } from "../domain/contract/public-config.ts";

export type PublicConfig = PublicConfigAnswer;
/** The fields of the configuration that are text. */
type TextField = { [K in keyof PublicConfig]-?: NonNullable<PublicConfig[K]> extends string ? K : never }[keyof PublicConfig];

export interface PublicConfigState {
  config: PublicConfig | null;
  status: "idle" | "loading" | "ready" | "failed";
  /** Fetches unless already loaded or loading; a failed fetch (logged only) is retried next time. */
  load: () => Promise<void>;
}

export const usePublicConfigStore = create<PublicConfigState>()((set, get) => ({
  config: null,
  status: "idle",
  load: async () => {
    const { status } = get();
    if (status === "loading" || status === "ready") return;
    set({ status: "loading" });
    const result = await getPublicConfig();
    set(result.ok ? { config: result.data, status: "ready" } : { status: "failed" });
  },
}));

/** A text field of the configuration, or the fallback while it is not there. */
export function configText(config: PublicConfig | null, key: TextField, fallback = ""): string {
  const value = config?.[key];
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}
