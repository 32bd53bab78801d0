// The server's log lines as JSON objects, for a test to read: the process's logger writes into a list
// until restore() puts back a readable logger on stdout.
import { Writable } from "node:stream";
import { configureLogging } from "../../server/log/logger.ts";

export interface CapturedLogs {
  lines: Record<string, unknown>[];
  restore(): void;
}

export function captureLogs(): CapturedLogs {
  const lines: Record<string, unknown>[] = [];
  configureLogging(
    "json",
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { lines, restore: () => configureLogging("text") };
}
