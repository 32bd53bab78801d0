// A local router on 127.0.0.1 that answers in OSRM's exact /route/v1 format with the routes a test
// gives it, or with the failure a test asks for (NoRoute, silence, garbage). Always close() it.
// Its /table/v1 answers OSRM's table format: every pair's straight line × TABLE_ROAD_FACTOR (not the
// estimate's 1.3, so a test can tell the router's figure from the estimate), at TABLE_SPEED_KMH.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { encodePolyline, type FlatPath } from "../../../src/domain/polyline.ts";
import { routeLengthKm } from "../../../src/domain/route-geometry.ts";
import { haversineKm } from "../../../src/domain/geo.ts";

export const TABLE_ROAD_FACTOR = 1.5;
export const TABLE_SPEED_KMH = 40;

/** OSRM's table body for "lon,lat;lon,lat;…": every source to every destination, metres and seconds. */
export function osrmTableBody(coordinates: string) {
  const points = coordinates.split(";").map((pair) => pair.split(",").map(Number) as [number, number]);
  const metres = points.map(([lonA, latA]) => points.map(([lonB, latB]) => Math.round(haversineKm(latA, lonA, latB, lonB) * TABLE_ROAD_FACTOR * 10_000) / 10));
  const durations = metres.map((row) => row.map((m) => Math.round((m / (TABLE_SPEED_KMH / 3.6)) * 10) / 10));
  const waypoints = points.map(([lon, lat]) => ({ hint: "fake", distance: 0, name: "", location: [lon, lat] }));
  return { code: "Ok", distances: metres, durations, sources: waypoints, destinations: waypoints };
}

export interface RecordedRequest {
  path: string;
  userAgent: string | undefined;
}

export type FakeAnswer =
  | { kind: "route"; path: FlatPath }
  | { kind: "status"; status: number; body: unknown }
  | { kind: "raw"; status: number; text: string }
  | { kind: "silence" };

export interface FakeOsrm {
  url: string;
  requests: RecordedRequest[];
  /** What the next requests get (until changed). */
  answer(next: FakeAnswer): void;
  close(): Promise<void>;
}

/** OSRM's success body for a path: geometry polyline6, distance in m, duration in s, one leg. */
export function osrmRouteBody(path: FlatPath) {
  const points: [number, number][] = [];
  for (let i = 0; i < path.length; i += 2) points.push([path[i]!, path[i + 1]!]);
  const distance = Math.round(routeLengthKm(path) * 10_000) / 10; // m, one decimal as OSRM gives
  const duration = Math.round((distance / (100 / 3.6)) * 10) / 10; // at 100 km/h
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return {
    code: "Ok",
    routes: [{
      geometry: encodePolyline(points, 6),
      legs: [{ steps: [], summary: "", weight: duration, duration, distance }],
      weight_name: "routability",
      weight: duration,
      duration,
      distance,
    }],
    waypoints: [
      { hint: "fake-hint-origin", distance: 3.2, name: "", location: [first[1], first[0]] },
      { hint: "fake-hint-destination", distance: 1.7, name: "", location: [last[1], last[0]] },
    ],
  };
}

export const NO_ROUTE: FakeAnswer = { kind: "status", status: 400, body: { code: "NoRoute", message: "Impossible route between points" } };

/** `table: false`: /table/v1 gets the current answer like any other path (a router without it). */
export async function startFakeOsrm(initial: FakeAnswer, options: { table?: boolean } = {}): Promise<FakeOsrm> {
  let current = initial;
  const tableOn = options.table ?? true;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({ path: req.url ?? "", userAgent: req.headers["user-agent"] });
    const table = /^\/table\/v1\/driving\/([^?]+)/.exec(req.url ?? "");
    if (table && tableOn) {
      res.writeHead(200, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(osrmTableBody(decodeURIComponent(table[1]!))));
      return;
    }
    const answer = current;
    if (answer.kind === "silence") {
      hanging.add(res); // never answered: the client must give up on its own
      return;
    }
    if (answer.kind === "raw") {
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.text);
      return;
    }
    const [status, body] = answer.kind === "route" ? [200, osrmRouteBody(answer.path)] : [answer.status, answer.body];
    res.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      current = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
