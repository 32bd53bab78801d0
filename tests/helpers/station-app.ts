// Builds the app in-process on a fresh test database with real Ministry files ingested, the way the
// server does at start (ingest, then the in-memory index), for the station endpoint tests.
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { runFeed, fileSource } from "../../server/feed/run-feed.ts";
import { createStationCatalog, type StationCatalog } from "../../server/stations/station-catalog.ts";
import type { TestDbKind } from "./test-dbs.ts";

export const TEST_SECRET = "station-tests-secret-0123456789abcdef";

export async function buildStationTestApp(kind: TestDbKind, feedFiles: readonly string[], now = () => new Date()) {
  const db = await kind.create();
  for (const file of feedFiles) await runFeed(db, fileSource(file));
  const catalog: StationCatalog = createStationCatalog(db);
  await catalog.reload();
  const config = loadConfig({ STATIC_DIR: "/nonexistent-static-dir", JWT_SECRET: TEST_SECRET, DATA_DIR: "/tmp/gasolinaeco-test-unused" });
  const app = buildApp({ config, db, catalog, now });
  const post = async <T = unknown>(path: string, body: unknown) => {
    const res = await app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { success: boolean; message: string | null; entity: T } };
  };
  const get = async <T = unknown>(path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as { success: boolean; message: string | null; entity: T } };
  };
  return { db, app, catalog, post, get, dispose: () => db.dispose() };
}
