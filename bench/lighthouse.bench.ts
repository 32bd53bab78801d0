// Lighthouse as a phone on a weak signal sees the app: the mobile preset with its simulated throttling
// (slow 4G, 4× CPU), Debian's Chromium, the built app served by the real server with the national
// data. The home page and a results page, each the median of RUNS runs (Lighthouse's own advice: one
// run varies by several points). Targets: performance ≥ 95, accessibility, best practices
// and SEO 100, LCP ≤ 2.0 s, first-screen JS + CSS ≤ 110 KB as transferred.
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer, AS_NPM_START } from "./server-process.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// A Spanish phone: the SPEC's language, whose first screen has the 110 KB budget (another language adds its catalog).
const CHROME_FLAGS = ["--lang=es-ES", "--accept-lang=es-ES", "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Diesel within 5 km of Madrid's centre: the footer's first preset search. */
const RESULTS_PAGE = "/search/diesel/5/-3.70379/40.416775";

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JS + CSS bytes as transferred (headers and compressed body), as Lighthouse's network log has them. */
  scriptStyleKb: number;
  totalKb: number;
  failedAudits: string[];
}

interface NetworkRequest { resourceType?: string; transferSize?: number }
interface Audit { score: number | null; numericValue?: number; details?: { items?: NetworkRequest[] } }

async function runOnce(url: string): Promise<RunFigures> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), "lighthouse-chrome-"));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // LIGHTHOUSE_REPORT_DIR=folder keeps each run's full report, to see what a score is made of.
    if (process.env.LIGHTHOUSE_REPORT_DIR) await writeFile(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`), result.report as string);
    const { categories, audits } = result.lhr as unknown as { categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, Audit> };
    const requests = audits["network-requests"]?.details?.items ?? [];
    const bytes = (types: string[]) => requests.filter((r) => types.includes(r.resourceType ?? "")).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const failedAudits = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
      (categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c}:${ref.id}`));
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as RunFigures["scores"],
      fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      scriptStyleKb: bytes(["Script", "Stylesheet"]) / 1024,
      totalKb: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      failedAudits,
    };
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function summarise(label: string, runs: RunFigures[]): Record<string, number | string> {
  const m = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  const failed = [...new Set(runs.flatMap((r) => r.failedAudits))];
  return {
    [`${label}: performance (≥ 95), runs`]: `${m((r) => r.scores.performance)} (${runs.map((r) => r.scores.performance).join(", ")})`,
    [`${label}: accessibility / best practices / SEO (100 each)`]: `${m((r) => r.scores.accessibility)} / ${m((r) => r.scores["best-practices"])} / ${m((r) => r.scores.seo)}`,
    [`${label}: FCP ms`]: Math.round(m((r) => r.fcpMs)),
    [`${label}: LCP ms (≤ 2,000)`]: Math.round(m((r) => r.lcpMs)),
    [`${label}: TBT ms`]: Math.round(m((r) => r.tbtMs)),
    [`${label}: CLS`]: +m((r) => r.cls).toFixed(3),
    [`${label}: JS + CSS transferred KB (≤ 110)`]: +m((r) => r.scriptStyleKb).toFixed(1),
    [`${label}: total transferred KB`]: +m((r) => r.totalKb).toFixed(1),
    ...(failed.length ? { [`${label}: audits not passed`]: failed.join(" ") } : {}),
  };
}

/** This build against the baseline's, median against median: above 1 is more (slower, larger). */
function abRatios(label: string, current: RunFigures[], baseline: RunFigures[]): Record<string, string> {
  const m = (runs: RunFigures[], pick: (r: RunFigures) => number) => median(runs.map(pick));
  const picks: ((r: RunFigures) => number)[] = [(r) => r.scores.performance, (r) => r.fcpMs, (r) => r.lcpMs, (r) => r.tbtMs, (r) => r.scriptStyleKb, (r) => r.totalKb];
  // TBT is often 0 on both sides: a ratio of nothing to nothing is no change.
  const ratio = (pick: (r: RunFigures) => number) => {
    const [a, b] = [m(current, pick), m(baseline, pick)];
    return a === b ? "1.00" : (a / b).toFixed(2);
  };
  return { [`A/B ${label}: this / baseline, performance / FCP / LCP / TBT / JS + CSS KB / total KB`]: picks.map(ratio).join(" / ") };
}

/**
 * LIGHTHOUSE_AB_DIR=another build folder (e.g. the previous commit's dist/) scores it too, served by
 * this checkout's server, in runs alternating with this build's on the same machine at the same time:
 * the A/B these noisy machines need. A whole checkout (its `npm ci` and `npm run build` done) has its
 * dist/ served by its own server, so a server change is measured too.
 */
export async function runLighthouseBench(): Promise<Record<string, number | string>> {
  if (!existsSync("dist/index.html")) return { skipped: "no dist/: run `npm run build` first" };
  if (!existsSync(CHROME)) return { skipped: `no Chromium at ${CHROME}` };
  const builds: { prefix: string; dir: string; checkout?: string }[] = [{ prefix: "", dir: path.resolve("dist") }];
  const ab = process.env.LIGHTHOUSE_AB_DIR && path.resolve(process.env.LIGHTHOUSE_AB_DIR);
  if (ab) builds.push(existsSync(path.join(ab, "server/main.ts")) ? { prefix: "baseline ", dir: path.join(ab, "dist"), checkout: ab } : { prefix: "baseline ", dir: ab });
  // Absolute paths: a baseline checkout's server runs in that checkout.
  const servers = await Promise.all(builds.map(({ dir, checkout }) => startServer({ FEED_FILE: path.resolve(NATIONAL_FILE), STATIC_DIR: dir }, { ...AS_NPM_START, waitForStations: true, checkout })));
  try {
    const figures: Record<string, number | string> = {};
    if (ab) figures["A/B baseline (LIGHTHOUSE_AB_DIR), its runs alternating with these"] = builds[1]!.checkout ? `${ab}: its dist/ on its own server` : `${ab} on this server`;
    for (const [label, pathname] of [["home", "/"], ["results", RESULTS_PAGE]] as const) {
      const runs: RunFigures[][] = builds.map(() => []);
      for (let i = 0; i < RUNS; i++) for (const [b, server] of servers.entries()) runs[b]!.push(await runOnce(server.url + pathname));
      for (const [b, { prefix }] of builds.entries()) Object.assign(figures, summarise(`${prefix}${label}`, runs[b]!));
      if (ab) Object.assign(figures, abRatios(label, runs[0]!, runs[1]!));
    }
    return figures;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
