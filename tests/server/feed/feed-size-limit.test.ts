// A gzip bomb (1 GB of spaces in 1 MB) from the Ministry's URL or as FEED_FILE is a failed run with
// its reason in Spanish, and the process never holds much more than the limit (100 MB) meanwhile.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import type { Db } from "../../../server/db/db.ts";
import { fileSource, ministrySource, runFeed } from "../../../server/feed/run-feed.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { emptyFeedTables } from "./feed-fixture.ts";
import { failureAndRssGrowth, gzipBomb, withLyingTrailer } from "./gzip-bomb.ts";

const MB = 1024 * 1024;
/** The limit plus room for the compressed bytes, zlib's last chunk and the test's own garbage. */
const MEMORY_BOUND = 250 * MB;
const TOO_LARGE = /pasa de 100 MB: se descarta sin terminar de leerlo/;

let honest: Buffer;
let lying: Buffer;
let dir: string;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  honest = await gzipBomb();
  lying = withLyingTrailer(honest);
  dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-bomb-"));
  await writeFile(path.join(dir, "bomba.json.gz"), lying);
  server = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
    res.end(req.url?.includes("miente") ? lying : honest);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const config = (feedUrl: string) => loadConfig({ FEED_URL: feedUrl, FEED_RETRIES: "0", JWT_SECRET: "bomb-tests-secret-0123456789-abcdefghij" });

describe.each(TEST_DB_KINDS)("a feed that decompresses past the limit ($name)", (kind) => {
  let db: Db & { dispose(): Promise<void> };
  beforeAll(async () => { db = await kind.create(); });
  afterAll(async () => { await db.dispose(); });
  beforeEach(async () => { await emptyFeedTables(db); });

  const lastRunError = async () =>
    (await db.query<{ outcome: string; error: string }>("select outcome, error from feed_runs order by id desc limit 1"))[0];

  it.each([
    ["whose gzip trailer tells its size", "/EstacionesTerrestres/"],
    ["whose gzip trailer lies about its size", "/miente/EstacionesTerrestres/"],
  ])("fails the run when the Ministry's URL answers a gzip bomb %s, in bounded memory", async (_, urlPath) => {
    const source = ministrySource(config(baseUrl + urlPath));
    const { error, growth } = await failureAndRssGrowth(() => runFeed(db, source));
    expect(error).toMatchObject({ code: "too_large" });
    expect(await lastRunError()).toEqual({ outcome: "failed", error: expect.stringMatching(TOO_LARGE) });
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });

  it("fails the run when FEED_FILE is a gzip bomb, in bounded memory", async () => {
    const file = path.join(dir, "bomba.json.gz");
    const { error, growth } = await failureAndRssGrowth(() => runFeed(db, fileSource(file)));
    expect((error as Error).message).toMatch(TOO_LARGE);
    expect(await lastRunError()).toEqual({
      outcome: "failed",
      error: expect.stringMatching(new RegExp(`^No se puede leer el fichero del feed ${file}: .*${TOO_LARGE.source}`)),
    });
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });
});
