// A search is answered while an ingest is writing: the embedded database runs each statement on the
// server's own thread, so the server must give the event loop a turn between statements (and parse
// and reload in pieces), or every request would wait for the whole ingest (~1 s on the national feed).
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import { ingestFeed } from "../../../server/feed/ingest.ts";
import type { ParsedFeed } from "../../../server/feed/parse-feed.ts";
import { createApiServer } from "../../../server/process/api-server.ts";
import { SEARCH_PATH } from "../../../server/search/search-route.ts";
import { createSearchAnswers } from "../../../server/search/search-answers.ts";
import { createStationCatalog } from "../../../server/stations/station-catalog.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { parsedFeedFile } from "../../helpers/parsed-feed.ts";

function search(port: number): Promise<number> {
  const body = JSON.stringify({ distancia: 5, producto: "diesel", latitud: "41.3874", longitud: "2.1686" });
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: "POST", path: SEARCH_PATH, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("answers during an ingest ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  let server: Server;
  let port: number;
  let parsed: ParsedFeed;

  beforeAll(async () => {
    db = await kind.create();
    parsed = await parsedFeedFile(FEED_FILES.national20260415);
    await ingestFeed(db, parsed, "first");
    const catalog = createStationCatalog(db);
    await catalog.reload();
    const config = loadConfig({ STATIC_DIR: "/nonexistent-static-dir", JWT_SECRET: "during-ingest-tests-secret-0123456789ab", DATA_DIR: "/tmp/gasolinaeco-test-unused" });
    const now = () => new Date();
    const answers = createSearchAnswers(catalog, now, config.searchCacheBytes);
    const app = buildApp({ config, db, catalog, now, searchAnswers: answers });
    server = createApiServer(app, { hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.dispose();
  });

  it("answers a search sent when a national ingest starts before the ingest ends", async () => {
    const finished: string[] = [];
    const ingest = ingestFeed(db, parsed, "second").then(() => finished.push("ingest"));
    const status = await search(port);
    finished.push("search");
    await ingest;
    expect(status).toBe(200);
    expect(finished).toEqual(["search", "ingest"]);
  }, 60_000);
});
