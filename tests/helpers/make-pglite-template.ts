// node --import tsx tests/helpers/make-pglite-template.ts <dataDir> <dumpFile>
// Opens (creates and migrates) the embedded database of <dataDir> as the server does, and writes it
// as a tarball to <dumpFile>. Run by pglite-template.ts.
import { writeFile } from "node:fs/promises";
import { openDb } from "../../server/db/open-db.ts";
import type { PgliteDb } from "../../server/db/pglite-db.ts";

const [dataDir, dumpFile] = process.argv.slice(2);
if (!dataDir || !dumpFile) throw new Error("usage: make-pglite-template.ts <dataDir> <dumpFile>");
const db = (await openDb({ dataDir })) as PgliteDb;
try {
  await writeFile(dumpFile, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
} finally {
  await db.close();
}
