// The Node request under @hono/node-server, for the reads that must not build a web Request: a
// header read through Hono's request makes a whole Headers object from the Node one, per call, and the
// body is read straight from the stream. The adapter hands the Node request to the app as its
// environment (its documented HttpBindings); without the adapter (app.request() in tests) these reads
// fall back to Hono's request.
import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

export function nodeIncoming(c: Context): IncomingMessage | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming;
}

/** A request header, by its lower-case name, as Hono's c.req.header gives it. */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = nodeIncoming(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The Node request while nothing has read its body yet. */
export function unreadIncoming(c: Context): IncomingMessage | undefined {
  const incoming = nodeIncoming(c);
  if (!incoming || incoming.readableDidRead || incoming.readableEnded || incoming.destroyed) return undefined;
  if (c.req.raw.bodyUsed) return undefined;
  return incoming;
}
