// The banner every screen shows when the Ministry's prices are over two hours old: the
// server's verdict, or the dates themselves as time goes by (and, offline, the snapshot's date).
// On the app's screens it is one short line at the foot that opens on tap to the full sentence; the
// kiosk's board, read from a distance, says the sentence.
import { useState } from "react";
import { isFeedStale } from "../domain/feed-staleness.ts";
import { useFeedStatusStore } from "./feed-status-store.ts";
import { useNow } from "./freshness.ts";
import { staleFeedShortText, staleFeedText } from "./stale-feed-text.ts";
import "./offline.css";

interface StaleFeedNoticeProps {
  fecha: string | null;
  ingestado?: string | null;
  serverSaysStale?: boolean;
  /** "note" where the screen already has its own status line (the kiosk's connection strip). */
  role?: "status" | "note";
  /** One line that opens to the sentence (the app's foot). */
  folded?: boolean;
}

/** The banner for prices published at `fecha` (ISO), or nothing while they are recent. */
export function StaleFeedNotice({ fecha, ingestado = null, serverSaysStale = false, role = "status", folded = false }: StaleFeedNoticeProps) {
  const now = useNow();
  const [open, setOpen] = useState(false);
  const when = fecha ?? ingestado;
  if (when === null || !(serverSaysStale || isFeedStale({ fecha, ingestado }, now))) return null;
  return (
    <div className={folded ? "stale-feed-banner stale-feed-folded" : "stale-feed-banner"} role={role}>
      {folded ? (
        <button type="button" className="stale-feed-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span>{open ? staleFeedText(when) : staleFeedShortText(when)}</span>
          <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </button>
      ) : (
        staleFeedText(when)
      )}
    </div>
  );
}

/** The shell's banner, from what feed-status-store.ts last learnt. */
export function StaleFeedBanner() {
  const status = useFeedStatusStore();
  return <StaleFeedNotice fecha={status.fecha} ingestado={status.ingestado} serverSaysStale={status.serverSaysStale} folded />;
}
