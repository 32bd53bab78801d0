// Switches what navigator.onLine says, and fires the event the browser fires with it.
import { vi } from "vitest";

export function goOffline(): void {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  window.dispatchEvent(new Event("offline"));
}

export function goOnline(): void {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  window.dispatchEvent(new Event("online"));
}
