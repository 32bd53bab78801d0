// The browsing map's colour per price band (src/domain/price-percentiles.ts), shared by its markers
// and the screen's legend; no OpenLayers here, so the legend does not load the map's code.
import type { PercentileBand } from "../domain/price-percentiles.ts";

/** Label background and text per band; the text meets 4.5:1 on its background. */
export const PERCENTILE_COLOURS: Readonly<Record<PercentileBand, { fill: string; text: string }>> = {
  0: { fill: "#1b7a36", text: "#ffffff" },
  1: { fill: "#7cb342", text: "#111111" },
  2: { fill: "#f2b600", text: "#111111" },
  3: { fill: "#f57c00", text: "#111111" },
  4: { fill: "#c62828", text: "#ffffff" },
};
