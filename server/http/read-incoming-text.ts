// Reads a Node request body as Buffer chunks, at most a number of bytes, decoded as UTF-8 once: no
// web stream in between. Runs on every search, so its listeners are plain callbacks left on the request
// (which ends with the body): nothing to take off again, and none of the named closures the TypeScript
// loader gives a name to, one property definition each, on every call.
import type { IncomingMessage } from "node:http";

export class BodyTooLarge extends Error {}

const CLIENT_GONE = "Client connection prematurely closed.";

/** Reads the Node request body as Buffer chunks, at most maxBytes, decoded as UTF-8 once. */
export function readIncomingText(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the promise is settled; the rest of the body still flows (and is dropped) so
    // the answer can go out on the same connection.
    incoming.on("data", (chunk: Buffer | string) => {
      if (size > maxBytes) return;
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > maxBytes) reject(new BodyTooLarge());
      else chunks.push(bytes);
    });
    incoming.on("end", () => {
      if (size <= maxBytes) resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)).toString("utf8"));
    });
    // A settled promise ignores whatever comes after.
    incoming.on("error", reject);
    incoming.on("close", () => {
      if (!incoming.readableEnded) reject(new Error(CLIENT_GONE));
    });
  });
}
