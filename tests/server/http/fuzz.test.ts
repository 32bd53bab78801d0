// A bounded, deterministic fuzz of every account/community call and the station calls: thousands of
// malformed requests (invalid JSON, wrong types, missing fields, huge strings, arrays, null, broken
// multipart, bad tokens, missing XSRF). Every answer must be a JSON failure with a 4xx status the
// API documents (or a 200 success for the rare valid one), never a 500, and the server keeps
// answering. PGlite only: the point is the HTTP layer, not the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { pngHeaderClaiming } from "../../helpers/image-fixtures.ts";
import { mulberry32 } from "../../helpers/seeded-random.ts";

const SEED = 20260504;
const REQUESTS = 3000;
const ALLOWED = new Set([200, 304, 400, 401, 403, 404, 409, 413, 429]);

const SPECIAL_STRINGS = [
  "", " ", "\u0000", "a\u0000b", "\ud800", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ñandú", "'; drop table users; --", "<script>alert(1)</script>",
  "../../etc/passwd", "%00", "NaN", "Infinity", "-1", "1e309", "40,41", "1001", "0001001", "95", "98", "diesel", "GLP",
  "fuzz@example.es", "FUZZ@EXAMPLE.ES", "no-es-un-correo", "ab".repeat(32), "secreto123", "true", "null", "{}", "[]",
  "\r\nBcc: x@example.es", "${jndi:ldap://x}", "__proto__", "constructor",
];

const FIELDS: Record<string, string[]> = {
  "/api/users/register": ["email", "password"],
  "/api/users/validaremail": ["guid"],
  "/api/users/reenviarvalidacion": [],
  "/api/users/setuserdata": ["username", "tipovehiculo", "istaxi", "marcavehiculo", "deposito"],
  "/api/users/borrarusuario": [],
  "/api/users/sendnavigateuser": ["userlogin", "externalID", "combustible"],
  "/api/users/obtenerultimosrepostajes": ["latitud", "longitud"],
  "/api/token/login": ["email", "password", "keep"],
  "/api/comentarios/post": ["stationid", "comentario", "valoracion"],
  "/api/comentarios/get": ["externalID"],
  "/api/imagenes/get": ["ideess"],
  "/api/gasolinaeco/contact": ["email", "asunto", "mensaje"],
  "/api/gasolinaeco/precioincorrecto": ["stationid", "producto", "precio", "comentario"],
  "/api/gasolinaeco/search": ["distancia", "producto", "latitud", "longitud", "timestamp"],
  "/api/gasolinaeco/searchstation": ["id"],
  "/api/configuracion/obtenerconfig": [],
  "/api/reporting/informemediaprovinciaproducto": [],
  "/api/reporting/informemediabanderaproducto": [],
  "/api/admin/comentarios/1/aprobar": [],
};
const GETS = [
  "/api/users/getuserdata", "/api/users/obtenertiposvehiculos", "/api/users/obtenermarcasvehiculos",
  "/api/gasolinaeco/getlastupdate", "/api/gasolinaeco/historico/{id}", "/api/imagenes/{id}", "/api/admin/comentarios",
];

class Fuzzer {
  private readonly next: () => number;
  constructor(seed: number) { this.next = mulberry32(seed); }
  int(min: number, max: number) { return min + Math.floor(this.next() * (max - min + 1)); }
  chance(p: number) { return this.next() < p; }
  pick<T>(list: readonly T[]): T { return list[this.int(0, list.length - 1)]!; }

  text(length = this.int(0, 30)): string {
    let s = "";
    for (let i = 0; i < length; i += 1) s += String.fromCharCode(this.chance(0.8) ? this.int(32, 126) : this.int(0, 0xffff));
    return s;
  }

  /** Header values must be bytes: printable ASCII only. */
  headerText(length: number): string {
    let s = "";
    for (let i = 0; i < length; i += 1) s += String.fromCharCode(this.int(33, 126));
    return s;
  }

  value(depth = 0): unknown {
    switch (this.int(0, 11)) {
      case 0: return null;
      case 1: return this.chance(0.5);
      case 2: return this.int(-1e6, 1e6);
      case 3: return this.pick([0, -0, 1, 5, 6, 50, 51, 1e308, -1e308, 1e-320, 0.5, 2 ** 53 + 1, -90.1, 180.5]);
      case 4: return this.text();
      case 5: return "x".repeat(this.pick([49, 50, 51, 199, 200, 201, 499, 500, 501, 5000]));
      case 6: case 7: return this.pick(SPECIAL_STRINGS);
      case 8: return depth > 2 ? [] : Array.from({ length: this.int(0, 3) }, () => this.value(depth + 1));
      case 9: return depth > 2 ? {} : { [this.pick(["a", "email", "__proto__", "id"])]: this.value(depth + 1) };
      case 10: return String(this.int(1, 3000));
      default: return this.pick([true, false, "1001", "1002", "95", "diesel", "fuzz@example.es", "secreto123", 3, 40.4169, -3.7035]);
    }
  }

  /** A JSON body text for an endpoint's fields: mostly objects, sometimes anything else. */
  body(fields: readonly string[]): string {
    switch (this.int(0, 9)) {
      case 0: return this.pick(["{", "[1,", "nul", "{\"a\":}", "\u0000", "\ufeff{}", "{'a':1}", "undefined", "{\"email\":\"a\"", this.text(40)]);
      case 1: return JSON.stringify(this.pick([null, 1, "texto", true, [], [{}], [1, 2, 3]]));
      case 2: return "";
      case 3: return "[".repeat(this.int(100, 5000)) + "]".repeat(this.int(0, 5000));
      case 4: return JSON.stringify({ pad: "x".repeat(this.int(16_000, 40_000)) });
      default: {
        const body: Record<string, unknown> = {};
        for (const field of fields) if (this.chance(0.8)) body[field] = this.value();
        if (this.chance(0.2)) body[this.text(8)] = this.value();
        return JSON.stringify(body);
      }
    }
  }

