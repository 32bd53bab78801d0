// The layers of the house hold because lint refuses what crosses them (scripts/lint-layers.js): each
// case is code a later change could write, linted as if it lived in that folder.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own config, running only the rule under test: the others (import-x/no-cycle above all,
// which would follow each case's imports through half the app) say nothing these cases look at.
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === "layers/imports" });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "layers/imports").map((m) => m.message);
}

describe("lint refuses imports across the layers", () => {
  it.each([
    ["src/domain/x.ts", 'import { useState } from "react"; export const s = useState;', /src\/domain is pure/],
    ["src/domain/x.ts", 'import { STORAGE_KEYS } from "../stores/storage-keys.ts"; export const k = STORAGE_KEYS;', /src\/domain is pure/],
    ["server/x.ts", 'import { callApi } from "../src/api/call-api.ts"; export const c = callApi;', /server\/ imports only src\/domain/],
    ["src/ui/x.tsx", 'import { SearchPage } from "../features/search/SearchPage.tsx"; export const p = SearchPage;', /src\/ui is the kit/],
    ["src/features/search/x.ts", 'import ky from "ky"; export const k = ky;', /ky is used only in src\/api/],
    ["src/features/results/x.ts", 'import Map from "ol/Map.js"; export const m = Map;', /OpenLayers is used only in src\/map/],
    ["src/offline/x.ts", 'import { get } from "idb-keyval"; export const g = get;', /storage layer in src\/stores/],
    ["sw/x.ts", 'import { useSnapshot } from "../src/stores/snapshot-store.ts"; export const u = useSnapshot;', /sw\/ imports Workbox, valibot, idb-keyval .*, src\/domain/],
    ["sw/x.ts", 'import { registerServiceWorker } from "../src/offline/register-sw.ts"; export const r = registerServiceWorker;', /sw\/ imports Workbox, valibot, idb-keyval .*, src\/domain/],
    ["sw/x.ts", 'import { createElement } from "react"; export const c = createElement;', /sw\/ imports Workbox, valibot, idb-keyval .*, src\/domain/],
    ["server/process/x.ts", 'import { fail } from "../http/envelope.ts"; export const f = fail;', /server\/process .* imports no other server room/],
    ["server/http/x.ts", 'import { rateLimit } from "../limits/rate-limit.ts"; export const r = rateLimit;', /server\/http .* imports no area room/],
    ["server/http/x.ts", 'import { searchRoute } from "../search/search-route.ts"; export const r = searchRoute;', /server\/http .* imports no area room/],
    ["server/limits/x.ts", 'import { ingest } from "../feed/ingest.ts"; export const i = ingest;', /server\/limits .* imports only http, db/],
    ["server/web/x.ts", 'import { clientIp } from "../limits/client-ip.ts"; export const c = clientIp;', /server\/web .* imports only http, i18n and src\/domain/],
    ["server/stations/x.ts", 'import { nearbySearchRoute } from "../search/search-route.ts"; export const r = nearbySearchRoute;', /server\/stations imports neither search\/ nor routes\//],
    ["server/feed/x.ts", 'import { createStationCatalog } from "../stations/station-catalog.ts"; export const c = createStationCatalog;', /server\/feed makes the stations/],
    ["bench/x.ts", 'import { ResultsView } from "../src/features/results/ResultsView.tsx"; export const r = ResultsView;', /bench\/ imports no screen code/],
  ])("%s: %s", async (file, code, message) => {
    expect(await layerErrors(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ["src/domain/x.ts", 'import * as v from "valibot"; import { FUELS } from "./fuels.ts"; export const a = [v, FUELS];'],
    ["server/x.ts", 'import { FUELS } from "../src/domain/fuels.ts"; export const f = FUELS;'],
    ["sw/x.ts", 'import { CACHE_HEADER } from "../src/offline/cache-header.ts"; import { FUELS } from "../src/domain/fuels.ts"; import { urlKey } from "./post-cache.ts"; export const a = [CACHE_HEADER, FUELS, urlKey];'],
    ["src/api/x.ts", 'import ky from "ky"; export const k = ky;'],
    ["server/limits/x.ts", 'import type { Db } from "../db/db.ts"; import { ok } from "../http/envelope.ts"; export const a = [ok] as unknown as Db;'],
    ["server/web/x.ts", 'import { ok } from "../http/envelope.ts"; import { FUELS } from "../../src/domain/fuels.ts"; export const a = [ok, FUELS];'],
    ["server/db/x.ts", 'import { createLoopBusy } from "../process/loop-busy.ts"; export const l = createLoopBusy;'],
    ["src/map/x.ts", 'import Map from "ol/Map.js"; export const m = Map;'],
    ["src/stores/x.ts", 'import { get } from "idb-keyval"; export const g = get;'],
  ])("lets %s import what its layer may", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
