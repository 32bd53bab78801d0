// The page's boot shell (index.html: the header bar and, on a first visit, the cookie notice) is on
// screen before the app's JavaScript runs: on a slow phone, evaluating the app in the same frame would
// hold that first paint back for hundreds of milliseconds even when the bytes came quickly. A hidden
// tab paints no frames, so there the task runs at once.
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState !== "visible" || typeof requestAnimationFrame !== "function") {
    task();
    return;
  }
  // The animation frame callback runs just before the frame is painted; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(task, 0));
}
