// The route client main.ts starts with: the public OSRM demo unless ROUTING_URL names another
// router, none with ROUTING_URL=off (the endpoint then answers 503). The detour table only
// with a router of our own: the public demo's one request a second is for the routes themselves.
import type { RoutingConfig } from "../config.ts";
import { createOsrmClient, defaultMinIntervalMs, type RouteClient } from "./osrm-client.ts";
import { createOsrmTableClient, type DetourTableClient } from "./osrm-table.ts";

export const DETOUR_TABLE_TIMEOUT_MS = 2000;

export function routeClientFromConfig(config: RoutingConfig): { client: RouteClient | undefined; detourTable?: DetourTableClient; description: string } {
  if (!config.url) return { client: undefined, description: "ROUTING_URL=off: /api/rutas/calcular responde 503" };
  const client = createOsrmClient({ baseUrl: config.url, timeoutMs: config.timeoutMs, userAgent: config.userAgent });
  const isDemo = defaultMinIntervalMs(config.url) > 0;
  if (isDemo) return { client, description: `${config.url} (demo pública: máximo 1 petición por segundo; desvíos estimados)` };
  // The detours only refine an answer the estimate already gives: a slow table never holds a route search long.
  const detourTable = createOsrmTableClient({ baseUrl: config.url, timeoutMs: Math.min(config.timeoutMs, DETOUR_TABLE_TIMEOUT_MS), userAgent: config.userAgent });
  return { client, detourTable, description: config.url };
}
