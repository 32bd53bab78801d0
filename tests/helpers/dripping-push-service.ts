// A push service that never finishes answering, on 127.0.0.1: it sends its status line at once,
// then one header byte every `dripMs`, so a socket time-out (which restarts with every byte) never
// fires. Only a wall-clock deadline on the whole attempt ends such a request.
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export async function startDrippingPushService(dripMs = 2000) {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.once("data", () => {
      requests++;
      socket.write("HTTP/1.1 201 Created\r\nX-Slow: ");
      const drip = setInterval(() => socket.write("a"), dripMs);
      socket.once("close", () => {
        clearInterval(drip);
        sockets.delete(socket);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Requests that reached it (each held until the sender gave up). */
    requests: () => requests,
    /** Connections still open: a sender that gave up has closed its own. */
    openConnections: () => sockets.size,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
