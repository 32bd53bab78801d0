// Says where shown data came from when it is not fresh from the network, and how old its prices are:
// "Resultados guardados · Precios de hace 2 h" (the service worker's cache) or "Búsqueda sin
// conexión · Precios de hace 5 h" (the device's national snapshot). Nothing for a network answer.
import type { DataSource } from "../api/api-result.ts";
import { pricesAgeText, useNow } from "./freshness.ts";
import "./offline.css";

export const SOURCE_LABEL: Record<Exclude<DataSource, "network">, string> = {
  cache: "Resultados guardados",
  snapshot: "Búsqueda sin conexión",
};

export interface FreshnessNoteProps {
  source: DataSource | undefined;
  /** When the data was fetched or its prices published, ms since the epoch. */
  fetchedAt: number | null | undefined;
  /** Overrides the label (e.g. "Datos guardados" on the station page). */
  label?: string;
}

export function FreshnessNote({ source, fetchedAt, label }: FreshnessNoteProps) {
  const now = useNow();
  if (!source || source === "network") return null;
  return (
    <p className={`freshness-note freshness-${source}`} role="status" data-source={source}>
      <strong>{label ?? SOURCE_LABEL[source]}</strong>
      {fetchedAt != null && <span> · {pricesAgeText(fetchedAt, now)}</span>}
    </p>
  );
}
