// The Node HTTP server of the API host: every request goes to the Hono app (server/app.ts).
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";

export function createApiServer(app: Hono, options: { hostname: string }): Server {
  return createServer(getRequestListener(app.fetch, { hostname: options.hostname }));
}
