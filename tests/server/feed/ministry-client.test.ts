import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { fetchFeed, historyUrl } from "../../../server/feed/ministry-client.ts";
import { FeedError } from "../../../server/feed/feed-error.ts";
import { parseFeed } from "../../../server/feed/parse-feed.ts";
import { feedJson, feedRows } from "./feed-fixture.ts";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, attempt: number) => void;

const BODY = feedJson(feedRows(3));
const FAST = { timeoutMs: 2_000, retries: 2, backoffMs: 10, maxBackoffMs: 50 };
let server: http.Server | undefined;

/** A recorded-response server on 127.0.0.1; returns its URL and the requests it saw. */
async function serve(handler: Handler) {
  const requests: http.IncomingHttpHeaders[] = [];
  server = http.createServer((req, res) => {
    requests.push(req.headers);
    handler(req, res, requests.length);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/`, requests };
}

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error("expected the fetch to fail");
}

afterEach(async () => {
  if (!server) return;
  const closing = server;
  server = undefined;
  closing.closeAllConnections();
  await new Promise((resolve) => closing.close(resolve));
});

describe("fetchFeed", () => {
  it("returns the body of a 200 answer", async () => {
    const { url } = await serve((_req, res) => res.end(BODY));
    const body = await fetchFeed(url, FAST);
    expect(parseFeed(body).stations).toHaveLength(3);
  });

  it("identifies itself and asks for gzip", async () => {
    const { url, requests } = await serve((_req, res) => res.end(BODY));
    await fetchFeed(url, { ...FAST, userAgent: "GasolinaEco/test" });
    expect(requests[0]).toMatchObject({ "user-agent": "GasolinaEco/test", "accept-encoding": expect.stringContaining("gzip") });
  });

  it("decompresses a gzip-encoded answer", async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { "Content-Encoding": "gzip", "Content-Type": "application/json" });
      res.end(gzipSync(BODY));
    });
    expect((await fetchFeed(url, FAST)).toString("utf8")).toBe(BODY);
  });

  it("retries after a 500 and returns the next good answer", async () => {
    const { url, requests } = await serve((_req, res, attempt) => {
      res.statusCode = attempt === 1 ? 500 : 200;
      res.end(attempt === 1 ? "Internal Server Error" : BODY);
    });
    expect((await fetchFeed(url, FAST)).toString("utf8")).toBe(BODY);
    expect(requests).toHaveLength(2);
  });

  it("gives up with http_status after the configured retries", async () => {
    const { url, requests } = await serve((_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    const error = await failure(fetchFeed(url, FAST));
    expect([error.code, error.status]).toEqual(["http_status", 503]);
    expect(requests).toHaveLength(3);
  });

  it("does not retry a 404", async () => {
    const { url, requests } = await serve((_req, res) => {
      res.statusCode = 404;
      res.end();
    });
    expect((await failure(fetchFeed(url, FAST))).status).toBe(404);
    expect(requests).toHaveLength(1);
  });

  it("fails with timeout when the service does not answer in time", async () => {
    const { url } = await serve(() => undefined);
    const started = Date.now();
    const error = await failure(fetchFeed(url, { ...FAST, timeoutMs: 200, retries: 0 }));
    expect(error.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("fails with timeout when the body stalls halfway", async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { "Content-Length": String(BODY.length) });
      res.write(BODY.slice(0, 100));
    });
    expect((await failure(fetchFeed(url, { ...FAST, timeoutMs: 300, retries: 0 }))).code).toBe("timeout");
  });

  it("treats a connection cut before the announced length as a network error and retries", async () => {
    const { url, requests } = await serve((req, res, attempt) => {
      if (attempt > 1) return void res.end(BODY);
      res.writeHead(200, { "Content-Length": String(BODY.length) });
      res.write(BODY.slice(0, 100), () => req.socket.destroy());
    });
    expect((await fetchFeed(url, FAST)).toString("utf8")).toBe(BODY);
    expect(requests).toHaveLength(2);
  });

  it("stops waiting between retries when cancelled", async () => {
    const { url } = await serve((_req, res) => {
      res.statusCode = 500;
      res.end();
    });
    const cancel = new AbortController();
    const pending = fetchFeed(url, { ...FAST, retries: 5, backoffMs: 10_000, maxBackoffMs: 10_000, signal: cancel.signal });
    setTimeout(() => cancel.abort(), 100);
    expect((await failure(pending)).code).toBe("aborted");
  });
});

describe("historyUrl", () => {
  it("points the default feed URL at EstacionesTerrestresHist for the day", () => {
    expect(historyUrl("https://sedeaplicaciones.minetur.gob.es/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/", "04-09-2019"))
      .toBe("https://sedeaplicaciones.minetur.gob.es/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestresHist/04-09-2019");
  });

  it("appends the history path to a mirror URL without EstacionesTerrestres", () => {
    expect(historyUrl("http://127.0.0.1:8081/mirror", "01-03-2026")).toBe("http://127.0.0.1:8081/mirror/EstacionesTerrestresHist/01-03-2026");
  });
});
