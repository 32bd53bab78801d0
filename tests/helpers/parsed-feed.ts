// A Ministry feed file of ../shared/data parsed once per test run, not once per test file: the national
// file takes seconds to parse and a dozen files need it. The first file to ask parses it (with the
// server's parser, as before) and leaves the result in the run's folder (run-cache-dir.ts); the others
// read that copy back, the same data. Each call gives its own copy, as a new parse would.
import { randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { inject } from "vitest";
import { parseFeed, type ParsedFeed } from "../../server/feed/parse-feed.ts";
import { readFeedFile } from "../../server/feed/read-feed-file.ts";

export async function parsedFeedFile(file: string): Promise<ParsedFeed> {
  const dir = inject("runCacheDir");
  const cached = dir ? path.join(dir, `${path.basename(file)}.parsed`) : undefined;
  if (cached) {
    const bytes = await readFile(cached).catch(() => undefined);
    if (bytes) return deserialize(bytes) as ParsedFeed;
  }
  const parsed = parseFeed(await readFeedFile(file));
  if (cached) {
    // Written whole, then renamed: a file reading it meanwhile sees all of it or none.
    const partial = `${cached}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, serialize(parsed));
    await rename(partial, cached);
  }
  return parsed;
}
