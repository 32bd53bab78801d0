// `npm run serve` (and so `npm start`) runs the server with the Node arguments and malloc settings the
// benchmarks run it with (bench/server-process.ts): a figure in bench/RESULTS.md is one a deployment
// gets. A flag added to one and not the other fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPILED_SERVER, SERVER_ENV, SERVER_NODE_ARGS } from "../../bench/server-process.ts";

const serve = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.serve!;

describe("npm run serve", () => {
  it("runs the compiled server with the benches' Node arguments and malloc settings", () => {
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`).join(" ");
    expect(serve).toBe(`${env} node ${SERVER_NODE_ARGS.join(" ")} ${COMPILED_SERVER}`);
  });

  it("caps the old generation well above the live heap", () => {
    const cap = Number(SERVER_NODE_ARGS.find((a) => a.startsWith("--max-old-space-size="))?.split("=")[1]);
    expect(cap).toBeGreaterThanOrEqual(160);
  });
});
