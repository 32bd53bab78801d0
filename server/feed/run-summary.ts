// One line per run for logs and the CLI, so operators read the same counts everywhere.
import type { IngestResult } from "./ingest.ts";

function reasonsText(reasons: Record<string, number>): string {
  const entries = Object.entries(reasons).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? ` (${entries.map(([reason, n]) => `${reason}: ${n}`).join(", ")})` : "";
}

export function summariseRun(result: IngestResult, elapsedMs: number): string {
  return (
    `Fecha del feed ${result.fecha.toISOString()}: ${result.stations} estaciones, ${result.prices} precios, ` +
    `${result.historyRows} filas de histórico, ${result.rejected} descartes${reasonsText(result.reasons)}, ` +
    `${result.implausible} precios dudosos${reasonsText(result.implausibleReasons)}, ` +
    `${result.staleStations} estaciones ausentes del feed; ${(elapsedMs / 1000).toFixed(2)} s` +
    (result.unknownPriceFields.length ? `; campos de precio desconocidos: ${result.unknownPriceFields.join(", ")}` : "")
  );
}

export function summariseRunEnglish(result: IngestResult, elapsedMs: number): string {
  return (
    `Feed Fecha ${result.fecha.toISOString()}: ${result.stations} stations, ${result.prices} prices, ` +
    `${result.historyRows} history rows, ${result.rejected} rejected${reasonsText(result.reasons)}, ` +
    `${result.implausible} implausible prices${reasonsText(result.implausibleReasons)}, ` +
    `${result.staleStations} stations missing from the feed; ${(elapsedMs / 1000).toFixed(2)} s` +
    (result.unknownPriceFields.length ? `; unknown price fields: ${result.unknownPriceFields.join(", ")}` : "")
  );
}
