// Where the national snapshot lives on the device: IndexedDB, through the app's idb-keyval store. The
// snapshot itself (about 1 MB) and a small record about it are kept under two keys, so the download
// check and every offline search read only the small one until the data changes. A snapshot of no
// station is no snapshot (a server answering before its stations had loaded once sent one): it reads
// as none, so the next sync downloads a real one and nothing searches an empty Spain meanwhile.
import type { NationalSnapshot } from "../domain/snapshot.ts";
import { readRecord, writeRecord, writeRecords } from "../stores/local-records.ts";
import { STORAGE_KEYS } from "../stores/storage-keys.ts";

export interface SnapshotMeta {
  /** The server's ETag, sent back as If-None-Match. */
  etag: string | null;
  /** The feed's date of the prices (ISO), null when the server did not know it. */
  fecha: string | null;
  stations: number;
  /** When it was downloaded (ms since the epoch). */
  downloadedAt: number;
  /** When the server last confirmed it current (a 200 or a 304), ms since the epoch. */
  checkedAt: number;
}

export async function readSnapshotMeta(): Promise<SnapshotMeta | null> {
  const meta = await readRecord<SnapshotMeta>(STORAGE_KEYS.snapshotMeta);
  return meta && meta.stations > 0 ? meta : null;
}

export async function readSnapshot(): Promise<NationalSnapshot | null> {
  const snapshot = await readRecord<NationalSnapshot>(STORAGE_KEYS.snapshot);
  return snapshot && snapshot.n > 0 ? snapshot : null;
}

export async function saveSnapshot(snapshot: NationalSnapshot, meta: SnapshotMeta): Promise<void> {
  // One transaction: a reader never sees the new record beside the old data.
  await writeRecords([[STORAGE_KEYS.snapshot, snapshot], [STORAGE_KEYS.snapshotMeta, meta]]);
}

export async function saveSnapshotMeta(meta: SnapshotMeta): Promise<void> {
  await writeRecord(STORAGE_KEYS.snapshotMeta, meta);
}
