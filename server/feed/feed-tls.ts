// TLS settings of the feed download. Modern settings always go first; the Ministry's server has been
// seen to complete a handshake only with old settings, so for its host alone a failed handshake is
// tried once more with those (ministry-client logs which one served the download).
import { constants as cryptoConstants } from "node:crypto";
import https from "node:https";

export const MINISTRY_HOST = "sedeaplicaciones.minetur.gob.es";

export type TlsMode = "modern" | "legacy";

export interface FeedTlsOptions {
  /** Certificates to trust besides the system's (tests' own). */
  ca?: string | Buffer;
  /** Hosts that may be retried with the legacy settings after a failed handshake (default: the Ministry's). */
  legacyHosts?: readonly string[];
}

/**
 * The legacy settings: SECLEVEL=0 re-admits the old ciphers, TLSv1 the old protocol versions and
 * SSL_OP_LEGACY_SERVER_CONNECT the old renegotiation, all of which OpenSSL 3 (Node 18+) refuses by
 * default. Certificates are still verified. Weakening TLS like this is acceptable only because the
 * data is public and read-only, only for the Ministry's host and only when modern settings failed.
 */
const LEGACY_SETTINGS: https.AgentOptions = {
  minVersion: "TLSv1",
  ciphers: "DEFAULT@SECLEVEL=0",
  secureOptions: cryptoConstants.SSL_OP_LEGACY_SERVER_CONNECT,
};

/** A one-connection agent with the mode's settings (a download every 30 minutes keeps nothing alive). */
export function tlsAgent(mode: TlsMode, tls: FeedTlsOptions = {}): https.Agent {
  return new https.Agent({ keepAlive: false, ...(mode === "legacy" ? LEGACY_SETTINGS : {}), ...(tls.ca ? { ca: tls.ca } : {}) });
}

export function mayUseLegacyTls(url: URL, tls: FeedTlsOptions = {}): boolean {
  return url.protocol === "https:" && (tls.legacyHosts ?? [MINISTRY_HOST]).includes(url.hostname);
}

/**
 * An error while the TLS handshake was under way that other settings might avoid: a protocol alert
 * or refusal from OpenSSL, or the server hanging up on our hello. Certificate errors are not: the
 * legacy settings verify certificates just the same.
 */
export function isHandshakeFailure(error: unknown, stage: { connected: boolean; secured: boolean }): boolean {
  if (stage.secured) return false;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? "";
  return code === "EPROTO" || code.startsWith("ERR_SSL_") || (stage.connected && code === "ECONNRESET");
}
