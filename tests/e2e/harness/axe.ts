// The one accessibility audit of the browser tests: axe-core on the page as it stands, against the WCAG
// 2.2 A and AA rules (and the 2.0/2.1 ones they include). The sweep of every screen
// (accessibility.e2e.test.ts) and a screen's own test call the same function.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_22_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export interface Violation { rule: string; impact: string | null; nodes: string[] }

interface AxeRule { id: string; impact: string | null; nodes: { target: unknown[] }[] }

/** axe-core's verdict on the page as it stands: the rules it broke, and how many it checked and passed. */
export async function audit(page: Page): Promise<{ violations: Violation[]; passed: number }> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeRule[]; passes: AxeRule[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return {
      violations: result.violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) })),
      passed: result.passes.length,
    };
  }, WCAG_22_A_AA);
}
