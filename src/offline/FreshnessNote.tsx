// Says where shown data came from when it is not fresh from the network, and how old its prices are,
// counted from their publication: "Búsqueda sin conexión · Precios de hace 5 h" (the device's national
// snapshot), "Datos guardados · Precios de hace 2 h" (a station from the service worker's cache).
// When the price date is unknown (a cached search answer carries none) it says only how long ago the
// data was stored, "Resultados guardados hace 2 h", and claims no age of the prices. Nothing for a
// network answer.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DataSource } from "../api/api-result.ts";
import { pricesAgeText, relativeAge, useNow } from "./freshness.ts";
import "./offline.css";

export const SOURCE_LABEL: Record<Exclude<DataSource, "network">, MessageDescriptor> = {
  cache: msg`Resultados guardados`,
  snapshot: msg`Búsqueda sin conexión`,
};

export interface FreshnessNoteProps {
  source: DataSource | undefined;
  /** When the prices were published (the feed's date), ms since the epoch; null when unknown. */
  pricesAt?: number | null | undefined;
  /** When the data was stored (cache) or downloaded (snapshot), ms since the epoch. */
  fetchedAt: number | null | undefined;
  /** Overrides the label (e.g. "Datos guardados" on the station page). */
  label?: string;
}

export function FreshnessNote({ source, pricesAt, fetchedAt, label }: FreshnessNoteProps) {
  const { t } = useLingui();
  const now = useNow();
  if (!source || source === "network") return null;

  /** The text after the label when only the storing time is known. */
  function storedAgeText(stored: Exclude<DataSource, "network">, at: number): string {
    const age = relativeAge(at, now);
    return stored === "cache" ? ` ${age}` : ` · ${t`Datos descargados ${age}`}`;
  }

  return (
    <p className={`freshness-note freshness-${source}`} role="status" data-source={source}>
      <strong>{label ?? t(SOURCE_LABEL[source])}</strong>
      {pricesAt != null ? (
        <span> · {pricesAgeText(pricesAt, now)}</span>
      ) : (
        fetchedAt != null && <span>{storedAgeText(source, fetchedAt)}</span>
      )}
    </p>
  );
}
