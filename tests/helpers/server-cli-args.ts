// The node arguments that run one of the server's command-line tools (npm run ingest | moderate |
// backup | restore): as production runs it, from dist-server/ through scripts/server-cli.js, when the
// build is fresh; from the TypeScript source through tsx otherwise (tests/helpers/server-form.ts).
import { serverForm } from "./server-form.ts";

export function serverCliArgs(tool: "ingest" | "moderate" | "backup" | "restore", args: string[]): string[] {
  return serverForm() === "compiled"
    ? ["--enable-source-maps", "scripts/server-cli.js", tool, ...args]
    : ["--import", "tsx", `server/cli/${tool}.ts`, ...args];
}
