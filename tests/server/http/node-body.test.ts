// JSON bodies on the real Node server (@hono/node-server), read straight from the IncomingMessage:
// limits decided from Content-Length, chunked bodies still limited, uploads untouched.
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiClient, createTestApp, type TestApp } from "../../helpers/community-app.ts";
import { jpegWithGps } from "../../helpers/image-fixtures.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { captureLogs } from "../../helpers/captured-logs.ts";

describe("JSON bodies on the real Node server", () => {
  let t: TestApp;
  let server: ServerType;
  let base = "";
  let api: ApiClient;
  let token = "";

  beforeAll(async () => {
    t = await createTestApp(TEST_DB_KINDS[0]!);
    token = await t.signUp("nodebody@example.es");
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The same PWA-like client, over the network.
    const overHttp = { request: (p: string, init?: RequestInit) => fetch(base + p, init) } as unknown as Hono;
    api = await new ApiClient(overHttp).init();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.dispose();
  });

  /** A raw POST with Transfer-Encoding: chunked (no Content-Length). */
  const chunkedPost = (path: string, chunks: string[]) =>
    new Promise<{ status: number; body: { message: string | null } }>((resolve, reject) => {
      const req = httpRequest(base + path, {
        method: "POST",
        headers: { ...api.headers(), "content-type": "application/json", "transfer-encoding": "chunked" },
      }, (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => { data += d; });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) as { message: string | null } }));
      });
      req.on("error", reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  it("answers a normal search", async () => {
    const res = await api.post<{ rotulo: string }[]>("/api/gasolinaeco/search", { distancia: 10, producto: "95", latitud: "40.4169", longitud: "-3.7035" });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.entity.map((s) => s.rotulo)).toContain("REPSOL SOL");
  });

  it("answers an empty body and a chunked small body", async () => {
    expect((await api.post("/api/configuracion/obtenerconfig", "")).status).toBe(200);
    const res = await chunkedPost("/api/gasolinaeco/search", ['{"distancia":10,"producto":"95",', '"latitud":"40.4169","longitud":"-3.7035"}']);
    expect(res.status).toBe(200);
  });

  it("rejects invalid JSON with a 400 in Spanish", async () => {
    const res = await api.post("/api/gasolinaeco/search", "{no es json");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("El cuerpo de la petición no es JSON válido");
  });

  it("rejects a 20 KB body with a 413", async () => {
    const res = await api.post("/api/gasolinaeco/search", { distancia: 10, producto: "95", latitud: "40.4169", longitud: "-3.7035", relleno: "x".repeat(20 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/demasiado grande/);
  });

  it("rejects an oversized chunked body (no Content-Length) with a 413", async () => {
    const res = await chunkedPost("/api/gasolinaeco/search", ['{"relleno":"', ...Array.from({ length: 20 }, () => "x".repeat(1024)), '"}']);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/demasiado grande/);
  });

  it("still takes a multipart photo upload", async () => {
    const res = await api.upload<{ ancho: number; alto: number }>(await jpegWithGps(), { token, ideess: "1001" });
    expect(res.status).toBe(200);
    expect(res.body.entity).toMatchObject({ ancho: 800, alto: 600 });
  });

  it("logs one line, not a stack trace, when a client hangs up in the middle of its body", async () => {
    const logs = captureLogs();
    try {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1");
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      const headers = Object.entries({ ...api.headers(), "content-type": "application/json", "transfer-encoding": "chunked" })
        .map(([name, value]) => `${name}: ${value}\r\n`).join("");
      socket.write(`POST /api/token/login HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n5\r\n{"a":\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await vi.waitFor(() => expect(logs.lines.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 100));
      // One line, a warning with no stack trace; the request observer adds nothing (nobody was answered).
      expect(logs.lines.filter((line: Record<string, unknown>) => line.level !== "info")).toEqual([
        expect.objectContaining({ level: "warn", part: "http", method: "POST", route: "/api/token/login", msg: "el cliente cortó la conexión antes de enviar todo el cuerpo" }),
      ]);
      expect(JSON.stringify(logs.lines)).not.toContain("stack");
    } finally {
      logs.restore();
    }
  });
});
