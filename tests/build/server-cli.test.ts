// The server's command-line tools run as the server does in production: compiled, from dist-server/,
// with no TypeScript compiler at run time (tsx is for development only); without a build they say how
// to make one. Every version in package.json is pinned, as package-lock.json installs it.
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { withFreshDatabase } from "../helpers/fresh-data-dir.ts";
import { feedJson, feedRows } from "../server/feed/feed-fixture.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const TOOLS = ["ingest", "moderate", "backup", "restore"];

function launch(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["scripts/server-cli.js", ...args], { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
  });
}

describe("the server's command-line tools", () => {
  it("run from dist-server/ through the launcher, never through tsx", () => {
    for (const tool of TOOLS) {
      expect(pkg.scripts[tool]).toBe(`node --enable-source-maps scripts/server-cli.js ${tool}`);
      const entries = readFileSync(path.join(ROOT, "scripts/build-server.js"), "utf8");
      expect(entries).toContain(`${tool}: "server/cli/${tool}.ts"`);
    }
    expect(pkg.dependencies).not.toHaveProperty("tsx");
    expect(pkg.devDependencies).toHaveProperty("tsx");
  });

  it("pin every package to one version", () => {
    const ranges = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version));
    expect(ranges).toEqual([]);
  });

  it("say, in Spanish and English, to build first when the compiled tool is missing", async () => {
    const result = await launch(["no-such-tool", "--help"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No está dist-server/no-such-tool.js: ejecuta antes `npm run build`");
    expect(result.stderr).toContain("run `npm run build` first");
  });

  // npm test builds before the unit tests; a bare `npm run check` has no dist-server/ to run.
  it.skipIf(!existsSync(path.join(ROOT, "dist-server/ingest.js")))("loads a feed file with the compiled ingest, its arguments passed on", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-cli-"));
    try {
      await writeFile(path.join(dir, "feed.json"), feedJson(feedRows(12)));
      const result = await launch(["ingest", "--file", path.join(dir, "feed.json")], { DATA_DIR: await withFreshDatabase(path.join(dir, "data")), DATABASE_URL: "", FEED_FILE: "" });
      expect(result.stdout).toContain("12 estaciones, 24 precios, 24 filas de histórico, 0 descartes");
      expect(result.code).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
