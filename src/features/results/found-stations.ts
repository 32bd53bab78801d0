// The stations a search or a route found, with where they came from (the network, or an offline
// fallback) and how old they are, so the results screen can say so. Returned by the run that found
// them and kept by the screen that shows them; nothing else holds results.
import type { ApiSuccess, DataSource } from "../../api/api-result.ts";

export interface FoundStations<S> {
  stations: S[];
  source: DataSource;
  /** When the stations were fetched (ms since the epoch). */
  fetchedAt: number;
  /** When their prices were published (ms since the epoch); null when the answer does not say. */
  pricesAt: number | null;
}

export function foundStations<S>(stations: S[], answer: Pick<ApiSuccess<unknown>, "source" | "fetchedAt" | "pricesAt">): FoundStations<S> {
  return { stations, source: answer.source ?? "network", fetchedAt: answer.fetchedAt ?? Date.now(), pricesAt: answer.pricesAt ?? null };
}
