// Background work waits for the first screen: on one bar of signal every byte and every task before
// the page has loaded delays what the driver came for. Runs `task` `delayMs` after the page's load
// event, in an idle moment (at most IDLE_TIMEOUT_MS later); returns the function that cancels it.
// whenIdle alone: work that can wait for an idle moment (the browsing map makes its clusters so).
const IDLE_TIMEOUT_MS = 3000;

export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

export function afterPageLoad(task: () => void, delayMs = 0): () => void {
  let cancelIdle = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      cancelIdle = whenIdle(task);
    }, delayMs);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    clearTimeout(timer);
    cancelIdle();
  };
}
