// How fresh the Ministry's prices are, for the stale-feed banner on every screen: what getlastupdate
// says (the feed's Fecha, our last good ingest, and the server's own verdict), or with no answer (no
// signal) the date of the national snapshot the device searches on. Filled by feed-status-watch.ts,
// loaded after the first screen.
import { create } from "zustand";

export interface FeedStatus {
  /** The feed's Fecha of the prices shown (ISO), null while unknown. */
  fecha: string | null;
  /** When the server last ingested successfully (ISO), null while unknown or offline. */
  ingestado: string | null;
  /** The server says the prices are over two hours old. */
  serverSaysStale: boolean;
}

export const useFeedStatusStore = create<FeedStatus>()(() => ({ fecha: null, ingestado: null, serverSaysStale: false }));
