// The banner every screen shows when the Ministry's prices are over two hours old: the
// server's verdict, or the dates themselves as time goes by (and, offline, the snapshot's date).
import { isFeedStale, staleFeedText } from "../domain/feed-staleness.ts";
import { useFeedStatusStore } from "./feed-status-store.ts";
import { useNow } from "./freshness.ts";
import "./offline.css";

interface StaleFeedNoticeProps {
  fecha: string | null;
  ingestado?: string | null;
  serverSaysStale?: boolean;
  /** "note" where the screen already has its own status line (the kiosk's connection strip). */
  role?: "status" | "note";
}

/** The banner for prices published at `fecha` (ISO), or nothing while they are recent. */
export function StaleFeedNotice({ fecha, ingestado = null, serverSaysStale = false, role = "status" }: StaleFeedNoticeProps) {
  const now = useNow();
  const when = fecha ?? ingestado;
  if (when === null || !(serverSaysStale || isFeedStale({ fecha, ingestado }, now))) return null;
  return (
    <div className="stale-feed-banner" role={role}>
      {staleFeedText(when)}
    </div>
  );
}

/** The shell's banner, from what feed-status-store.ts last learnt. */
export function StaleFeedBanner() {
  const status = useFeedStatusStore();
  return <StaleFeedNotice fecha={status.fecha} ingestado={status.ingestado} serverSaysStale={status.serverSaysStale} />;
}
