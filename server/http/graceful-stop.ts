// Stopping without failing anyone: the server stops accepting connections, idle keep-alive ones are
// closed, and the requests in flight get their answers (each with Connection: close) for up to
// `graceMs`; only past that are the last connections cut.
import type { Server } from "node:http";

export const STOP_GRACE_MS = 10_000;

export function stopAccepting(server: Server, graceMs = STOP_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    // A request that arrives on a kept-alive connection now is still answered; the connection then ends.
    server.on("request", (_request, response) => response.setHeader("Connection", "close"));
    server.closeIdleConnections();
  });
}
