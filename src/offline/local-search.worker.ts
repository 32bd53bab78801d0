// The offline nearby search off the main thread: the page posts {id, query}, the worker answers
// {id, answer} (answer null when the device has no snapshot yet) or {id, error}.
import { createLocalSearch, type LocalQuery } from "./local-search-core.ts";
import { readSnapshot, readSnapshotMeta } from "./snapshot-store.ts";

const search = createLocalSearch({ readMeta: readSnapshotMeta, readSnapshot });

self.addEventListener("message", (event: MessageEvent<{ id: number; query: LocalQuery }>) => {
  const { id, query } = event.data;
  search(query).then(
    (answer) => self.postMessage({ id, answer }),
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
