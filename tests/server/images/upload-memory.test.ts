// What a small server's operator sees after a run of photo uploads: the real server process started as
// `npm run serve` starts it, national data loaded, 50 large phone photos re-encoded, and its resident
// memory back under 350 MB soon after (sharp's cache and threads in server/images/reencode.ts, glibc's
// malloc settings in package.json: without them it stayed at ~460 MB).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_ARGS, startServer, type RunningServer } from "../../../bench/server-process.ts";
import { ApiClient } from "../../helpers/community-app.ts";
import { freshDataDir } from "../../helpers/fresh-data-dir.ts";
import { serverForm } from "../../helpers/server-build.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { waitForMailTo } from "../../e2e/harness/outbox.ts";

const UPLOADS = 50;
const PARALLEL_CLIENTS = 4;
const RSS_TARGET_MB = 350;
/** V8 gives back its idle heap ~20 s after the last request. */
const SETTLE_MS = 45_000;

/** A 12-megapixel phone photo (4000 × 3000, ~3 MB of JPEG): blotches of colour, never the same twice. */
function largePhoto(): Promise<Buffer> {
  const small = { width: 400, height: 300, channels: 3 } as const;
  return sharp(randomBytes(small.width * small.height * small.channels), { raw: small })
    .resize(4000, 3000, { kernel: "cubic" }).jpeg({ quality: 90 }).toBuffer();
}

describe("the server's start scripts", () => {
  it("set the malloc settings the memory test starts the server with", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    const settings = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`).join(" ");
    expect(scripts.serve).toContain(`${settings} node`);
    // npm start builds, then runs npm run serve: the same settings.
    expect(scripts.start).toMatch(/&& npm run serve$/);
  });
});

describe.skipIf(!hasSharedData)("memory of the server after 50 large photo uploads", () => {
  let server: RunningServer;
  let dataDir = "";
  let api: ApiClient;
  let token = "";
  const photos: Buffer[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 4; i++) photos.push(await largePhoto());
    dataDir = await freshDataDir("gasolinaeco-upload-");
    server = await startServer({
      DATA_DIR: dataDir,
      FEED_FILE: FEED_FILES.national20260415, JWT_SECRET: "upload-memory-secret-0123456789-abcdefgh",
      SMTP_URL: "", DATABASE_URL: "", ROUTING_URL: "off", GEOCODER_URL: "off", RATE_UPLOADS_PER_HOUR: "1000",
    }, { waitForStations: true, nodeArgs: SERVER_NODE_ARGS, readyTimeoutMs: 120_000, form: serverForm() });
    const overHttp = { request: (p: string, init?: RequestInit) => fetch(server.url + p, init) } as unknown as Hono;
    api = await new ApiClient(overHttp).init();
    await api.post("/api/users/register", { email: "fotos@example.es", password: "secreto123" });
    const guid = /validaremail\/([0-9a-f]{64})/.exec(await waitForMailTo(server.dataDir, "fotos@example.es"))?.[1];
    await api.post("/api/users/validaremail", { guid });
    token = (await api.post<string>("/api/token/login", { email: "fotos@example.es", password: "secreto123" })).body.entity;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("stores every photo and comes back under 350 MB resident", async () => {
    const statuses: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < UPLOADS) {
        const photo = photos[next++ % photos.length]!;
        statuses.push((await api.upload(photo, { token, ideess: "5122" })).status);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_CLIENTS }, client));
    expect(statuses).toEqual(Array(UPLOADS).fill(200));
    const peak = await server.peakRssMb();

    const deadline = Date.now() + SETTLE_MS;
    let rss = await server.rssMb();
    while (rss >= RSS_TARGET_MB && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      rss = await server.rssMb();
    }
    console.log(`[upload-memory] pico ${peak.toFixed(0)} MB, tras las subidas ${rss.toFixed(0)} MB`);
    expect(rss).toBeLessThan(RSS_TARGET_MB);
  }, 240_000);
});
