// Draws the app icons (web app manifest, favicon, Apple touch icon) from one SVG and writes them to
// public/icons/. Run after changing the drawing: `npm run icons`; the small PNGs are committed.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = fileURLToPath(new URL("../public/icons/", import.meta.url));
const BRAND_GREEN = "#0b7a3b";
const LEAF_YELLOW = "#ffd54f";

/** A white fuel pump with a yellow leaf, drawn on a 512 × 512 grid around its centre. */
const PUMP = `
  <rect x="142" y="112" width="170" height="296" rx="26" fill="#fff"/>
  <rect x="170" y="144" width="114" height="84" rx="12" fill="${BRAND_GREEN}"/>
  <rect x="120" y="398" width="214" height="30" rx="12" fill="#fff"/>
  <path d="M312 176h26a22 22 0 0 1 22 22v132a20 20 0 0 0 40 0V214l-34-44" fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M227 372c-44-22-46-80 8-106 30-14 52-12 52-12s6 58-20 92c-12 16-26 24-40 26z" fill="${LEAF_YELLOW}"/>
  <path d="M232 364c8-30 22-56 46-92" fill="none" stroke="${BRAND_GREEN}" stroke-width="8" stroke-linecap="round"/>`;

/** Rounded tile for browsers that show the icon as it is ("any"). */
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="112" fill="${BRAND_GREEN}"/>${PUMP}
</svg>`;

/** Full-bleed square, the pump inside the central 80 % safe zone, for launchers that crop ("maskable"). */
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${BRAND_GREEN}"/>
  <g transform="translate(256 256) scale(0.78) translate(-256 -270)">${PUMP}</g>
</svg>`;

async function png(svg: string, size: number, file: string): Promise<void> {
  const bytes = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer();
  await writeFile(path.join(OUT_DIR, file), bytes);
  console.log(`${file}: ${bytes.length} bytes`);
}

await mkdir(OUT_DIR, { recursive: true });
await writeFile(path.join(OUT_DIR, "icon.svg"), `${anySvg}\n`);
await png(anySvg, 192, "icon-192.png");
await png(anySvg, 512, "icon-512.png");
await png(maskableSvg, 192, "maskable-192.png");
await png(maskableSvg, 512, "maskable-512.png");
// iOS rounds the corners itself and shows transparency as black: the full square.
await png(maskableSvg, 180, "apple-touch-icon.png");
