// Whether the browser says it has a network connection, as a React value that follows the `online`
// and `offline` events. navigator.onLine false is reliable (no connection at all); true only means
// "maybe", so failures are still handled where requests are made.
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
