// Stopping without failing anyone: the server stops accepting connections and the requests in flight
// get their answers (each with Connection: close) for up to `graceMs`; only past that are the last
// connections cut. Kept-alive connections with no request are closed a second later, not at once:
// Node's server.close() closes every connection with no request in progress, and that includes the
// ones it has just accepted whose request it has not read yet (a busy event loop), which then get a
// reset instead of their answer.
import type { Server } from "node:http";

export const STOP_GRACE_MS = 10_000;
/** Time for a just-accepted connection's request to be read before idle connections are closed. */
const IDLE_CLOSE_DELAY_MS = 1_000;

/** Resolves, once every connection has ended, with how many were cut at the deadline (0: none). */
export function stopAccepting(server: Server, graceMs = STOP_GRACE_MS): Promise<number> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve(0);
    let cut = 0;
    // A request that arrives on a kept-alive connection now is still answered; the connection then ends.
    server.on("request", (_request, response) => response.setHeader("Connection", "close"));
    const closeIdle = server.closeIdleConnections.bind(server);
    const deadline = setTimeout(() => {
      server.getConnections((_error, open) => {
        cut = open;
        server.closeAllConnections();
      });
    }, graceMs);
    const idle = setTimeout(closeIdle, Math.min(IDLE_CLOSE_DELAY_MS, graceMs));
    server.closeIdleConnections = () => {};
    server.close(() => {
      clearTimeout(deadline);
      clearTimeout(idle);
      resolve(cut);
    });
    server.closeIdleConnections = closeIdle;
  });
}
