import { describe, expect, it } from "vitest";
import { isPublicStation } from "../../src/domain/public-station.ts";

describe("isPublicStation", () => {
  it("says a station of public sale (P) is open to anyone", () => {
    expect(isPublicStation({ tipoVenta: "P" })).toBe(true);
  });

  it("says a members-only station (R) is not", () => {
    expect(isPublicStation({ tipoVenta: "R" })).toBe(false);
  });

  it("treats a station whose sale type the feed left empty as public, as the searches always have", () => {
    expect(isPublicStation({ tipoVenta: "" })).toBe(true);
  });
});
