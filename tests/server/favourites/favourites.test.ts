// The favourite stations kept with the account: list, add, remove, the merge the app sends on
// login (union, nothing lost), ownership, bad input (400, nothing stored), deletion with the account,
// and the public batch of current prices the /favoritas screen reads online.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StationInfo } from "../../../src/domain/contract/stations.ts";
import { MAX_FAVOURITES } from "../../../src/domain/favourites.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";

// About the favourites kept with an account, not the password hash: a cheaper argon2id for the hundred-odd
// sign-ups and logins (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

type Entry = { id: string; rotulo: string; direccion: string; desde: string };

describe.each(TEST_DB_KINDS)("favourite stations ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let users = 0;
  /** A new account for each test: no test sees another's list. */
  const newUser = () => t.signUp(`favoritas${++users}@example.es`);
  const list = async (token: string) => (await api.get<Entry[]>("/api/favoritas", { token })).body.entity.map((f) => f.id);
  const add = (token: string, id: unknown) => api.post<Entry[]>("/api/favoritas/anadir", { id }, { token });
  const remove = (token: string, id: unknown) => api.post<Entry[]>("/api/favoritas/quitar", { id }, { token });
  const merge = (token: string, body: unknown) => api.post<Entry[]>("/api/favoritas/fusionar", body, { token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
  });
  afterAll(async () => { await t.dispose(); });

  it("starts with an empty list", async () => {
    expect(await list(await newUser())).toEqual([]);
  });

  it("adds a station and lists it with its sign, address and the time it was added", async () => {
    const token = await newUser();
    const res = await add(token, "1001");
    expect(res.status).toBe(200);
    const [entry] = (await api.get<Entry[]>("/api/favoritas", { token })).body.entity;
    expect(entry).toEqual({ id: "1001", rotulo: "REPSOL SOL", direccion: "CALLE MAYOR, 1", desde: t.clock.now.toISOString() });
  });

  it("lists favourites in the order they were added", async () => {
    const token = await newUser();
    await add(token, "1003");
    t.clock.advance(1000);
    await add(token, "1001");
    expect(await list(token)).toEqual(["1003", "1001"]);
  });

  it("adding the same station twice keeps it once", async () => {
    const token = await newUser();
    await add(token, "1002");
    expect((await add(token, "1002")).status).toBe(200);
    expect(await list(token)).toEqual(["1002"]);
  });

  it("removes a station", async () => {
    const token = await newUser();
    await add(token, "1001");
    await add(token, "1002");
    expect((await remove(token, "1001")).body.entity.map((f) => f.id)).toEqual(["1002"]);
    expect(await list(token)).toEqual(["1002"]);
  });

  it("answers 404 to a station the feed does not know, and stores nothing", async () => {
    const token = await newUser();
    const res = await add(token, "424242");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Estación no encontrada");
    expect(await list(token)).toEqual([]);
  });

  it.each([
    ["no id", {}, "id de estación obligatorio"],
    ["an id that is not a station id", { id: "12a" }, "id de estación no válido"],
    ["an object as id", { id: { $ne: null } }, "id de estación obligatorio"],
  ])("answers 400 in Spanish to %s, and stores nothing", async (_, body, message) => {
    const token = await newUser();
    const res = await api.post("/api/favoritas/anadir", body, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain(message);
    expect(await list(token)).toEqual([]);
  });

  it("answers 400 to a merge whose ids are not a list, and changes nothing", async () => {
    const token = await newUser();
    await add(token, "1001");
    const res = await merge(token, { ids: "1002", quitar: ["1001"] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("ids: se esperaba una lista de ids de estación");
    expect(await list(token)).toEqual(["1001"]);
  });

  it("answers 400 to a merge with more ids than the limit", async () => {
    const token = await newUser();
    const ids = Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => String(5000 + i));
    const res = await merge(token, { ids });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`ids: como máximo ${MAX_FAVOURITES} estaciones`);
  });

  it("merges the device's list on login as a union: nothing of either side is lost", async () => {
    const token = await newUser();
    await add(token, "1001");
    await add(token, "1002");
    const res = await merge(token, { ids: ["1002", "1003", "2001"] });
    expect(res.status).toBe(200);
    expect(res.body.entity.map((f) => f.id)).toEqual(["1001", "1002", "1003", "2001"]);
    expect(await list(token)).toEqual(["1001", "1002", "1003", "2001"]);
  });

  it("a merge removes what the device removed and leaves out stations the feed does not know", async () => {
    const token = await newUser();
    await add(token, "1001");
    await add(token, "1002");
    const res = await merge(token, { ids: ["1003", "999999"], quitar: ["1001"] });
    expect(res.body.entity.map((f) => f.id)).toEqual(["1002", "1003"]);
  });

  it("a favourite of one account is not seen nor removed by another", async () => {
    const ana = await newUser();
    const luis = await newUser();
    await add(ana, "1001");
    expect(await list(luis)).toEqual([]);
    await remove(luis, "1001");
    await merge(luis, { ids: [], quitar: ["1001"] });
    expect(await list(ana)).toEqual(["1001"]);
  });

  it.each([
    ["GET", "/api/favoritas"],
    ["POST", "/api/favoritas/anadir"],
    ["POST", "/api/favoritas/quitar"],
    ["POST", "/api/favoritas/fusionar"],
  ])("%s %s needs a session (401)", async (method, path) => {
    const res = method === "GET" ? await api.get(path) : await api.post(path, { id: "1001", ids: ["1001"] });
    expect(res.status).toBe(401);
  });

  it("a change without the XSRF header is refused and stores nothing", async () => {
    const token = await newUser();
    const res = await api.post("/api/favoritas/anadir", { id: "1001" }, { token, xsrf: false });
    expect(res.status).toBe(403);
    expect(await list(token)).toEqual([]);
  });

  it("refuses to add past the limit", async () => {
    const token = await newUser();
    const userId = (await t.db.query<{ id: string }>("select id from users where email = $1", [`favoritas${users}@example.es`]))[0]!.id;
    await t.db.query(
      "insert into favourite_stations (user_id, station_id, created_at) select $1, (9000 + n)::text, now() from generate_series(1, $2::int) n",
      [userId, MAX_FAVOURITES]);
    const res = await add(token, "1001");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Ya tienes ${MAX_FAVOURITES} favoritas: quita alguna para añadir otra.`);
    expect((await list(token))).not.toContain("1001");
  });

  it("'Borrar todos mis datos' deletes the account's favourites", async () => {
    const token = await newUser();
    const email = `favoritas${users}@example.es`;
    await add(token, "1001");
    await add(token, "1003");
    const before = await t.db.query("select 1 from favourite_stations f join users u on u.id = f.user_id where u.email = $1", [email]);
    expect(before).toHaveLength(2);
    expect((await api.post("/api/users/borrarusuario", {}, { token })).status).toBe(200);
    const rows = await t.db.query("select count(*)::int as n from favourite_stations f left join users u on u.id = f.user_id where u.id is null");
    expect(rows).toEqual([{ n: 0 }]);
    const again = await t.signUp(email);
    expect(await list(again)).toEqual([]);
  });

  it("answers every malformed body with a Spanish 4xx failure, never a 500", async () => {
    const token = await newUser();
    const values: unknown[] = [
      null, true, 1, -1, 1e308, "", " ", "\u0000", "1001", "0001001", "x".repeat(5000), [], ["1001"], [null], [["1001"]],
      {}, { $ne: null }, Array(MAX_FAVOURITES + 1).fill("1001"), Array(MAX_FAVOURITES).fill("1001"),
    ];
    const fields: Record<string, string[]> = {
      "/api/favoritas/anadir": ["id"], "/api/favoritas/quitar": ["id"], "/api/favoritas/fusionar": ["ids", "quitar"], "/api/favoritas/precios": ["ids"],
    };
    const answers: string[] = [];
    for (const [path, names] of Object.entries(fields)) {
      for (const body of ["{", "[]", "null", "\"texto\""]) {
        const res = await api.post(path, body, { token });
        answers.push(`${path} ${body} → ${res.status} ${String(res.body.success)}`);
      }
      for (const name of names) {
        for (const value of values) {
          const res = await api.post(path, { [name]: value }, { token });
          const fine = res.status === 200 ? res.body.success === true : res.status >= 400 && res.status < 500 && res.body.success === false && /^[^<]+$/.test(res.body.message ?? "");
          if (!fine) answers.push(`${path} ${name}=${JSON.stringify(value).slice(0, 40)} → ${res.status}`);
        }
      }
    }
    expect(answers.filter((a) => !/ → 4\d\d false$/.test(a))).toEqual([]);
  });

  describe("current prices of a list of stations", () => {
    const prices = (body: unknown) => api.post<StationInfo[]>("/api/favoritas/precios", body);

    it("answers every fuel each station sells, in the order asked, without a session", async () => {
      const res = await prices({ ids: ["1003", "1001"] });
      expect(res.status).toBe(200);
      expect(res.body.entity.map((s) => s.id)).toEqual(["1003", "1001"]);
      expect(res.body.entity[0]!.productos.map((p) => [p.producto, p.precio])).toEqual([
        ["gasoleoA", 1.399], ["gasolina95", 1.499], ["glp", 0.899],
      ]);
      expect(res.body.entity[1]!).toMatchObject({ rotulo: "REPSOL SOL", open: true, gps: { latitud: 40.417, longitud: -3.704 } });
    });

    it("flags an implausible price as the station page does", async () => {
      await t.db.query("update station_prices set precio = 0.3 where station_id = '1003' and producto = 'glp'");
      await t.ctx.catalog.reload();
      try {
        const [favourite] = (await prices({ ids: ["1003"] })).body.entity;
        const station = (await api.post<StationInfo>("/api/gasolinaeco/searchstation", { id: "1003" })).body.entity;
        expect(favourite!.productos.find((p) => p.producto === "glp")).toMatchObject({ precio: 0.3, dudoso: "fuera_de_rango" });
        expect(favourite!.productos).toEqual(station.productos);
      } finally {
        await t.db.query("update station_prices set precio = 0.899 where station_id = '1003' and producto = 'glp'");
        await t.ctx.catalog.reload();
      }
    });

    it("leaves out stations the feed does not know", async () => {
      expect((await prices({ ids: ["999999", "2001"] })).body.entity.map((s) => s.id)).toEqual(["2001"]);
    });

    it.each([
      ["an empty list", { ids: [] }, "ids: indica al menos una estación"],
      ["no list", {}, "ids: se esperaba una lista de ids de estación"],
      ["a bad id", { ids: ["1001", "x"] }, "id de estación no válido"],
    ])("answers 400 in Spanish to %s", async (_, body, message) => {
      const res = await prices(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
  });
});
