// Background steps (the history back-fill's statements) wait for requests to leave the event loop
// alone: while a request is being answered by the API server the next step does not start, it starts
// soon after the answer, and a load that never pauses still lets one through now and then.
import { afterEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Hono } from "hono";
import { createApiServer } from "../../../server/process/api-server.ts";
import { giveWayToRequests, MAX_WAIT_MS, QUIET_MS } from "../../../server/process/give-way.ts";
import { msSinceRequests } from "../../../server/process/request-activity.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe("giving way to requests", () => {
  it("holds a background step while a request is answered and lets it run once the answer is sent", async () => {
    let answer!: () => void;
    const app = new Hono().get("/slow", () => new Promise<Response>((resolve) => (answer = () => resolve(new Response("ok")))));
    server = createApiServer(app, { hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.text());
    while (!answer) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(msSinceRequests()).toBe(0);

    let stepRan = false;
    const started = performance.now();
    const step = giveWayToRequests().then(() => (stepRan = true));
    await new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS / 2));
    expect(stepRan).toBe(false);

    answer();
    expect(await response).toBe("ok");
    await step;
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(MAX_WAIT_MS / 2 + QUIET_MS - 1);
    // Well before MAX_WAIT_MS: it ran because the request had gone, not because it had waited its longest.
    expect(waited).toBeLessThan(MAX_WAIT_MS - 100);
  });

  it("lets a step through after MAX_WAIT_MS under a load that never pauses", async () => {
    const started = performance.now();
    await giveWayToRequests(0, () => 0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(MAX_WAIT_MS - 1);
  });

  it("does not hold a step when no request came lately", async () => {
    const started = performance.now();
    await giveWayToRequests(0, () => QUIET_MS);
    expect(performance.now() - started).toBeLessThan(MAX_WAIT_MS / 2);
  });
});
