import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFeedFile } from "../../../server/feed/read-feed-file.ts";

describe("readFeedFile", () => {
  let dir: string;
  const text = '{"Fecha":"27\\/09\\/2025 18:05:47","ListaEESSPrecio":[]}';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-feed-"));
    await writeFile(path.join(dir, "feed.json"), text);
    await writeFile(path.join(dir, "feed.json.gz"), gzipSync(text));
  });
  afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

  it("reads a .json file as it is", async () => {
    expect((await readFeedFile(path.join(dir, "feed.json"))).toString("utf8")).toBe(text);
  });

  it("decompresses a .json.gz file", async () => {
    expect((await readFeedFile(path.join(dir, "feed.json.gz"))).toString("utf8")).toBe(text);
  });

  it("names the file it cannot read", async () => {
    await expect(readFeedFile(path.join(dir, "missing.json"))).rejects.toThrow(/No se puede leer el fichero del feed .*missing\.json/);
  });
});
