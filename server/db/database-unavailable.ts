// The database went away (restart, failover, an idle timeout, a terminated backend): not a bug of the
// request, and not for ever. Routes let it through; the one error handler answers 503 with a Spanish
// message and Retry-After, and the pool opens fresh connections once the server is back.
export const DATABASE_UNAVAILABLE_MESSAGE = /*i18n*/ "La base de datos no está disponible ahora mismo; prueba de nuevo en unos segundos.";
export const RETRY_AFTER_S = 5;

export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`base de datos no disponible: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "DatabaseUnavailable";
  }
}

/** SQLSTATE classes and codes, and socket errors, that mean the connection (not the query) failed. */
const CONNECTION_STATES = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006", "08007"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const CONNECTION_MESSAGES = /Connection terminated|connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed|not queryable/;

export function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (CONNECTION_STATES.has(code) || SOCKET_CODES.has(code))) return true;
  return typeof message === "string" && CONNECTION_MESSAGES.test(message);
}
