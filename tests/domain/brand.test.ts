import { describe, expect, it } from "vitest";
import { KNOWN_BRANDS, normaliseBrand } from "../../src/domain/brand.ts";

describe("normaliseBrand", () => {
  it.each([
    ["REPSOL", "repsol"],
    ["CEPSA", "cepsa"],
    ["GALP", "galp"],
    ["SHELL", "shell"],
    ["BP", "bp"],
    ["Q8", "q8"],
    ["PETROPRIX", "petroprix"],
    ["ALCAMPO", "alcampo"],
    ["BALLENOIL", "ballenoil"],
    ["CAMPSA", "campsa"],
    ["CARREFOUR", "carrefour"],
  ])("recognises the SPEC logo brand %s", (rotulo, key) => {
    expect(normaliseBrand(rotulo)).toBe(key);
  });

  it("reads Moeve, Cepsa's new name, as cepsa", () => {
    expect(normaliseBrand(" MOEVE")).toBe("cepsa");
  });

  it("reads Petronor as repsol", () => {
    expect(normaliseBrand("PETRONOR")).toBe("repsol");
  });

  it.each([
    ["PLENERGY", "plenergy"],
    ["PLENOIL", "plenoil"],
    ["AVIA", "avia"],
    ["DISA AGAETE", "disa"],
    ["MEROIL, S.L.", "meroil"],
    ["BONAREA", "bonarea"],
    ["ESCLATOIL", "esclatoil"],
    ["EROSKI", "eroski"],
    ["EASYGAS", "easygas"],
    ["E.LECLERC", "leclerc"],
    ["AGIP", "eni"],
  ])("recognises the feed brand %s", (rotulo, key) => {
    expect(normaliseBrand(rotulo)).toBe(key);
  });

  it("finds the brand after other words", () => {
    expect(normaliseBrand("ES DULANTZI REPSOL")).toBe("repsol");
  });

  it("finds the brand followed by other words", () => {
    expect(normaliseBrand("BP OIL ESPAÑA, S.A.U.")).toBe("bp");
  });

  it("ignores case", () => {
    expect(normaliseBrand("Repsol")).toBe("repsol");
  });

  it("ignores accents", () => {
    expect(normaliseBrand("CÉPSA")).toBe("cepsa");
  });

  it("ignores extra spaces", () => {
    expect(normaliseBrand("  SHELL   CATENA ")).toBe("shell");
  });

  it("splits words on punctuation", () => {
    expect(normaliseBrand("GALP&GO")).toBe("galp");
  });

  it("finds a brand inside brackets", () => {
    expect(normaliseBrand("GAS RUNNER ( Q8)")).toBe("q8");
  });

  it("recognises a brand written in two words", () => {
    expect(normaliseBrand("GAS EXPRESS")).toBe("gasexpress");
  });

  it("does not match a brand inside a longer word", () => {
    expect(normaliseBrand("BPXX")).toBe("none");
  });

  it("does not read 'avia' in the middle of a place name", () => {
    expect(normaliseBrand("BP VALDAVIA")).toBe("bp");
  });

  it("gives the brand named first when two are named", () => {
    expect(normaliseBrand("REPSOL BP")).toBe("repsol");
  });

  it.each([["SIN RÓTULO"], ["NINGUNO"], [""], ["COOPERATIVA AGRICOLA SAN ISIDRO"]])("gives 'none' for %j", (rotulo) => {
    expect(normaliseBrand(rotulo)).toBe("none");
  });
});

describe("KNOWN_BRANDS", () => {
  it("lists every logo brand of SPEC §3", () => {
    const specLogos = ["galp", "none", "petroprix", "q8", "repsol", "shell", "alcampo", "ballenoil", "bp", "campsa", "carrefour", "cepsa"];
    expect(KNOWN_BRANDS).toEqual(expect.arrayContaining(specLogos));
  });

  it("holds only keys that are valid CSS class names", () => {
    for (const key of KNOWN_BRANDS) expect(key).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
