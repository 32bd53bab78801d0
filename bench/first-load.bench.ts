// What the first screen costs, as Chromium receives it from our server: every JS and CSS file `/`
// loads until the network is idle, before any interaction, counted as transferred (the compressed
// bodies, PerformanceResourceTiming.encodedBodySize) with the coding each came in; budget 110 KB.
// Beside it, the same files uncompressed, and whether the OpenLayers chunk is among them
// (it must only load when a map is shown). On a Spanish phone (the SPEC's language, budget 110 KB), and
// on a phone in each other language, which adds its catalog (budget 125 KB).
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { AS_NPM_START, startServer } from "./server-process.ts";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];

export async function runFirstLoadBench(): Promise<Record<string, number | string>> {
  if (!existsSync("dist/index.html")) return { skipped: "no dist/: run `npm run build` first" };
  if (!existsSync(CHROME)) return { skipped: `no Chromium at ${CHROME}` };
  const server = await startServer({ FEED_FILE: "../shared/data/estaciones-nacional-reconstruido-2026-04-15.json.gz" }, AS_NPM_START);
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  try {
    const loadedBy = async (locale: string) => {
      const page = await browser.newPage({ viewport: { width: 360, height: 780 }, locale });
      const codings = new Map<string, string>();
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (url.origin === server.url && /\.(js|css)$/.test(url.pathname)) codings.set(url.pathname, response.headers()["content-encoding"] ?? "none");
      });
      await page.goto(server.url + "/", { waitUntil: "networkidle" });
      const entries = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname))
          .map((e) => ({ path: new URL(e.name).pathname, encoded: e.encodedBodySize, decoded: e.decodedBodySize })));
      await page.close();
      return { entries, codings };
    };
    const { entries, codings } = await loadedBy("es-ES");
    const sum = (list: typeof entries, pick: (e: (typeof entries)[number]) => number, css: boolean) =>
      list.filter((e) => e.path.endsWith(".css") === css).reduce((total, e) => total + pick(e), 0) / 1024;
    const kb = (n: number) => +n.toFixed(1);
    const total = (list: typeof entries) => kb(sum(list, (e) => e.encoded, false) + sum(list, (e) => e.encoded, true));
    const others: Record<string, number> = {};
    for (const locale of ["ca-ES", "eu-ES", "gl-ES", "en-GB"]) others[locale] = total((await loadedBy(locale)).entries);
    return {
      "files loaded by / (Spanish phone)": entries.length,
      "codings (as sent)": [...new Set(codings.values())].join(", "),
      "JS transferred KB": kb(sum(entries, (e) => e.encoded, false)),
      "CSS transferred KB": kb(sum(entries, (e) => e.encoded, true)),
      "JS + CSS transferred KB (budget ≤ 110)": total(entries),
      "JS + CSS uncompressed KB": kb(sum(entries, (e) => e.decoded, false) + sum(entries, (e) => e.decoded, true)),
      "OpenLayers chunk loaded by / (must be no)": entries.some((e) => /\/ol-[^/]*\.js$/.test(e.path)) ? "yes" : "no",
      "JS + CSS transferred KB on a ca / eu / gl / en phone (budget ≤ 125)": Object.values(others).join(" / "),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