  multipart(): { body: BodyInit; contentType?: string } {
    const kind = this.int(0, 5);
    if (kind === 0) return { body: `--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n${this.text(50)}`, contentType: "multipart/form-data; boundary=x" };
    if (kind === 1) return { body: this.body(["file", "ideess"]), contentType: "application/json" };
    if (kind === 2) return { body: this.text(100), contentType: this.pick(["multipart/form-data", "multipart/form-data; boundary=", "text/plain", "image/jpeg"]) };
    const form = new FormData();
    const bytes = this.pick([
      () => new Uint8Array(Array.from({ length: this.int(0, 2000) }, () => this.int(0, 255))),
      () => new Uint8Array([0xff, 0xd8, 0xff, ...Array.from({ length: this.int(0, 500) }, () => this.int(0, 255))]),
      () => new Uint8Array(pngHeaderClaiming(this.int(0, 100_000), this.int(0, 100_000))),
      () => new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, ...Array.from({ length: 40 }, () => this.int(0, 255))]),
    ])();
    if (this.chance(0.8)) form.append("file", this.chance(0.85) ? new File([bytes], this.pick(["a.jpg", "a.php", "", "../x"])) : this.text(10));
    if (this.chance(0.8)) form.append("ideess", String(this.value()));
    return { body: form };
  }
}

const pglite = TEST_DB_KINDS.filter((k) => k.name === "pglite");

describe.each(pglite)("fuzzing every endpoint ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let token = "";
  const failures: string[] = [];

  beforeAll(async () => {
    // Login and registration keep their real limits: they are what bounds the argon2 work.
    t = await createTestApp(kind, {
      // Each request from an address of its own (TRUST_PROXY): wrong admin tokens are answered one a
      // second per address, which would otherwise stretch the run to minutes.
      env: { RATE_REGISTER_PER_HOUR: "10", RATE_LOGIN_FAILURES_PER_MIN: "10", ADMIN_TOKEN: "fuzz-admin-token-000000000000000", TRUST_PROXY: "1" },
    });
    api = await t.client();
    token = await t.signUp("fuzz@example.es", { password: "secreto123" });
  });
  afterAll(async () => { await t.dispose(); });

  it(`answers ${REQUESTS} malformed requests with documented 4xx failures, never a 500`, async () => {
    const fz = new Fuzzer(SEED);
    const forged = token.split(".").slice(0, 2).join(".") + ".AAAA";
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i += 1) {
      const headers: Record<string, string> = { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
      const xsrfMode = fz.int(0, 9);
      if (xsrfMode < 7) Object.assign(headers, { cookie: `XSRF-TOKEN=${api.xsrf}`, "x-xsrf-token": api.xsrf });
      else if (xsrfMode === 7) Object.assign(headers, { cookie: `XSRF-TOKEN=${api.xsrf}`, "x-xsrf-token": fz.headerText(43) });
      const tokenMode = fz.int(0, 9);
      if (tokenMode < 6) headers.authorization = `Bearer ${token}`;
      else if (tokenMode === 6) headers.authorization = fz.pick([`Bearer ${forged}`, "Bearer", `Bearer ${fz.headerText(20)}`, fz.headerText(30), "Bearer fuzz-admin-token-000000000000000"]);

      let path: string;
      let init: RequestInit;
      const shape = fz.int(0, 19);
      if (shape < 2) {
        const raw = String(fz.value()).replace(/[\ud800-\udfff]/g, "?");
        const id = fz.chance(0.1) ? fz.pick(["%E0%A4%A", "%ff", "%", "..%2F..%2Fetc", "%00"]) : encodeURIComponent(raw);
        path = fz.pick(GETS).replace("{id}", id) + (fz.chance(0.2) ? `?dias=${encodeURIComponent(fz.headerText(4))}` : "");
        init = { headers };
      } else if (shape < 4) {
        path = "/api/imagenes/post";
        const { body, contentType } = fz.multipart();
        if (contentType) headers["content-type"] = contentType;
        init = { method: "POST", headers, body };
      } else {
        path = fz.pick(Object.keys(FIELDS));
        // Account deletion with the good token would end the fuzz user's run early: forged there.
        if (path === "/api/users/borrarusuario" && headers.authorization === `Bearer ${token}`) headers.authorization = `Bearer ${forged}`;
        headers["content-type"] = fz.pick(["application/json", "application/json", "text/plain", "application/x-www-form-urlencoded"]);
        init = { method: "POST", headers, body: fz.body(FIELDS[path]!) };
      }

      const res = await t.app.request(path, init);
      const where = `#${i} ${init.method ?? "GET"} ${path} → ${res.status}`;
      if (!ALLOWED.has(res.status)) { failures.push(where); continue; }
      if (res.status === 304 || (path.startsWith("/api/imagenes/") && res.status === 200 && init.method === undefined)) continue;
      let body: { success?: unknown };
      try {
        body = await res.json();
      } catch {
        failures.push(`${where}: not JSON`);
        continue;
      }
      if (body.success !== (res.status === 200)) failures.push(`${where}: success=${String(body.success)}`);
    }
    console.log(`[fuzz] ${REQUESTS} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it("still answers normally afterwards", async () => {
    expect((await t.app.request("/api/health")).status).toBe(200);
    const search = await api.post<unknown[]>("/api/gasolinaeco/search", { distancia: 10, producto: "95", latitud: "40.4169", longitud: "-3.7035" });
    expect(search.body.success).toBe(true);
    expect((await api.get("/api/users/getuserdata", { token })).status).toBe(200);
  });
});
