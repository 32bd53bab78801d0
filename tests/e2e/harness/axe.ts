// An accessibility sweep of the screen on view with axe-core (the WCAG 2.2 A and AA rules, as the sweep of every screen in accessibility.e2e.test.ts): the violations
// found, each as "rule: what it means (the elements)" for the test's message.
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

export async function axeViolations(page: Page): Promise<string[]> {
  const source = await readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(source);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: unknown): Promise<unknown> } }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] },
    }),
  ) as AxeResult;
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
