// The route pattern a request is logged and measured by ("/api/alertas/baja/:token"), never its path:
// a path can carry a token. An error thrown in a middleware (a body read) is put down to the route the
// request was for, the last one matched for its method, rather than to the middleware's "/api/*".
import type { Context } from "hono";
import { matchedRoutes, routePath } from "hono/route";

/** After the handlers ran: the route that answered. */
export const answeringRoute = (c: Context): string => routePath(c) || "*";

/** In the error handler: the route the request was meant for. */
export function intendedRoute(c: Context): string {
  const forMethod = matchedRoutes(c).filter((route) => route.method !== "ALL");
  return forMethod.at(-1)?.path ?? answeringRoute(c);
}
