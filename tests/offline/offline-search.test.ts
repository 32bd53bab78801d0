// The nearby search's offline fallback (src/offline/offline-search.ts): the network first, the
// device's snapshot when there is no answer, a slow one or a server down.
import { describe, expect, test, vi } from "vitest";
import type { ApiResult } from "../../src/api/api-result.ts";
import type { StationResult } from "../../src/domain/contract/stations.ts";
import type { LocalAnswer, LocalQuery } from "../../src/offline/local-search-core.ts";
import { searchWithOfflineFallback } from "../../src/offline/offline-search.ts";

const station = (id: string): StationResult => ({
  id, rotulo: `GASOLINERA ${id}`, direccion: "CALLE MAYOR, 1", horario: "L-D: 24H", bandera: "none", precio: 1.5,
  pricerange: 0, open: true, km: 1.2, gps: { latitud: 40.4, longitud: -3.7 }, pais: "ES",
});

const body = { distancia: 5, producto: "diesel", latitud: "40.4169", longitud: "-3.7035" };
const FECHA = "2026-04-15T08:30:00.000Z";
const fromNetwork: ApiResult<StationResult[]> = { ok: true, data: [station("network")], message: null };
const noAnswer: ApiResult<StationResult[]> = { ok: false, reason: "network", message: "Error de conexión", status: null };
const snapshotAnswer: LocalAnswer = { stations: [station("snapshot")], fecha: FECHA, downloadedAt: Date.parse("2026-04-15T09:00:00Z"), searchMs: 1 };

const localSearch = (answer: LocalAnswer | null = snapshotAnswer) => vi.fn(async (_q: LocalQuery) => answer);
const never = () => new Promise<ApiResult<StationResult[]>>(() => {});

describe("nearby search with its offline fallback", () => {
  test("returns the network's answer when it comes", async () => {
    const result = await searchWithOfflineFallback(body, async () => fromNetwork, { localSearch: localSearch() });
    expect(result).toEqual(fromNetwork);
  });

  test("does not touch the snapshot when the network answers", async () => {
    const local = localSearch();
    await searchWithOfflineFallback(body, async () => fromNetwork, { localSearch: local });
    expect(local).not.toHaveBeenCalled();
  });

  test("searches the snapshot when the network gives no answer", async () => {
    const result = await searchWithOfflineFallback(body, async () => noAnswer, { localSearch: localSearch() });
    expect(result).toMatchObject({ ok: true, data: [{ id: "snapshot" }], source: "snapshot" });
  });

  test("dates snapshot prices by the feed's date, and the data by its download", async () => {
    const result = await searchWithOfflineFallback(body, async () => noAnswer, { localSearch: localSearch() });
    expect(result).toMatchObject({ pricesAt: Date.parse(FECHA), fetchedAt: snapshotAnswer.downloadedAt });
  });

  test("claims no price date when the feed's date is unknown, only the download", async () => {
    const result = await searchWithOfflineFallback(body, async () => noAnswer, { localSearch: localSearch({ ...snapshotAnswer, fecha: null }) });
    expect(result.ok && result.pricesAt).toBeUndefined();
    expect(result.ok && result.fetchedAt).toBe(snapshotAnswer.downloadedAt);
  });

  test("searches the snapshot when the network is slower than its patience", async () => {
    const result = await searchWithOfflineFallback(body, never, { localSearch: localSearch(), patienceMs: 10 });
    expect(result).toMatchObject({ source: "snapshot" });
  });

  test("keeps waiting for a slow network when there is no snapshot", async () => {
    const slow = () => new Promise<ApiResult<StationResult[]>>((resolve) => setTimeout(() => resolve(fromNetwork), 40));
    const result = await searchWithOfflineFallback(body, slow, { localSearch: localSearch(null), patienceMs: 10 });
    expect(result).toEqual(fromNetwork);
  });

  test("returns the network failure when the device has no snapshot", async () => {
    const result = await searchWithOfflineFallback(body, async () => noAnswer, { localSearch: localSearch(null) });
    expect(result).toEqual(noAnswer);
  });

  test("searches the snapshot when a proxy says the server is down", async () => {
    const badGateway: ApiResult<StationResult[]> = { ok: false, reason: "status", message: "Error 502", status: 502 };
    const result = await searchWithOfflineFallback(body, async () => badGateway, { localSearch: localSearch() });
    expect(result).toMatchObject({ source: "snapshot" });
  });

  test("returns the server's refusal of a bad search as it is", async () => {
    const refused: ApiResult<StationResult[]> = { ok: false, reason: "rejected", message: "distancia máxima 50 km", status: 400 };
    const result = await searchWithOfflineFallback(body, async () => refused, { localSearch: localSearch() });
    expect(result).toEqual(refused);
  });

  test("asks the snapshot the search's own question", async () => {
    const local = localSearch();
    await searchWithOfflineFallback(body, async () => noAnswer, { localSearch: local, now: () => new Date("2026-04-16T10:00:00Z") });
    expect(local).toHaveBeenCalledWith({ producto: "diesel", distancia: 5, latitud: 40.4169, longitud: -3.7035, venta: "publica", at: Date.parse("2026-04-16T10:00:00Z") });
  });

  test("reads the search's wall-clock timestamp in the place's own time zone, as the server does", async () => {
    const local = localSearch();
    // 23:30 local time written as if it were UTC (SPEC §3); Madrid is UTC+2 in April.
    await searchWithOfflineFallback({ ...body, timestamp: String(Date.UTC(2026, 3, 18, 23, 30)) }, async () => noAnswer, { localSearch: local });
    expect(local.mock.calls[0]?.[0].at).toBe(Date.UTC(2026, 3, 18, 21, 30));
  });

  test("returns the network failure when the snapshot search breaks", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = vi.fn(async () => {
      throw new Error("instantánea incompleta: lat");
    });
    const result = await searchWithOfflineFallback(body, async () => noAnswer, { localSearch: broken });
    expect(result).toEqual(noAnswer);
  });
});
