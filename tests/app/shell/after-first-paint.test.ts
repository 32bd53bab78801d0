// @vitest-environment jsdom
// The app starts only once the boot shell is painted, so its JavaScript never holds the first paint;
// a hidden tab (which paints no frames) starts it at once.
import { afterEach, expect, test, vi } from "vitest";
import { afterFirstPaint } from "../../../src/app/boot/after-first-paint.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

test("a visible page starts the app after the next frame has been painted, not before", () => {
  vi.useFakeTimers();
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  const task = vi.fn();
  afterFirstPaint(task);
  expect(task).not.toHaveBeenCalled();
  frames.shift()!(performance.now());
  // Still inside the frame: the paint comes after this callback.
  expect(task).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(task).toHaveBeenCalledOnce();
});

test("a hidden tab starts the app at once", () => {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  const frame = vi.spyOn(window, "requestAnimationFrame");
  const task = vi.fn();
  afterFirstPaint(task);
  expect(task).toHaveBeenCalledOnce();
  expect(frame).not.toHaveBeenCalled();
});
