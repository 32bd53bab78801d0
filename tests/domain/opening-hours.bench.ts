// `npx vitest bench --run tests/domain`: isStationOpenAt over a national search's worth of stations
// (12,000 real Horario texts, weighted as in the feed) at one instant, schedules already cached.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { bench, describe } from "vitest";
import { FEED_FILES, hasSharedData } from "../helpers/shared-data.ts";
import { isStationOpenAt } from "../../src/domain/opening-hours.ts";

interface FeedStation { Horario: string; IDProvincia: string }

function nationalStations(): FeedStation[] {
  if (!hasSharedData) return [{ Horario: "L-V: 07:00-22:00; S: 08:00-14:00", IDProvincia: "28" }];
  const feed = JSON.parse(gunzipSync(readFileSync(FEED_FILES.national20260415)).toString("utf8")) as { ListaEESSPrecio: FeedStation[] };
  return feed.ListaEESSPrecio.slice(0, 12_000);
}

// As the index holds them: Spanish stations with their hours and province.
const stations = nationalStations().map((s) => ({ pais: "ES", horario: s.Horario, idProvincia: s.IDProvincia }));
const notAlwaysOpen = stations.filter((s) => !s.horario.includes("24H"));
let minute = 0;

describe(`isStationOpenAt, ${stations.length} stations per iteration`, () => {
  bench("every station at one instant (a search)", () => {
    // A new minute each iteration, so the per-hour offset cache is exercised as in real searches.
    const at = new Date(Date.UTC(2026, 3, 15, 10, 0) + (minute++ % 600) * 60_000);
    for (const s of stations) isStationOpenAt(s, at);
  });

  bench("stations that are not open 24 hours", () => {
    const at = new Date(Date.UTC(2026, 3, 15, 10, 0) + (minute++ % 600) * 60_000);
    for (const s of notAlwaysOpen) isStationOpenAt(s, at);
  });
});
