// Keeps the screen awake while the kiosk board is shown (Screen Wake Lock API). The browser drops the
// lock whenever the page is hidden, so it is asked for again each time the page becomes visible.
import { useEffect, useState } from "react";

export type WakeLockStatus = "active" | "released" | "unsupported";

export function useWakeLock(): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(() =>
    typeof navigator !== "undefined" && "wakeLock" in navigator ? "released" : "unsupported",
  );

  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setStatus("active");
        lock.addEventListener("release", () => !stopped && setStatus("released"));
      } catch (error) {
        // Refused (battery saver, no user activation yet): the next visibility change tries again.
        console.warn("[kiosko] no se pudo mantener la pantalla encendida:", error);
        setStatus("released");
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      void sentinel?.release();
    };
  }, []);

  return status;
}
