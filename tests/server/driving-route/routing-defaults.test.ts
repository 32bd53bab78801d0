// Route planning out of the box: with no ROUTING_URL / GEOCODER_URL the server uses the public OSRM
// demo and the public Photon, politely (a User-Agent naming the app and its contact address, one
// request a second, answers kept a day by rounded endpoints); `off` switches each off. The public
// services are played by local stand-ins on 127.0.0.1.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import { PUBLIC_GEOCODER_URL, PUBLIC_ROUTER_URL } from "../../../server/env-schema.ts";
import { createOsrmClient, defaultMinIntervalMs, ROUTE_CACHE_MAX_AGE_MS, type LonLat } from "../../../server/routing/osrm-client.ts";
import { routeClientFromConfig } from "../../../server/routing/route-client-from-config.ts";
import { createPhotonGeocoder } from "../../../server/places/photon-geocoder.ts";
import { startFakeOsrm, type FakeOsrm } from "./fake-osrm.ts";

const MADRID: LonLat = { longitud: -3.7038, latitud: 40.4168 };
const ZARAGOZA: LonLat = { longitud: -0.8891, latitud: 41.6488 };
const VALENCIA: LonLat = { longitud: -0.3763, latitud: 39.4699 };
const ROUTE = new Float64Array([40.4168, -3.7038, 40.63, -3.16, 41.35, -1.64, 41.6488, -0.8891]);
const ENV = { CONTACT_EMAIL: "rutas@gasolinaeco.example", PUBLIC_URL: "https://gasolinaeco.example" };

let fake: FakeOsrm | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe("routing configuration", () => {
  it("uses the public OSRM demo and the public Photon when nothing is set", () => {
    const config = loadConfig(ENV);
    expect(config.routing.url).toBe(PUBLIC_ROUTER_URL);
    expect(config.places.geocoderUrl).toBe(PUBLIC_GEOCODER_URL);
    expect(routeClientFromConfig(config.routing).client).toBeDefined();
  });

  it("switches each off with 'off'", () => {
    const config = loadConfig({ ...ENV, ROUTING_URL: "off", GEOCODER_URL: "off" });
    expect(config.routing.url).toBeUndefined();
    expect(config.places.geocoderUrl).toBeUndefined();
    expect(routeClientFromConfig(config.routing).client).toBeUndefined();
  });

  it("names the app and the contact address in the User-Agent", () => {
    expect(loadConfig(ENV).routing.userAgent).toBe("GasolinaEco/1.0.0 (+https://gasolinaeco.example; rutas@gasolinaeco.example)");
  });

  it("asks the public demo at most once a second", () => {
    expect(defaultMinIntervalMs(PUBLIC_ROUTER_URL)).toBe(1000);
  });

  it("credits OSRM, Photon and OpenStreetMap in the public configuration, and nobody when off", () => {
    expect(loadConfig(ENV).publicConfig.rutas).toBe("Rutas: OSRM (project-osrm.org); direcciones: Photon (komoot). Datos © colaboradores de OpenStreetMap (ODbL)");
    expect(loadConfig({ ...ENV, ROUTING_URL: "off", GEOCODER_URL: "off" }).publicConfig.rutas).toBe("");
  });
});

describe("the router, asked politely (local stand-in)", () => {
  const politeClient = async (now?: () => number) => {
    fake = await startFakeOsrm({ kind: "route", path: ROUTE });
    const { userAgent } = loadConfig(ENV).routing;
    // The demo's own settings, pointed at the stand-in.
    return createOsrmClient({ baseUrl: fake.url, timeoutMs: 5_000, userAgent, minIntervalMs: defaultMinIntervalMs(PUBLIC_ROUTER_URL), ...(now ? { now } : {}) });
  };

  it("sends the app's User-Agent with its contact address", async () => {
    const client = await politeClient();
    await client.route(MADRID, ZARAGOZA);
    expect(fake!.requests[0]!.userAgent).toBe("GasolinaEco/1.0.0 (+https://gasolinaeco.example; rutas@gasolinaeco.example)");
  });

  it("sends three different routes asked at once a second apart each", async () => {
    const client = await politeClient();
    const arrivals: number[] = [];
    const start = performance.now();
    await Promise.all([[MADRID, ZARAGOZA], [ZARAGOZA, VALENCIA], [VALENCIA, MADRID]].map(async ([a, b]) => {
      await client.route(a!, b!);
      arrivals.push(performance.now() - start);
    }));
    arrivals.sort((x, y) => x - y);
    expect(fake!.requests).toHaveLength(3);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(950);
    expect(arrivals[2]! - arrivals[1]!).toBeGreaterThanOrEqual(950);
  });

  it("answers the same trip from a jittery GPS (5th decimal) from its cache, for a day", async () => {
    let now = 1_000_000;
    const client = await politeClient(() => now);
    await client.route(MADRID, ZARAGOZA);
    expect((await client.route({ longitud: -3.70384, latitud: 40.41676 }, { longitud: -0.88913, latitud: 41.64878 })).ok).toBe(true);
    expect(fake!.requests).toHaveLength(1);
    now += ROUTE_CACHE_MAX_AGE_MS - 1;
    await client.route(MADRID, ZARAGOZA);
    expect(fake!.requests).toHaveLength(1);
    now += 2;
    await client.route(MADRID, ZARAGOZA);
    expect(fake!.requests).toHaveLength(2);
  });
});

describe("the geocoder, asked politely (local stand-in)", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  async function photonStandIn() {
    const requests: { url: string; userAgent: string | undefined; at: number }[] = [];
    const start = performance.now();
    server = createServer((req, res) => {
      requests.push({ url: req.url ?? "", userAgent: req.headers["user-agent"], at: performance.now() - start });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ type: "FeatureCollection", features: [{ type: "Feature", geometry: { type: "Point", coordinates: [-3.7, 40.42] }, properties: { name: "Calle Mayor", street: "Calle Mayor", city: "Madrid", state: "Comunidad de Madrid", countrycode: "ES", type: "street" } }] }));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
  }

  it("sends the User-Agent, keeps answers and spaces its calls a second apart", async () => {
    const photon = await photonStandIn();
    const { userAgent } = loadConfig(ENV).routing;
    const geocoder = createPhotonGeocoder({ baseUrl: photon.url, timeoutMs: 3_000, userAgent, minIntervalMs: 1000 });
    expect(await geocoder.search("calle mayor", 4)).toHaveLength(1);
    expect(await geocoder.search("Calle Mayor", 4)).toHaveLength(1);
    expect(photon.requests).toHaveLength(1);
    await geocoder.search("calle mayor 5", 4);
    expect(photon.requests).toHaveLength(2);
    expect(photon.requests[1]!.at - photon.requests[0]!.at).toBeGreaterThanOrEqual(950);
    expect(photon.requests.every((r) => r.userAgent === userAgent)).toBe(true);
  });

  it("leaves a question to the local places when its turn would come too late", async () => {
    const photon = await photonStandIn();
    const geocoder = createPhotonGeocoder({ baseUrl: photon.url, timeoutMs: 3_000, userAgent: "test", minIntervalMs: 1000 });
    const answers = await Promise.all(["calle a", "calle b", "calle c"].map((q) => geocoder.search(q, 4)));
    expect(photon.requests).toHaveLength(2);
    expect(answers.map((a) => a.length)).toEqual([1, 1, 0]);
  });
});
