// Reads a Node request body as Buffer chunks, at most a number of bytes, decoded as UTF-8 once: no
// web stream in between.
import type { IncomingMessage } from "node:http";

export class BodyTooLarge extends Error {}

/** Reads the Node request body as Buffer chunks, at most maxBytes, decoded as UTF-8 once. */
export function readIncomingText(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      incoming.off("aborted", onAborted);
      incoming.off("close", onClose);
    };
    const onData = (chunk: Buffer | string) => {
      const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > maxBytes) {
        cleanup();
        incoming.resume(); // drain the rest so the answer can still go out
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(buf);
    };
    const onEnd = () => {
      cleanup();
      resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)).toString("utf8"));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error("Client connection prematurely closed."));
    const onClose = () => {
      if (!incoming.readableEnded) onAborted();
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
    incoming.on("aborted", onAborted);
    incoming.on("close", onClose);
  });
}
