// The public configuration the server answers holds exactly the fields of its contract, made from
// the environment.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { publicConfig } from "../../src/domain/contract/public-config.ts";

const ENV = { JWT_SECRET: "public-config-tests-secret-0123456789ab", DATA_DIR: "/tmp/gasolinaeco-test-unused" };

describe("the public configuration", () => {
  it("has every field of the contract and no other", () => {
    expect(v.safeParse(v.strictObject(publicConfig.entries), loadConfig(ENV).publicConfig).success).toBe(true);
  });

  it("shows the contact address and the tiles the environment sets", () => {
    const config = loadConfig({ ...ENV, CONTACT_EMAIL: "hola@example.org", TILE_URL: "https://t.example.org/{z}/{x}/{y}.png" }).publicConfig;
    expect(config.contactEmail).toBe("hola@example.org");
    expect(config.tiles.url).toBe("https://t.example.org/{z}/{x}/{y}.png");
  });

  it("keeps no secret", () => {
    const text = JSON.stringify(loadConfig({ ...ENV, ADMIN_TOKEN: "admin-token-0123456789abcdef", SMTP_URL: "smtp://u:pw@mail.example.org" }).publicConfig);
    expect(text).not.toMatch(/public-config-tests-secret|admin-token|pw@/);
  });
});
