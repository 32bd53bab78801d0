// Import circles are refused by lint (import-x/no-cycle in eslint.config.js). The files must exist on
// disk for the rule to follow the imports, so each case writes two files in a throw-away server folder.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const eslint = new ESLint();
const folder = path.resolve("server", `lint-cycle-fixture-${process.pid}`);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code);
  const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(folder, name)));
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === "import-x/no-cycle").map((m) => m.message));
}

describe("lint refuses import circles", () => {
  it("refuses two files that import each other", async () => {
    const errors = await cycleErrors({
      "a.ts": 'import { b } from "./b.ts"; export const a = () => b;',
      "b.ts": 'import { a } from "./a.ts"; export const b = () => a;',
    });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/cycle/i);
  });

  it("refuses a circle through a third file", async () => {
    const errors = await cycleErrors({
      "c.ts": 'import { d } from "./d.ts"; export const c = () => d;',
      "d.ts": 'import { e } from "./e.ts"; export const d = () => e;',
      "e.ts": 'import { c } from "./c.ts"; export const e = () => c;',
    });
    expect(errors).toHaveLength(3);
  });

  it("lets a file import one that does not import it back", async () => {
    const errors = await cycleErrors({
      "f.ts": 'import { g } from "./g.ts"; export const f = () => g;',
      "g.ts": "export const g = 1;",
    });
    expect(errors).toEqual([]);
  });
});
