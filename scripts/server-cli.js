// Runs one of the server's command-line tools (npm run ingest | moderate | backup | restore) from its
// compiled form in dist-server/, as production runs the server: plain JavaScript, no TypeScript
// compiler at run time. Without a build it says so and how to make one, instead of a module-not-found
// stack trace.
//   node scripts/server-cli.js <tool> [arguments of the tool…]
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [tool, ...args] = process.argv.slice(2);
const compiled = path.join(ROOT, "dist-server", `${tool ?? ""}.js`);

if (!tool || !/^[a-z-]+$/.test(tool) || !existsSync(compiled)) {
  const name = path.relative(process.cwd(), compiled);
  console.error(
    `No está ${name}: ejecuta antes \`npm run build\` (\`npm start\` también lo construye).\n` +
    `${name} is missing: run \`npm run build\` first (\`npm start\` builds it too).`,
  );
  process.exit(1);
}

// The tool reads its arguments from process.argv as if it had been started directly.
process.argv = [process.argv[0], compiled, ...args];
await import(pathToFileURL(compiled).href);
