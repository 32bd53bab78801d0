// The feed download tries modern TLS first and the legacy settings only after a failed handshake, for
// the hosts allowed them (the Ministry's by default), and logs which settings served it.
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fetchFeed, type FetchFeedOptions } from "../../../server/feed/ministry-client.ts";
import { localhostCertificate, type TestCertificate } from "../../helpers/test-certificate.ts";
import { feedJson, feedRows } from "./feed-fixture.ts";

const BODY = feedJson(feedRows(3));
/** What the Ministry's server has been seen to accept: TLS 1.0-1.1 and old ciphers only. */
const LEGACY_ONLY: https.ServerOptions = { minVersion: "TLSv1", maxVersion: "TLSv1.1", ciphers: "DEFAULT@SECLEVEL=0" };

let certificate: TestCertificate;
let server: https.Server | undefined;

beforeAll(() => { certificate = localhostCertificate(); });

afterEach(async () => {
  const closing = server;
  server = undefined;
  closing?.closeAllConnections();
  await new Promise((resolve) => (closing ? closing.close(resolve) : resolve(undefined)));
});

async function serveTls(settings: https.ServerOptions = {}): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  server = https.createServer({ ...certificate, ...settings }, (_req, res) => {
    requests += 1;
    res.end(BODY);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/EstacionesTerrestres/`, requests: () => requests };
}

function options(log: string[], legacyHosts?: string[]): FetchFeedOptions {
  return {
    timeoutMs: 5_000, retries: 0, log: (line) => log.push(line),
    tls: { ca: certificate.cert, ...(legacyHosts ? { legacyHosts } : {}) },
  };
}

describe("fetchFeed over TLS", () => {
  it("downloads from a modern server with modern settings, without trying the legacy ones", async () => {
    const { url, requests } = await serveTls();
    const log: string[] = [];
    expect((await fetchFeed(url, options(log, ["127.0.0.1"]))).toString("utf8")).toBe(BODY);
    expect(requests()).toBe(1);
    expect(log).toEqual([expect.stringMatching(/^descarga de 127\.0\.0\.1:\d+ con TLS moderno \(TLSv1\.3\)$/)]);
  });

  it("falls back to the legacy settings after a failed handshake with a legacy-only server, and says so", async () => {
    const { url, requests } = await serveTls(LEGACY_ONLY);
    const log: string[] = [];
    expect((await fetchFeed(url, options(log, ["127.0.0.1"]))).toString("utf8")).toBe(BODY);
    expect(requests()).toBe(1);
    expect(log).toEqual([
      expect.stringMatching(/^el saludo TLS moderno con 127\.0\.0\.1:\d+ falló \(Fallo del saludo TLS con 127\.0\.0\.1:\d+: .*protocol version\); se prueba con la configuración TLS antigua$/),
      expect.stringMatching(/^descarga de 127\.0\.0\.1:\d+ con la configuración TLS antigua \(TLSv1\.1\)$/),
    ]);
  });

  it("never uses the legacy settings for a host other than the Ministry's", async () => {
    const { url, requests } = await serveTls(LEGACY_ONLY);
    const log: string[] = [];
    await expect(fetchFeed(url, options(log))).rejects.toMatchObject({
      code: "tls_handshake",
      message: expect.stringMatching(/^Fallo del saludo TLS con 127\.0\.0\.1:\d+: .*protocol version$/),
    });
    expect(requests()).toBe(0);
    expect(log).toEqual([]);
  });

  it("does not fall back when the certificate is not trusted (the legacy settings verify it too)", async () => {
    const { url } = await serveTls();
    const log: string[] = [];
    const untrusting: FetchFeedOptions = { timeoutMs: 5_000, retries: 0, log: (line) => log.push(line), tls: { legacyHosts: ["127.0.0.1"] } };
    await expect(fetchFeed(url, untrusting)).rejects.toMatchObject({ code: "network" });
    expect(log).toEqual([]);
  });
});
