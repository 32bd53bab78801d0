// The server of the "Kept our own" bench's body-read comparison: one Hono app on the Node adapter, as
// the API host runs, reading a POST's JSON body our way (readIncomingText on the Node request) on
// /ours and the plain way (Hono's c.req.text(), through a web Request) on /plain; GET /cpu says the
// CPU this process has used. Compiled by the bench with esbuild, as the server is, before it runs.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { nodeIncoming } from "../server/http/node-request.ts";
import { readIncomingText } from "../server/http/read-incoming-text.ts";

const MAX_BYTES = 16 * 1024;
const app = new Hono();
app.post("/ours", async (c) => c.json({ fields: Object.keys(JSON.parse(await readIncomingText(nodeIncoming(c)!, MAX_BYTES)) as object).length }));
app.post("/plain", async (c) => c.json({ fields: Object.keys(JSON.parse(await c.req.text()) as object).length }));
app.get("/cpu", (c) => {
  const used = process.cpuUsage();
  return c.json({ us: used.user + used.system });
});
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log(JSON.stringify({ port: info.port })));
