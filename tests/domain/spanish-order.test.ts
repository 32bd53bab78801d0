import { describe, expect, it } from "vitest";
import { compareSpanish } from "../../src/domain/spanish-order.ts";

describe("compareSpanish", () => {
  it("sorts accented provinces beside their neighbours, not after Z", () => {
    expect(["CUENCA", "ÁVILA", "CÁDIZ", "ZARAGOZA", "ÁLAVA", "ASTURIAS", "BADAJOZ"].sort(compareSpanish)).toEqual([
      "ÁLAVA", "ASTURIAS", "ÁVILA", "BADAJOZ", "CÁDIZ", "CUENCA", "ZARAGOZA",
    ]);
  });

  it("puts Ñ after N and ignores case", () => {
    expect(["ñandú", "Nube", "oso", "nave"].sort(compareSpanish)).toEqual(["nave", "Nube", "ñandú", "oso"]);
  });
});
