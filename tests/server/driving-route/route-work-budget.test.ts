// Route searches are limited per client address by the work they cost (route vertices × corridor
// km): a client looping on the largest accepted search gets two at once, then one every 5 s, while
// another client is served as usual; the budget refills with time.
import { describe, expect, it } from "vitest";
import { createWorkBudget } from "../../../server/limits/work-budget.ts";
import { ROUTE_WORK_SPENT } from "../../../server/routes/route-search.ts";
import { largestAcceptedRoute, MADRID } from "../../helpers/hostile-routes.ts";
import { routeTestApp } from "./route-app.ts";

const SEARCHRUTA = "/api/gasolinaeco/searchruta";
const RUTA = largestAcceptedRoute();

describe("route-search work per client", () => {
  const app = routeTestApp({ env: { TRUST_PROXY: "1" } });
  const search = async (from: string, desvioKm = 5) => {
    const res = await app.request(SEARCHRUTA, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ combustible: "diesel", latitud: MADRID[0], longitud: MADRID[1], ruta: RUTA, desvioKm }),
    });
    return { status: res.status, retryAfter: res.headers.get("retry-after"), message: ((await res.json()) as { message: string | null }).message };
  };

  it("answers a client two of the largest searches, then 429 with the wait and a Spanish message", async () => {
    expect((await search("203.0.113.1")).status).toBe(200);
    expect((await search("203.0.113.1")).status).toBe(200);
    const refused = await search("203.0.113.1");
    expect(refused).toEqual({ status: 429, retryAfter: "5", message: ROUTE_WORK_SPENT });
  });

  it("refuses a refused client's next search before reading its body, until the refused one is affordable", async () => {
    for (let i = 0; i < 3; i++) await search("203.0.113.5");
    const unread = await app.request(SEARCHRUTA, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.5" }, body: "{not json" });
    expect(unread.status).toBe(429);
  });

  it("still answers another client meanwhile", async () => {
    for (let i = 0; i < 3; i++) await search("203.0.113.2");
    expect((await search("203.0.113.3")).status).toBe(200);
  });

  it("charges by the corridor: the same route at 0,5 km costs a tenth", async () => {
    for (let i = 0; i < 20; i++) expect((await search("203.0.113.4", 0.5)).status).toBe(200);
  });
});

describe("work budget", () => {
  it("refills at its rate up to its capacity", () => {
    let t = 0;
    const budget = createWorkBudget({ perSecond: 10, capacity: 50, now: () => t });
    expect(budget.spend("a", 50)).toBe(0);
    expect(budget.spend("a", 20)).toBe(2);
    // Refused for 20: nothing more is read until 20 are there again.
    t += 1000;
    expect(budget.waitBeforeReading("a")).toBe(1);
    t += 1000;
    expect(budget.waitBeforeReading("a")).toBe(0);
    expect(budget.spend("a", 20)).toBe(0);
    t += 60_000;
    expect(budget.spend("a", 50)).toBe(0);
    expect(budget.spend("a", 1)).toBe(1);
  });
});
