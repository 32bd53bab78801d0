// Moderation from the command line, straight on the database (same configuration as the server):
//   npm run moderate -- list                 opinions waiting for moderation, oldest first
//   npm run moderate -- approve <id> [...]   publish them
//   npm run moderate -- reject <id> [...]    keep them hidden for good
//   npm run moderate -- delete-image <id>    remove a photo
//   npm run moderate -- prices               reports of a wrong price waiting, oldest first
//   npm run moderate -- resolve-price <id>   close a report as checked (the official price never changes)
//   npm run moderate -- dismiss-price <id>   close a report as unfounded
// With the embedded database (no DATABASE_URL) stop the server first: PGlite allows one process, and
// this refuses while the server holds DATA_DIR. While it runs, use the /api/admin calls with ADMIN_TOKEN.
import { loadConfig } from "../config.ts";
import { openDb } from "../db/open-db.ts";
import { createCommentsRepository } from "../community/comments-repository.ts";
import { createImagesRepository } from "../images/images-repository.ts";
import { createPriceReportsRepository } from "../community/wrong-price-reports-repository.ts";
import { formatPrice } from "../../src/domain/format.ts";
import { holdEmbeddedDataDir } from "./hold-data-dir.ts";

const USAGE = `Uso: npm run moderate -- list | approve <id>... | reject <id>... | delete-image <id>... | prices | resolve-price <id>... | dismiss-price <id>...`;
const LISTS = ["list", "prices"];
const COMMANDS = [...LISTS, "approve", "reject", "delete-image", "resolve-price", "dismiss-price"];

async function main(argv: string[]): Promise<number> {
  const [command, ...ids] = argv;
  if (!command || !COMMANDS.includes(command) || (!LISTS.includes(command) && ids.length === 0)) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig();
  holdEmbeddedDataDir(config, "npm run moderate");
  const db = await openDb(config);
  try {
    const comments = createCommentsRepository(db);
    if (command === "list") {
      const held = await comments.listPending();
      if (held.length === 0) console.log("No hay comentarios pendientes de moderación.");
      for (const h of held) {
        // JSON.stringify shows the text exactly, control characters and all, without running anything.
        console.log(`#${h.id}  estación ${h.stationId}  ${"★".repeat(h.valoracion)}${"☆".repeat(5 - h.valoracion)}  ${h.fecha}  ${h.autor} <${h.email}>`);
        console.log(`     ${JSON.stringify(h.comentario)}`);
      }
      return 0;
    }
    const priceReports = createPriceReportsRepository(db);
    if (command === "prices") {
      // Every pending report, station by station (newest first), each station's newest first.
      let pages = 1;
      let shown = 0;
      for (let page = 1; page <= pages; page++) {
        const stations = await priceReports.pendingByStation(page);
        pages = stations.paginas;
        for (const s of stations.elementos) {
          console.log(`estación ${s.idEstacion}: ${s.pendientes} pendientes (${s.deCuentasValidadas} de cuentas validadas, ${s.anonimos} anónimos)`);
          for (let reportPage = 1, reportPages = 1; reportPage <= reportPages; reportPage++) {
            const reports = await priceReports.pendingOfStation(s.idEstacion, reportPage);
            reportPages = reports.paginas;
            for (const r of reports.elementos) {
              shown++;
              console.log(`  #${r.id}  ${r.producto}  visto ${formatPrice(r.precioVisto)}  oficial ${formatPrice(r.precioOficial)}  ${r.fecha}  ${r.email ?? "anónimo"}`);
              if (r.comentario) console.log(`       ${JSON.stringify(r.comentario)}`);
            }
          }
        }
      }
      if (shown === 0) console.log("No hay avisos de precio pendientes.");
      return 0;
    }
    let failures = 0;
    for (const id of ids) {
      const done = command === "delete-image"
        ? await createImagesRepository(db).remove(id)
        : command === "resolve-price" || command === "dismiss-price"
          ? await priceReports.resolve(Number(id), command === "resolve-price" ? "resolved" : "dismissed", new Date())
          : await comments.moderate(Number(id), command === "approve" ? "approved" : "rejected", new Date());
      const what = command === "delete-image" ? "imagen" : command.endsWith("-price") ? "aviso de precio pendiente" : "comentario pendiente";
      console.log(done ? `${id}: hecho` : `${id}: no hay ningún ${what} con ese id`);
      if (!done) failures += 1;
    }
    return failures === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
