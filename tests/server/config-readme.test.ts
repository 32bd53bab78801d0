// The README's configuration table documents exactly the environment the server reads
// (server/env-schema.ts): the same variables, in the same order, each default as the schema gives it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envDefaults } from "../../server/env-schema.ts";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
/** Rows of the table: | `NAME` | default | meaning |. */
const rows = [...README.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/gm)].map((m) => ({ name: m[1]!, defaultCell: m[2]!.trim() }));
const defaults = envDefaults();

describe("the README's configuration table", () => {
  it("lists every variable the server reads, and no other, in the schema's order", () => {
    expect(rows.map((r) => r.name)).toEqual(Object.keys(defaults));
  });

  it.each(rows.filter((r) => defaults[r.name as keyof typeof defaults] !== undefined))("gives the default of $name as the schema does", ({ name, defaultCell }) => {
    const value = defaults[name as keyof typeof defaults]!;
    // Written whole (`8080`), or a long URL shortened to its end (`…/EstacionesTerrestres/`).
    const written = [...defaultCell.matchAll(/`([^`]*)`/g)].map((m) => m[1]!);
    expect(written.some((w) => w === value || (w.startsWith("…") && value.endsWith(w.slice(1))))).toBe(true);
  });

  it("says none for the variables without a default that the server does without", () => {
    const withoutDefault = rows.filter((r) => defaults[r.name as keyof typeof defaults] === undefined);
    expect(withoutDefault.length).toBeGreaterThan(5);
    for (const row of withoutDefault) expect(row.defaultCell, row.name).not.toBe("");
  });
});
