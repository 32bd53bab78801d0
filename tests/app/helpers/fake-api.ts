// A small fake of the API at the fetch level: routes "METHOD /path" to canned answers and records every
// request (path, body, headers) so tests can assert what the app sent.
import { vi } from "vitest";

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (GET calls carry their input there). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type FakeReply = { status?: number; json?: unknown; headers?: Record<string, string> } | "network-error";
export type FakeRoute = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

export const success = (entity: unknown = null, message: string | null = null): FakeReply => ({
  status: 200,
  json: { success: true, message, entity },
});

export const refusal = (message: string, status = 200): FakeReply => ({
  status,
  json: { success: false, message, entity: null },
});

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) return Object.fromEntries((await request.formData()).entries());
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function installFakeApi(routes: Record<string, FakeRoute> = {}) {
  const calls: RecordedCall[] = [];
  const table = { ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(request),
      headers: request.headers,
    };
    calls.push(call);
    const route = table[`${call.method} ${call.path}`];
    const reply = typeof route === "function" ? await route(call) : route;
    if (reply === undefined) {
      return Response.json({ success: false, message: "Ruta de la API no encontrada", entity: null }, { status: 404 });
    }
    if (reply === "network-error") throw new TypeError("Failed to fetch");
    return new Response(reply.json === undefined ? null : JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json", ...reply.headers },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    route: (key: string, reply: FakeRoute) => {
      table[key] = reply;
    },
  };
}

/** A reply the test releases by hand, to look at the screen while a request is in flight. */
export function deferredReply() {
  let release!: (reply: FakeReply) => void;
  const reply = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { route: () => reply, release };
}
