// What the first screen costs: every JS and CSS file Chromium loads for `/` until the network is idle,
// before any interaction, gzip-compressed as a server would send them (budget 150 KB), and whether the
// OpenLayers chunk is among them (it must only load when a map is shown).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startServer } from "./server-process.ts";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];

export async function runFirstLoadBench(): Promise<Record<string, number | string>> {
  if (!existsSync("dist/index.html")) return { skipped: "no dist/: run `npm run build` first" };
  if (!existsSync(CHROME)) return { skipped: `no Chromium at ${CHROME}` };
  const server = await startServer({ FEED_FILE: "../shared/data/estaciones-nacional-reconstruido-2026-04-15.json.gz" });
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    const assets = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === server.url && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    let js = 0;
    let css = 0;
    for (const asset of assets) {
      const gz = gzipSync(await readFile(`dist${asset}`)).length;
      if (asset.endsWith(".css")) css += gz;
      else js += gz;
    }
    const olChunk = [...assets].some((a) => /\/ol-[^/]*\.js$/.test(a));
    return {
      "files loaded by /": assets.size,
      "JS gzip KB": +(js / 1024).toFixed(1),
      "CSS gzip KB": +(css / 1024).toFixed(1),
      "JS + CSS gzip KB (budget ≤ 150)": +((js + css) / 1024).toFixed(1),
      "OpenLayers chunk loaded by / (must be no)": olChunk ? "yes" : "no",
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
