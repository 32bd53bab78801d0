// Keeps keyboard focus inside an open overlay (side navigation, dialogs) with `focus-trap`: focuses
// its first control, cycles Tab and Shift+Tab within it, calls `onEscape` on Escape and gives focus
// back to where it was when the overlay closes.
import { createFocusTrap } from "focus-trap";
import { useEffect, useRef, type RefObject } from "react";

export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const trap = createFocusTrap(container, {
      // Escape asks the owner to close; the trap ends when the overlay does (the cleanup below).
      escapeDeactivates: () => {
        onEscapeRef.current();
        return false;
      },
      // The backdrop closes the overlay on click: the trap must let that click through.
      allowOutsideClick: true,
      // Focus moves in the same task as the opening, so a keystroke right after lands inside.
      delayInitialFocus: false,
      fallbackFocus: container,
      // focus-trap gives focus back a task later; we do it at once, so the next keystroke lands there.
      returnFocusOnDeactivate: false,
      // Our overlays hold no hidden controls; skipping the layout check also lets jsdom tests run it.
      tabbableOptions: { displayCheck: "none" },
    });
    trap.activate();
    return () => {
      trap.deactivate();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, containerRef]);
}
