// The offline nearby search and route corridor off the main thread: the page posts {id, query} (a
// nearby search) or {id, corridor} (a route's corridor), the worker answers {id, answer} (answer null
// when the device has no snapshot yet) or {id, error}.
import { createSnapshotWork, type LocalCorridorQuery, type LocalQuery } from "./local-search-core.ts";
import { readSnapshot, readSnapshotMeta } from "./snapshot-store.ts";

const work = createSnapshotWork({ readMeta: readSnapshotMeta, readSnapshot });

self.addEventListener("message", (event: MessageEvent<{ id: number; query: LocalQuery } | { id: number; corridor: LocalCorridorQuery }>) => {
  const { id } = event.data;
  const answer = "corridor" in event.data ? work.corridor(event.data.corridor) : work.search(event.data.query);
  answer.then(
    (found) => self.postMessage({ id, answer: found }),
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
