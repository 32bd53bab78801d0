// The page's handle on the offline search and route corridor: a module worker (so decoding and
// searching 12,000 stations never blocks the screen), started on the first offline search; where
// module workers are missing (old browsers, jsdom in tests) the same code runs here instead.
import {
  createLocalSearch,
  createSnapshotWork,
  type LocalCorridor,
  type LocalCorridorQuery,
  type LocalQuery,
  type LocalSearch,
} from "./local-search-core.ts";
import { readSnapshot, readSnapshotMeta } from "./snapshot-store.ts";

type Reply = { id: number; answer: unknown } | { id: number; error: string };
type Request = { query: LocalQuery } | { corridor: LocalCorridorQuery };

function workerClient(): (request: Request) => Promise<unknown> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (a: unknown) => void; reject: (e: Error) => void }>();

  const start = (): Worker => {
    const created = new Worker(new URL("./local-search.worker.ts", import.meta.url), { type: "module", name: "busqueda-sin-conexion" });
    created.addEventListener("message", (event: MessageEvent<Reply>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      pending.delete(event.data.id);
      if ("error" in event.data) waiting.reject(new Error(event.data.error));
      else waiting.resolve(event.data.answer);
    });
    created.addEventListener("error", (event) => {
      // A worker that cannot start (its script missing offline) fails every search waiting on it;
      // the next search starts a new one.
      for (const waiting of pending.values()) waiting.reject(new Error(event.message || "el worker de búsqueda falló"));
      pending.clear();
      worker = null;
    });
    return created;
  };

  return (request) =>
    new Promise<unknown>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...request });
    });
}

export function inlineLocalSearch(): LocalSearch {
  return createLocalSearch({ readMeta: readSnapshotMeta, readSnapshot });
}

const inline = typeof Worker === "function" ? null : createSnapshotWork({ readMeta: readSnapshotMeta, readSnapshot });
const client = inline ? null : workerClient();

export const localSearch: LocalSearch = inline ? inline.search : (query) => client!({ query }) as ReturnType<LocalSearch>;

/** The route's corridor over the snapshot (src/domain/snapshot-corridor.ts), in the worker when there is one. */
export const localCorridor: LocalCorridor = inline ? inline.corridor : (corridor) => client!({ corridor }) as ReturnType<LocalCorridor>;
