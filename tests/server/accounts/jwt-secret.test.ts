import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadJwtSecret } from "../../../server/accounts/jwt-secret.ts";

describe("the token signing key", () => {
  let dataDir = "";
  beforeAll(async () => { dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-jwt-")); });
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }); });

  it("is JWT_SECRET when it is set", async () => {
    const key = await loadJwtSecret({ jwtSecret: "s".repeat(40), dataDir });
    expect(new TextDecoder().decode(key)).toBe("s".repeat(40));
  });

  it("is generated once into DATA_DIR/jwt-secret with mode 0600 and reused after a restart", async () => {
    const first = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    const second = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect((await stat(path.join(dataDir, "jwt-secret"))).mode & 0o777).toBe(0o600);
  });
});
