// The route client main.ts starts with: the public OSRM demo unless ROUTING_URL names another
// router, none with ROUTING_URL=off (the endpoint then answers 503).
import type { RoutingConfig } from "../config.ts";
import { createOsrmClient, defaultMinIntervalMs, type RouteClient } from "./osrm-client.ts";

export function routeClientFromConfig(config: RoutingConfig): { client: RouteClient | undefined; description: string } {
  if (!config.url) return { client: undefined, description: "ROUTING_URL=off: /api/rutas/calcular responde 503" };
  const client = createOsrmClient({ baseUrl: config.url, timeoutMs: config.timeoutMs, userAgent: config.userAgent });
  const demo = defaultMinIntervalMs(config.url) > 0 ? " (demo pública: máximo 1 petición por segundo)" : "";
  return { client, description: `${config.url}${demo}` };
}
