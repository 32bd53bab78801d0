// The server's one logger (pino). LOG_FORMAT=json: one JSON object per line on stdout and nothing else
// there, for a log collector; otherwise readable lines through pino-pretty for a person at a terminal.
// Every line names its part of the server (`part`: start, feed, index, alertas…). Secrets never go in:
// the request log writes the route pattern, never the path's values, the body, a token or an address.
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

export type LogFormat = "json" | "text";

export function createLogger(format: LogFormat, destination: NodeJS.WritableStream = process.stdout): Logger {
  const options = { base: null, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) } };
  if (format === "json") return pino(options, destination);
  return pino(options, pretty({ destination, sync: true, colorize: false, singleLine: true, translateTime: "SYS:HH:MM:ss", ignore: "part", messageFormat: "[{part}] {msg}" }));
}

const fromEnv = (): LogFormat => (process.env.LOG_FORMAT === "json" ? "json" : "text");

/** The process's logger: made by configureLogging at start (config's LOG_FORMAT), or on first use. */
let root: Logger | undefined;
export function serverLog(): Logger {
  return (root ??= createLogger(fromEnv()));
}

/** Sets the process's logger; `destination` other than stdout is for tests that read the lines. */
export function configureLogging(format: LogFormat, destination?: NodeJS.WritableStream): void {
  root = createLogger(format, destination);
}

/**
 * The logger of one part of the server: its lines carry `part`. Each call asks the process's logger of
 * the moment, so a part keeps no stale copy when start-up (or a test) sets it.
 */
export type PartLog = Pick<Logger, "info" | "warn" | "error">;

export function partLog(part: string): PartLog {
  return {
    info: (...args: Parameters<Logger["info"]>) => serverLog().child({ part }).info(...args),
    warn: (...args: Parameters<Logger["warn"]>) => serverLog().child({ part }).warn(...args),
    error: (...args: Parameters<Logger["error"]>) => serverLog().child({ part }).error(...args),
  };
}
