// The national snapshot as the browsing map reads it: decoded once and kept while the stored copy is
// the same. A device without one yet (the map opened before the first sync finished) downloads it
// now, so the map works offline from then on; null only when there is none and no signal.
import { decodeSnapshot, type SnapshotIndex } from "../domain/snapshot.ts";
import { readSnapshot, readSnapshotMeta } from "./snapshot-store.ts";
import { syncSnapshot } from "./snapshot-sync.ts";

let decoded: { key: string; index: SnapshotIndex } | null = null;

async function storedIndex(): Promise<SnapshotIndex | null> {
  const meta = await readSnapshotMeta();
  if (!meta) return null;
  const key = `${meta.etag}|${meta.downloadedAt}`;
  if (decoded?.key === key) return decoded.index;
  const snapshot = await readSnapshot();
  if (!snapshot) return null;
  decoded = { key, index: decodeSnapshot(snapshot) };
  return decoded.index;
}

export async function mapSnapshotIndex(): Promise<SnapshotIndex | null> {
  const held = await storedIndex().catch(() => null);
  if (held) return held;
  await syncSnapshot({ force: true });
  return storedIndex().catch(() => null);
}
