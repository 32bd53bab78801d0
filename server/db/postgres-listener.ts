// LISTEN on one PostgreSQL channel for as long as the process runs. LISTEN needs a session of its own
// (a pooled connection goes back to the pool), and that session may die (restart, failover,
// pg_terminate_backend): every error is heard, the connection is opened again with a growing pause,
// and `onListening` runs after each (re)connection so the caller can catch up on what it missed.
import type pg from "pg";

export interface ListenerOptions {
  newClient: () => pg.Client;
  /** A plain identifier (letters, digits, underscores). */
  channel: string;
  onNotification: (payload: string) => void;
  /** After the first LISTEN and after every reconnection: notifications sent meanwhile are lost. */
  onListening?: () => void;
  log: (message: string) => void;
  /** First pause before reconnecting; doubled after each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface Listener {
  /** Settles once the first LISTEN is in place (or its first attempt failed: retries go on). */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

export function listenWithReconnect(options: ListenerOptions): Listener {
  const { channel, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`canal LISTEN no válido: ${channel}`);
  const firstRetryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;

  const reconnectLater = () => {
    if (stopped) return;
    const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const session = options.newClient();
    client = session;
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (client === session) client = undefined;
      void session.end().catch(() => {});
      if (stopped) return;
      log(`escucha de ${channel} perdida (${reason}); se reconecta`);
      reconnectLater();
    };
    // Stays attached for the session's whole life: a late error on a dead client must be heard too.
    session.on("error", (error) => onLost(error.message));
    session.on("end", () => onLost("conexión cerrada"));
    session.on("notification", (message) => {
      if (message.channel === channel) options.onNotification(message.payload ?? "");
    });
    try {
      await session.connect();
      await session.query(`listen ${channel}`);
    } catch (error) {
      onLost((error as Error).message);
      return;
    }
    if (lost || stopped) return;
    if (failures > 0) log(`escucha de ${channel} restablecida`);
    failures = 0;
    options.onListening?.();
  };

  const ready = connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ready;
      await client?.end().catch(() => {});
    },
  };
}
