// @vitest-environment jsdom
// The screens without signal: search results from the device's snapshot or the service worker's cache
// say so and how old their prices are; a station from the cache too; an opinion is queued.
import "fake-indexeddb/auto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, test, vi } from "vitest";
import type { NationalSnapshot } from "../../src/domain/snapshot.ts";
import { CACHE_HEADER } from "../../src/offline/cache-header.ts";
import { readOutbox } from "../../src/offline/outbox.ts";
import { saveSnapshot } from "../../src/offline/snapshot-store.ts";
import { parseFeed } from "../../server/feed/parse-feed.ts";
import { readFeedFile } from "../../server/feed/read-feed-file.ts";
import { buildSnapshotPayload } from "../../server/stations/national-snapshot.ts";
import { buildStationIndex } from "../../server/stations/station-index.ts";
import { logIn, renderApp, useAppTestSetup } from "../app/helpers/app-harness.tsx";
import { installFakeApi, success } from "../app/helpers/fake-api.ts";
import { stationInfo, THREE_STATIONS } from "../app/helpers/station-fixtures.ts";
import { goOffline } from "./helpers/connection.ts";

const QUEUED_MESSAGE = "Sin conexión: tu mensaje se enviará cuando vuelva la señal.";

useAppTestSetup();

const HOUR = 60 * 60_000;
// tests/helpers/shared-data.ts builds its paths with URL, which jsdom replaces: resolved from the cwd here.
const BARCELONA_FEED = path.resolve("../shared/data/estaciones-provincia08-barcelona-2025-09-27.json");
const hasSharedData = existsSync(BARCELONA_FEED);
const SEARCH_URL = "/search/diesel/5/2.1701/41.3870";

/** Marks the fake API's answers to `path` as served from the service worker's cache, stored at `storedAt`. */
function servedFromCache(path: string, storedAt: number) {
  const fake = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fake(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== path) return response;
    const headers = new Headers(response.headers);
    headers.set(CACHE_HEADER, new Date(storedAt).toISOString());
    return new Response(await response.text(), { status: response.status, headers });
  });
}

describe.skipIf(!hasSharedData)("search results from the device's snapshot", () => {
  let snapshot: NationalSnapshot;
  beforeAll(async () => {
    const index = buildStationIndex(parseFeed(await readFeedFile(BARCELONA_FEED)).stations);
    const payload = await buildSnapshotPayload(index, new Date(Date.now() - 3 * HOUR));
    snapshot = (JSON.parse(payload.json.toString("utf8")) as { entity: NationalSnapshot }).entity;
  });

  async function searchWithoutAnswer() {
    await saveSnapshot(snapshot, { etag: '"x"', fecha: snapshot.fecha, stations: snapshot.n, downloadedAt: Date.now(), checkedAt: Date.now() });
    installFakeApi({ "POST /api/gasolinaeco/search": "network-error" });
    await renderApp(SEARCH_URL);
  }

  test("lists the stations the server would list, the cheapest first", async () => {
    await searchWithoutAnswer();
    // Ballenoil 1783 at 1.215 €: the server's first answer for this search (tests/server/stations/search.test.ts).
    expect((await screen.findAllByRole("link", { name: /BALLENOIL/ }))[0]?.getAttribute("href")).toBe("/station/1783");
  });

  test("says they come from the offline search, with the age of their prices", async () => {
    await searchWithoutAnswer();
    expect((await screen.findByText("Búsqueda sin conexión")).parentElement?.textContent).toBe("Búsqueda sin conexión · Precios de hace 3 h");
  });
});

test("search results the service worker kept say when they were stored, claiming no price age (the answer has no price date)", async () => {
  installFakeApi({ "POST /api/gasolinaeco/search": success(THREE_STATIONS) });
  servedFromCache("/api/gasolinaeco/search", Date.now() - 2 * HOUR);
  await renderApp(SEARCH_URL);
  expect((await screen.findByText("Resultados guardados")).parentElement?.textContent).toBe("Resultados guardados hace 2 h");
});

test("fresh search results carry no freshness note", async () => {
  installFakeApi({ "POST /api/gasolinaeco/search": success(THREE_STATIONS) });
  await renderApp(SEARCH_URL);
  await screen.findByText("BALLENOIL ATOCHA");
  expect(screen.queryByText("Resultados guardados")).toBeNull();
});

const stationRoutes = {
  "POST /api/gasolinaeco/searchstation": success(stationInfo()),
  "POST /api/comentarios/get": success([]),
  "POST /api/imagenes/get": success([]),
  "GET /api/gasolinaeco/historico/4375": success([]),
};

test("a station the service worker kept says so, with the age of its prices counted from their date", async () => {
  // Stored a minute ago, published five hours ago: the prices are five hours old.
  installFakeApi({ ...stationRoutes, "POST /api/gasolinaeco/searchstation": success(stationInfo({ actualizado: new Date(Date.now() - 5 * HOUR).toISOString() })) });
  servedFromCache("/api/gasolinaeco/searchstation", Date.now() - 60_000);
  await renderApp("/station/4375");
  expect((await screen.findByText("Datos guardados")).parentElement?.textContent).toBe("Datos guardados · Precios de hace 5 h");
});

test("an opinion written without signal is kept and the user told it will be sent", async () => {
  installFakeApi(stationRoutes);
  logIn();
  await renderApp("/station/4375");
  fireEvent.change(await screen.findByLabelText("Comentario"), { target: { value: "Buena atención" } });
  goOffline();
  fireEvent.click(screen.getByRole("button", { name: "Enviar opinión" }));
  expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
  expect(await readOutbox()).toMatchObject([{ kind: "comment", body: { stationid: "4375", comentario: "Buena atención" } }]);
});
