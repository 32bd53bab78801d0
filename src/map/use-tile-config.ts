// The tile source from the public configuration, or null while the configuration is still loading
// (so no tile is fetched from a server the configuration may not name). A failed load means the default.
import { useEffect } from "react";
import { usePublicConfigStore } from "../stores/public-config-store.ts";
import { tileConfig, type TileConfig } from "./tile-config.ts";

export function useTileConfig(): TileConfig | null {
  const config = usePublicConfigStore((state) => state.config);
  const status = usePublicConfigStore((state) => state.status);
  const load = usePublicConfigStore((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);
  return status === "ready" || status === "failed" ? tileConfig(config) : null;
}
