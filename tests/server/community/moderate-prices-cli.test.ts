// `npm run moderate` for reports of a wrong price, on an embedded database directory: lists them with
// the price seen beside the official one, then closes one as checked.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../../server/db/open-db.ts";
import { withFreshDatabase } from "../../helpers/fresh-data-dir.ts";
import { serverCliArgs } from "../../helpers/server-build.ts";
import { createPriceReportsRepository } from "../../../server/community/wrong-price-reports-repository.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

function moderateCli(args: string[], dataDir: string): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      serverCliArgs("moderate", args),
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

describe("npm run moderate for price reports", () => {
  let dir: string;
  let id = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-moderate-"));
    const db = await openDb({ dataDir: await withFreshDatabase(dir) });
    id = await createPriceReportsRepository(db).add(
      { stationId: "1736", producto: "gasoleoA", precioVisto: 1.339, precioOficial: 0.3, comentario: "Marca 1,339", userId: null },
      new Date("2026-05-04T09:00:00Z"),
    );
    await db.close();
  });
  afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

  it("lists a pending report with the price seen and the official one", async () => {
    const { code, stdout } = await moderateCli(["prices"], dir);
    expect(code).toBe(0);
    expect(stdout).toContain("estación 1736: 1 pendientes (0 de cuentas validadas, 1 anónimos)");
    expect(stdout).toContain(`  #${id}  gasoleoA  visto 1,339\u00a0€  oficial 0,300\u00a0€  2026-05-04T09:00:00.000Z  anónimo`);
    expect(stdout).toContain('"Marca 1,339"');
  });

  it("resolves it once, and then lists nothing", async () => {
    expect((await moderateCli(["resolve-price", String(id)], dir)).stdout).toBe(`${id}: hecho\n`);
    expect((await moderateCli(["dismiss-price", String(id)], dir)).code).toBe(1);
    expect((await moderateCli(["prices"], dir)).stdout).toBe("No hay avisos de precio pendientes.\n");
  });
});
