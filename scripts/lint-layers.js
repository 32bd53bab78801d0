// The layers of the house, checked by lint (eslint.config.js): which folder may import which. A rule
// names the importing folder and what it must not reach; an import is resolved against the importing
// file, so "../../features/x" and "../features/x" are judged by where they land.
import path from "node:path";

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** Where an import lands: a path from the project root for relative imports, else the package name. */
function landing(fromFile, specifier) {
  if (specifier.startsWith(".")) return { file: path.relative(ROOT, path.resolve(path.dirname(fromFile), specifier)).split(path.sep).join("/") };
  const parts = specifier.split("/");
  return { pkg: specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0] };
}

const under = (file, ...folders) => folders.some((f) => file === f || file.startsWith(`${f}/`));

/** The server's rooms that answer for an area of the product (ARCHITECTURE.md "Server rooms"). */
const SERVER_AREAS = [
  "server/routes", "server/search", "server/stations", "server/feed", "server/accounts", "server/community",
  "server/favourites", "server/discounts", "server/images", "server/alerts", "server/push", "server/places",
  "server/routing", "server/mail", "server/cli", "server/app.ts", "server/main.ts", "server/app-context.ts", "server/services.ts",
];
const inServer = (t, ...folders) => t.file !== undefined && under(t.file, ...folders);

/** [importer folder, predicate on the landing that is refused, why]. */
const LAYERS = [
  ["src/domain", (t) => (t.pkg ? t.pkg !== "valibot" : !under(t.file, "src/domain")), "src/domain is pure: it imports only src/domain and valibot (no React, no browser or server code)"],
  ["server", (t) => t.file !== undefined && under(t.file, "src") && !under(t.file, "src/domain"), "server/ imports only src/domain from the app"],
  ["src/ui", (t) => t.file !== undefined && under(t.file, "src/features", "src/app"), "src/ui is the kit every screen uses: it imports no feature and not the app"],
  ["sw", (t) => (t.pkg ? !t.pkg.startsWith("workbox-") && t.pkg !== "valibot" && t.pkg !== "idb-keyval" : !under(t.file, "sw", "src/domain", "src/offline/cache-header.ts")), "sw/ imports Workbox, valibot, idb-keyval (to read what the app leaves it), src/domain and the cache header name (src/offline/cache-header.ts), nothing else of the app"],
  ["bench", (t) => t.file !== undefined && under(t.file, "src/features", "src/app"), "bench/ imports no screen code"],
  // The server's infrastructure rooms, bottom first: each imports only the ones below it.
  ["server/process", (t) => inServer(t, "server") && !under(t.file, "server/process"), "server/process (the Node server, its graceful stop, the loop-busy gauge) imports no other server room"],
  ["server/http", (t) => inServer(t, ...SERVER_AREAS, "server/limits", "server/web"), "server/http (the request pipeline and the answers) imports no area room, no limits and no web pages"],
  ["server/limits", (t) => inServer(t, ...SERVER_AREAS.filter((f) => f !== "server/accounts"), "server/web"), "server/limits (rate counters, work budget, wrong-attempt pacer, client address) imports only http, db and the accounts' token type"],
  ["server/web", (t) => inServer(t, ...SERVER_AREAS, "server/limits"), "server/web (the pages and files of the app) imports only http, i18n and src/domain"],
  // The stations' data flows one way: the feed makes them, the index holds them, the searches read it.
  ["server/stations", (t) => inServer(t, "server/search", "server/routes"), "server/stations imports neither search/ nor routes/: the searches call the index, not the other way"],
  ["server/feed", (t) => inServer(t, "server/stations", "server/search", "server/routes"), "server/feed makes the stations and imports none of the rooms that read them"],
];

/** Packages only one folder may import. */
const OWNED_PACKAGES = [
  ["ol", ["src/map"], "OpenLayers is used only in src/map"],
  ["ky", ["src/api"], "ky is used only in src/api"],
  ["idb-keyval", ["src/stores", "sw"], "IndexedDB is reached only through the storage layer in src/stores (and by the service worker, reading what the app leaves it)"],
];

const layersRule = {
  meta: { type: "problem", schema: [], messages: { refused: "{{why}} ('{{specifier}}')" } },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const target = landing(context.filename, specifier);
      for (const [folder, refused, why] of LAYERS) {
        if (under(file, folder) && refused(target)) context.report({ node, messageId: "refused", data: { why, specifier } });
      }
      for (const [pkg, owners, why] of OWNED_PACKAGES) {
        if (target.pkg === pkg && under(file, "src") && !under(file, ...owners)) context.report({ node, messageId: "refused", data: { why, specifier } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export const layers = { rules: { imports: layersRule } };
