// @vitest-environment jsdom
// The stale-feed banner: every screen says so when the Ministry's prices are over two hours
// old, from getlastupdate, or offline from the date of the snapshot on the device.
import "fake-indexeddb/auto";
import { act, fireEvent, screen } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { useFeedStatusStore } from "../../../src/offline/feed-status-store.ts";
import { checkFeedStatus } from "../../../src/offline/feed-status-watch.ts";
import { saveSnapshot } from "../../../src/offline/snapshot-store.ts";
import type { NationalSnapshot } from "../../../src/domain/snapshot.ts";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";

useAppTestSetup();

beforeEach(() => useFeedStatusStore.setState(useFeedStatusStore.getInitialState(), true));

const LAST_UPDATE = "GET /api/gasolinaeco/getlastupdate";
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** The banner's one line; tapped, it opens to the whole sentence. */
const bannerLine = () => screen.queryByRole("button", { name: /^Precios sin actualizar desde el/ });
function openBanner(): string | null | undefined {
  const line = bannerLine();
  if (!line) return null;
  fireEvent.click(line);
  expect(line.getAttribute("aria-expanded")).toBe("true");
  return line.textContent;
}

async function showHomeAfterCheck() {
  await act(() => checkFeedStatus());
  await renderApp("/welcome");
  await screen.findByRole("main");
}

test("shows the banner, dated in Spanish, when the server says the prices are over two hours old", async () => {
  installFakeApi({ [LAST_UPDATE]: success({ fecha: "2025-09-27T16:05:47.000Z", ingestado: ago(5), estaciones: 807, desactualizado: true }) });
  await showHomeAfterCheck();
  expect(bannerLine()?.textContent).toBe("Precios sin actualizar desde el 27/9, 18:05▾");
  expect(openBanner()).toBe(
    "Los precios del Ministerio no se actualizan desde el 27 de septiembre de 2025 a las 18:05: te mostramos los últimos publicados▴",
  );
});

test("shows no banner while the prices are under two hours old", async () => {
  installFakeApi({ [LAST_UPDATE]: success({ fecha: ago(90), ingestado: ago(80), estaciones: 807, desactualizado: false }) });
  await showHomeAfterCheck();
  expect(bannerLine()).toBeNull();
});

test("offline, dates the banner from the snapshot on the device when it is over two hours old", async () => {
  const fecha = "2026-04-15T08:30:00.000Z";
  // One station: a snapshot of none reads as no snapshot (snapshot-store.ts).
  await saveSnapshot({ v: 1, fecha, n: 1 } as unknown as NationalSnapshot, { etag: '"s"', fecha, stations: 1, downloadedAt: Date.now(), checkedAt: Date.now() });
  installFakeApi({ [LAST_UPDATE]: "network-error" });
  await showHomeAfterCheck();
  expect(bannerLine()?.textContent).toContain("desde el 15/4, 10:30");
  expect(openBanner()).toContain("desde el 15 de abril de 2026 a las 10:30");
});

test("shows the banner on the data screen too", async () => {
  installFakeApi({ [LAST_UPDATE]: success({ fecha: ago(200), ingestado: ago(190), estaciones: 1, desactualizado: true }) });
  await act(() => checkFeedStatus());
  await renderApp("/datos");
  expect(await screen.findByRole("button", { name: /^Precios sin actualizar desde el/ })).toBeTruthy();
});
