// The Node HTTP server of the API host: every request goes to the Hono app (server/app.ts), counted
// while it is answered (request-activity.ts) so background work can give way to it.
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { trackRequest } from "./request-activity.ts";

export function createApiServer(app: Hono, options: { hostname: string }): Server {
  const listener = getRequestListener(app.fetch, { hostname: options.hostname });
  return createServer((req, res) => {
    trackRequest(res);
    return listener(req, res);
  });
}
