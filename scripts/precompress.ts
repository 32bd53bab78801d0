// `npm run build`'s last step: beside every text file of the build (JS, CSS, HTML, SVG, JSON, the web
// manifest, the service worker) a Brotli copy at its highest quality (X.br) and a gzip -9 copy (X.gz),
// made once here so the server sends them with no CPU per request. Copies that would not be smaller
// are not written. Run as `node --import tsx scripts/precompress.ts [dist]`.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compressorsOffThread, SMALLEST } from "../server/http/compression.ts";

// The settings the server compresses with when it makes a page itself (server/web/derived-file.ts).
const compress = compressorsOffThread(SMALLEST);

/** Text formats worth compressing; source maps are only fetched by developer tools. */
export const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (PRECOMPRESSED.test(entry.name)) yield full;
  }
}

async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([compress.br(raw), compress.gzip(raw)]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  return { raw: raw.length, br: Math.min(br.length, raw.length), gz: Math.min(gz.length, raw.length) };
}

export async function precompressDir(dir: string): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const pending: Promise<void>[] = [];
  for await (const file of files(dir)) {
    pending.push(precompressFile(file).then((sizes) => {
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }));
  }
  await Promise.all(pending);
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? "dist");
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`precompress: no existe la carpeta ${dir}`);
    process.exit(1);
  }
  const t0 = performance.now();
  const { files: count, raw, br, gz } = await precompressDir(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompress: ${count} ficheros de texto, ${kb(raw)} → br ${kb(br)}, gzip ${kb(gz)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
