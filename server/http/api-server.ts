// The Node HTTP server of the API host: Hono answers every call; the search fast path answers valid
// nearby searches before it, with the same bytes (server/http/search-fast-path.ts).
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { withSearchFastPath, type SearchFastPathOptions } from "./search-fast-path.ts";

export function createApiServer(app: Hono, options: { hostname: string; searchFastPath: SearchFastPathOptions }): Server {
  return createServer(withSearchFastPath(options.searchFastPath, getRequestListener(app.fetch, { hostname: options.hostname })));
}
