// @vitest-environment jsdom
// Keeping the national snapshot on the device (src/offline/snapshot-sync.ts): first download,
// revalidation with the ETag, 304s, failures.
import "fake-indexeddb/auto";
import { clear } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { SNAPSHOT_VERSION, type NationalSnapshot } from "../../src/domain/snapshot.ts";
import { readSnapshot, readSnapshotMeta, saveSnapshot } from "../../src/offline/snapshot-store.ts";
import { REVALIDATE_EVERY_MS, syncSnapshot } from "../../src/offline/snapshot-sync.ts";
import { localData } from "../../src/stores/idb-state-storage.ts";

const snapshot = (n: number, fecha = "2026-04-15T08:30:00.000Z"): NationalSnapshot =>
  ({ v: SNAPSHOT_VERSION, fecha, n, id: [], lat: [], lon: [], rotulo: [], direccion: [], horarios: [], horario: [], provincias: [], provincia: [], paises: [], pais: [], banderas: [], precios: {} }) as NationalSnapshot;

type Reply = { status: number; etag?: string; entity?: NationalSnapshot } | "network-error";

function serve(...replies: Reply[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request);
      const reply = replies.shift() ?? { status: 304 };
      if (reply === "network-error") throw new TypeError("Failed to fetch");
      const headers = reply.etag ? { ETag: reply.etag } : undefined;
      if (reply.status === 304) return new Response(null, { status: 304, headers });
      return Response.json({ success: true, message: null, entity: reply.entity }, { status: reply.status, headers });
    }),
  );
  return requests;
}

let clock = Date.parse("2026-04-15T10:00:00Z");
const now = () => clock;

beforeEach(async () => {
  await clear(localData());
  delete document.documentElement.dataset.snapshot;
  vi.spyOn(console, "warn").mockImplementation(() => {});
  clock = Date.parse("2026-04-15T10:00:00Z");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the national snapshot on the device", () => {
  test("is downloaded when the device has none", async () => {
    serve({ status: 200, etag: '"v1"', entity: snapshot(12204) });
    await syncSnapshot({ now });
    expect((await readSnapshot())?.n).toBe(12204);
  });

  test("is stored with its ETag, its feed date and when it was downloaded", async () => {
    serve({ status: 200, etag: '"v1"', entity: snapshot(3) });
    await syncSnapshot({ now });
    expect(await readSnapshotMeta()).toEqual({ etag: '"v1"', fecha: "2026-04-15T08:30:00.000Z", stations: 3, downloadedAt: clock, checkedAt: clock });
  });

  test("is not kept when the server sends one of no station, and one held so is downloaded again", async () => {
    const requests = serve({ status: 200, etag: '"empty"', entity: snapshot(0) }, { status: 200, etag: '"v1"', entity: snapshot(12204) });
    await syncSnapshot({ now });
    expect(await readSnapshot()).toBeNull();
    expect(document.documentElement.dataset.snapshot).toBe("failed");
    await syncSnapshot({ now });
    expect(requests[1]?.headers.get("If-None-Match")).toBeNull();
    expect((await readSnapshot())?.n).toBe(12204);
  });

  test("reads one of no station stored by an older version as none, and downloads it whole", async () => {
    await saveSnapshot(snapshot(0), { etag: '"empty"', fecha: null, stations: 0, downloadedAt: clock, checkedAt: clock });
    expect(await readSnapshotMeta()).toBeNull();
    const requests = serve({ status: 200, etag: '"v1"', entity: snapshot(12204) });
    await syncSnapshot({ now });
    expect(requests[0]?.headers.get("If-None-Match")).toBeNull();
    expect((await readSnapshot())?.n).toBe(12204);
  });

  test("is revalidated with its ETag in If-None-Match", async () => {
    const requests = serve({ status: 200, etag: '"v1"', entity: snapshot(3) }, { status: 304 });
    await syncSnapshot({ now });
    clock += REVALIDATE_EVERY_MS;
    await syncSnapshot({ now });
    expect(requests[1]?.headers.get("If-None-Match")).toBe('"v1"');
  });

  test("is kept as it is on a 304, with the time it was confirmed", async () => {
    serve({ status: 200, etag: '"v1"', entity: snapshot(3) }, { status: 304 });
    await syncSnapshot({ now });
    const downloadedAt = clock;
    clock += REVALIDATE_EVERY_MS;
    await syncSnapshot({ now });
    expect(await readSnapshotMeta()).toMatchObject({ etag: '"v1"', downloadedAt, checkedAt: clock });
  });

  test("is replaced when the server has a newer one", async () => {
    serve({ status: 200, etag: '"v1"', entity: snapshot(3) }, { status: 200, etag: '"v2"', entity: snapshot(4, "2026-04-15T09:00:00.000Z") });
    await syncSnapshot({ now });
    clock += REVALIDATE_EVERY_MS;
    await syncSnapshot({ now });
    expect((await readSnapshot())?.n).toBe(4);
  });

  test("is not asked about again within 30 minutes", async () => {
    const requests = serve({ status: 200, etag: '"v1"', entity: snapshot(3) });
    await syncSnapshot({ now });
    clock += REVALIDATE_EVERY_MS - 1;
    await syncSnapshot({ now });
    expect(requests).toHaveLength(1);
  });

  test("stays when the revalidation gets no answer", async () => {
    serve({ status: 200, etag: '"v1"', entity: snapshot(3) }, "network-error");
    await syncSnapshot({ now });
    clock += REVALIDATE_EVERY_MS;
    await syncSnapshot({ now });
    expect((await readSnapshot())?.n).toBe(3);
  });

  test("marks the page data-snapshot=ready once stored", async () => {
    serve({ status: 200, etag: '"v1"', entity: snapshot(3) });
    await syncSnapshot({ now });
    expect(document.documentElement.dataset.snapshot).toBe("ready");
  });

  test("marks the page data-snapshot=failed when the first download gets no answer", async () => {
    serve("network-error");
    await syncSnapshot({ now });
    expect(document.documentElement.dataset.snapshot).toBe("failed");
  });

  test("is not stored when the answer is not a snapshot", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ success: true, message: null, entity: { v: 99 } })));
    await syncSnapshot({ now });
    expect(await readSnapshot()).toBeNull();
  });
});
