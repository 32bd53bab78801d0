// Which form of the server a test should start: the compiled one in dist-server/ when a build is there
// and newer than every source file it is made from (CI builds before the unit tests), else the
// TypeScript source through tsx, so `npm run check` without a build still works. Compiled starts in
// a fraction of the time: no TypeScript transform of the whole server graph on every start.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUILT = path.join(ROOT, "dist-server", "main.js");
const SOURCES = ["server", "src"].map((dir) => path.join(ROOT, dir));

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

let form: "compiled" | "source" | undefined;

export function serverForm(): "compiled" | "source" {
  if (!form) {
    let built = 0;
    try { built = statSync(BUILT).mtimeMs; } catch { /* not built */ }
    form = built > 0 && SOURCES.every((dir) => newestChange(dir) < built) ? "compiled" : "source";
  }
  return form;
}
