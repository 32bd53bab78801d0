// Paths of the real Ministry files in ../shared/data (never copied into the repo).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const SHARED_DATA_DIR = path.resolve(fileURLToPath(new URL("../../../shared/data/", import.meta.url)));
export const hasSharedData = existsSync(SHARED_DATA_DIR);
if (!hasSharedData) console.warn(`\n*** ../shared/data not found at ${SHARED_DATA_DIR}: tests that need the real feed files are skipped ***\n`);

export const sharedFile = (name: string) => path.join(SHARED_DATA_DIR, name);
export const FEED_FILES = {
  national2019: sharedFile("estaciones-nacional-2019-09-04.json.gz"),
  national20260304: sharedFile("estaciones-nacional-reconstruido-2026-03-04.json.gz"),
  national20260415: sharedFile("estaciones-nacional-reconstruido-2026-04-15.json.gz"),
  barcelona: sharedFile("estaciones-provincia08-barcelona-2025-09-27.json"),
  zaragoza: sharedFile("estaciones-provincia50-zaragoza-2025-09-13.json"),
} as const;
