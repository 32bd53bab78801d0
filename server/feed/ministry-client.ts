// Downloads the Ministry's feed (current or one past day). The service answers slowly (10+ s), fails
// now and then, and at times only completes a TLS handshake with old settings, so every attempt has
// a timeout, failures are retried a bounded number of times with exponential back-off, and the old
// TLS settings are used for the Ministry's host alone. Plain http:// works too (tests, mirrors).
import { constants as cryptoConstants } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { FeedError } from "./feed-error.ts";
import { gunzipWhole } from "./gunzip-whole.ts";
import { isGzip } from "./read-feed-file.ts";

export const MINISTRY_HOST = "sedeaplicaciones.minetur.gob.es";

/**
 * The Ministry's server has been seen to offer only cipher suites and a renegotiation scheme that
 * OpenSSL 3 (Node 18+) refuses by default ("unsafe legacy renegotiation disabled", handshake
 * failures). SECLEVEL=0 re-admits the old ciphers, TLSv1 the old protocol versions and
 * SSL_OP_LEGACY_SERVER_CONNECT the old renegotiation. Certificates are still verified. Weakening
 * TLS like this is acceptable only because the data is public and read-only, and only for that host.
 */
const ministryTlsAgent = new https.Agent({
  keepAlive: false,
  minVersion: "TLSv1",
  ciphers: "DEFAULT@SECLEVEL=0",
  secureOptions: cryptoConstants.SSL_OP_LEGACY_SERVER_CONNECT,
});

/** The legacy-TLS agent for the Ministry's host over https; the default agent for everything else. */
export function agentFor(url: URL): https.Agent | undefined {
  return url.protocol === "https:" && url.hostname === MINISTRY_HOST ? ministryTlsAgent : undefined;
}

const MAX_BODY_BYTES = 200 * 1024 * 1024;

export interface FetchFeedOptions {
  /** Limit for one attempt, body included. */
  timeoutMs: number;
  /** Attempts after the first one fails. */
  retries: number;
  /** First wait between attempts, doubled each time (default 2 s), never above maxBackoffMs (30 s). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Cancels the download and any wait (the scheduler's stop()). */
  signal?: AbortSignal;
  userAgent?: string;
  log?: (message: string) => void;
}

export function defaultUserAgent(contact?: string): string {
  return `GasolinaEco/1.0 (precios de carburantes${contact ? `; ${contact}` : ""}) Node.js/${process.versions.node}`;
}

/** Fetches a URL and returns the decompressed body; throws FeedError after the last failed attempt. */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<Buffer> {
  const target = new URL(url);
  const baseDelay = options.backoffMs ?? 2_000;
  const maxDelay = options.maxBackoffMs ?? 30_000;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchOnce(target, options);
    } catch (error) {
      if (attempt >= options.retries || !isRetryable(error) || options.signal?.aborted) throw error;
      // Full doubling plus up to 50 % jitter, so several instances do not retry in lockstep.
      const delay = Math.min(maxDelay, baseDelay * 2 ** attempt) * (1 + Math.random() / 2);
      options.log?.(`intento ${attempt + 1} fallido (${(error as Error).message}); reintento en ${Math.round(delay)} ms`);
      try {
        await sleep(delay, undefined, { signal: options.signal });
      } catch {
        throw new FeedError("aborted", "Descarga del feed cancelada");
      }
    }
  }
}

/** `…/EstacionesTerrestres/` → `…/EstacionesTerrestresHist/dd-mm-yyyy` (prices in force at 23:59 that day). */
export function historyUrl(feedUrl: string, day: string): string {
  const url = new URL(feedUrl);
  const match = /^(.*\/)EstacionesTerrestres(?:\/.*)?$/.exec(url.pathname);
  const base = match?.[1] ?? url.pathname.replace(/\/?$/, "/");
  url.pathname = `${base}EstacionesTerrestresHist/${day}`;
  url.search = "";
  return url.toString();
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof FeedError)) return true;
  if (error.code === "http_status") {
    const status = error.status ?? 0;
    return status >= 500 || status === 408 || status === 429;
  }
  return error.code === "network" || error.code === "timeout";
}

function fetchOnce(url: URL, options: FetchFeedOptions): Promise<Buffer> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const secure = url.protocol === "https:";
  const client = secure ? https : http;
  const agent = agentFor(url);

  return new Promise<Buffer>((resolve, reject) => {
    const fail = (error: unknown) => reject(describeFailure(error, signal, url));
    const request = client.get(
      url,
      {
        agent,
        signal,
        headers: {
          "User-Agent": options.userAgent ?? defaultUserAgent(),
          Accept: "application/json",
          "Accept-Encoding": "gzip, deflate",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new FeedError("http_status", `El servicio respondió HTTP ${status} en ${url.href}`, { status }));
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_BODY_BYTES) request.destroy(new Error(`respuesta mayor de ${MAX_BODY_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on("error", fail);
        response.on("close", () => {
          if (!response.complete) return fail(new Error("la conexión se cerró antes de terminar la respuesta"));
          const expected = Number(response.headers["content-length"] ?? Number.NaN);
          if (Number.isFinite(expected) && expected !== received) {
            return fail(new Error(`respuesta truncada: ${received} de ${expected} bytes`));
          }
          decode(Buffer.concat(chunks), response.headers["content-encoding"]).then(resolve, fail);
        });
      },
    );
    request.on("error", fail);
  });
}

const inflate = promisify(zlib.inflate);

async function decode(body: Buffer, encoding: string | undefined): Promise<Buffer> {
  const name = (encoding ?? "identity").trim().toLowerCase();
  let decoded = body;
  if (name === "gzip" || name === "x-gzip") decoded = await gunzipWhole(body);
  else if (name === "deflate") decoded = await inflate(body);
  // A saved .json.gz served without Content-Encoding is still gzip.
  return isGzip(decoded) ? gunzipWhole(decoded) : decoded;
}

function describeFailure(error: unknown, signal: AbortSignal, url: URL): FeedError {
  if (error instanceof FeedError) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    return reason instanceof Error && reason.name === "TimeoutError"
      ? new FeedError("timeout", `Sin respuesta completa de ${url.host} en el tiempo límite`, { cause: error })
      : new FeedError("aborted", "Descarga del feed cancelada", { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new FeedError("network", `Error de red con ${url.host}: ${message}`, { cause: error });
}
