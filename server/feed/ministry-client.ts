// Downloads the Ministry's feed (current or one past day). The service answers slowly (10+ s), fails
// now and then, and at times only completes a TLS handshake with old settings, so every attempt has
// a timeout, failures are retried a bounded number of times with exponential back-off, and the old
// TLS settings are tried, for the Ministry's host alone, only after a modern handshake failed
// (feed-tls.ts). Neither the answer nor its decompression may pass MAX_FEED_BYTES. Plain http://
// works too (tests, mirrors).
import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { FeedError } from "./feed-error.ts";
import { feedTooLarge, MAX_FEED_BYTES } from "./feed-size-limit.ts";
import { isHandshakeFailure, mayUseLegacyTls, tlsAgent, type FeedTlsOptions, type TlsMode } from "./feed-tls.ts";
import { gunzipWhole, isOutputTooLarge } from "./gunzip-whole.ts";
import { isGzip } from "./read-feed-file.ts";

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
  /** Trusted certificates and the hosts allowed the legacy TLS settings (default: the Ministry's). */
  tls?: FeedTlsOptions;
  /** Limit of the answer, as sent and once decompressed (default MAX_FEED_BYTES). */
  maxBytes?: number;
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
      return await fetchAttempt(target, options);
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
  return error.code === "network" || error.code === "timeout" || error.code === "tls_handshake";
}

/** One attempt: over https with modern TLS, then the legacy settings if that handshake failed and the host allows them. */
async function fetchAttempt(url: URL, options: FetchFeedOptions): Promise<Buffer> {
  if (url.protocol !== "https:") return (await fetchOnce(url, options)).body;
  try {
    const { body, protocol } = await fetchOnce(url, options, "modern");
    options.log?.(`descarga de ${url.host} con TLS moderno (${protocol})`);
    return body;
  } catch (error) {
    if (!(error instanceof FeedError && error.code === "tls_handshake") || !mayUseLegacyTls(url, options.tls)) throw error;
    options.log?.(`el saludo TLS moderno con ${url.host} falló (${error.message}); se prueba con la configuración TLS antigua`);
    const { body, protocol } = await fetchOnce(url, options, "legacy");
    options.log?.(`descarga de ${url.host} con la configuración TLS antigua (${protocol})`);
    return body;
  }
}

interface Fetched {
  body: Buffer;
  /** The TLS version negotiated (https only). */
  protocol: string | null;
}

function fetchOnce(url: URL, options: FetchFeedOptions, mode?: TlsMode): Promise<Fetched> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const client = mode ? https : http;
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const stage = { connected: false, secured: false, protocol: null as string | null };

  return new Promise<Fetched>((resolve, reject) => {
    const fail = (error: unknown) => reject(describeFailure(error, signal, url, mode !== undefined && isHandshakeFailure(error, stage)));
    const request = client.get(
      url,
      {
        ...(mode ? { agent: tlsAgent(mode, options.tls) } : {}),
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
          if (received > maxBytes) request.destroy(feedTooLarge(maxBytes, "La respuesta del servicio"));
          else chunks.push(chunk);
        });
        response.on("error", fail);
        response.on("close", () => {
          if (!response.complete) return fail(new Error("la conexión se cerró antes de terminar la respuesta"));
          const expected = Number(response.headers["content-length"] ?? Number.NaN);
          if (Number.isFinite(expected) && expected !== received) {
            return fail(new Error(`respuesta truncada: ${received} de ${expected} bytes`));
          }
          decode(Buffer.concat(chunks), response.headers["content-encoding"], maxBytes)
            .then((body) => resolve({ body, protocol: stage.protocol }), fail);
        });
      },
    );
    request.on("socket", (socket: Socket) => {
      socket.once("connect", () => { stage.connected = true; });
      socket.once("secureConnect", () => {
        stage.secured = true;
        stage.protocol = (socket as TLSSocket).getProtocol();
      });
    });
    request.on("error", fail);
  });
}

const inflate = promisify(zlib.inflate);

async function decode(body: Buffer, encoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const name = (encoding ?? "identity").trim().toLowerCase();
  let decoded = body;
  if (name === "gzip" || name === "x-gzip") decoded = await gunzipWhole(body, maxBytes);
  else if (name === "deflate") decoded = await inflate(body, { maxOutputLength: maxBytes }).catch((error: unknown) => {
    throw isOutputTooLarge(error) ? feedTooLarge(maxBytes) : error;
  });
  // A saved .json.gz served without Content-Encoding is still gzip.
  return isGzip(decoded) ? gunzipWhole(decoded, maxBytes) : decoded;
}

function describeFailure(error: unknown, signal: AbortSignal, url: URL, duringHandshake = false): FeedError {
  if (error instanceof FeedError) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    return reason instanceof Error && reason.name === "TimeoutError"
      ? new FeedError("timeout", `Sin respuesta completa de ${url.host} en el tiempo límite`, { cause: error })
      : new FeedError("aborted", "Descarga del feed cancelada", { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  if (duringHandshake) return new FeedError("tls_handshake", `Fallo del saludo TLS con ${url.host}: ${tlsReason(message)}`, { cause: error });
  return new FeedError("network", `Error de red con ${url.host}: ${message}`, { cause: error });
}

/** OpenSSL's "…:SSL routines:function:reason:file:line" → the reason ("tlsv1 alert protocol version"). */
function tlsReason(message: string): string {
  return /SSL routines:[^:]*:([^:]+)/.exec(message)?.[1] ?? message.split("\n")[0]!.trim();
}
