import { describe, expect, it } from "vitest";
import { tidyAddress } from "../../src/domain/address.ts";

describe("tidyAddress", () => {
  it("drops the comma left when the number is missing", () => {
    expect(tidyAddress("CALLE JOSE PAULETE, ")).toBe("CALLE JOSE PAULETE");
    expect(tidyAddress("CALLE JOSE PAULETE,")).toBe("CALLE JOSE PAULETE");
  });

  it("turns a doubled comma into one", () => {
    expect(tidyAddress("CALLE CALA BLANCA,, 9")).toBe("CALLE CALA BLANCA, 9");
    expect(tidyAddress("POLIGONO DE ROCES, Nº 5 - CARRETERA CARBONERA,, 2230")).toBe("POLIGONO DE ROCES, Nº 5 - CARRETERA CARBONERA, 2230");
  });

  it("keeps a decimal comma inside a kilometre point", () => {
    expect(tidyAddress(" CTRA NACIONAL 1 KM 318,8, ")).toBe("CTRA NACIONAL 1 KM 318,8");
  });

  it("drops separators at the start and spaces before a comma", () => {
    expect(tidyAddress(", CALLE MAYOR , 5")).toBe("CALLE MAYOR, 5");
  });

  it("leaves a complete address as it is", () => {
    expect(tidyAddress("AVENIDA DE LOS CONDES, SN")).toBe("AVENIDA DE LOS CONDES, SN");
  });
});
