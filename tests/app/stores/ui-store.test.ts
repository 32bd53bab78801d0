// The snack bar's clock and replacement rule, and the loader's default text (SPEC §2, §9).
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { DEFAULT_LOADER_TEXT, SNACK_DURATION, createUiStore } from "../../../src/stores/ui-store.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("hides a snack after 3000 ms by default", () => {
  const ui = createUiStore();
  ui.getState().showSnack("Hola");
  vi.advanceTimersByTime(2999);
  expect(ui.getState().snack?.message).toBe("Hola");
  vi.advanceTimersByTime(1);
  expect(ui.getState().snack).toBeNull();
});

test.each([
  ["search error", SNACK_DURATION.searchError, 2000],
  ["route and GPS", SNACK_DURATION.route, 5000],
  ["registration", SNACK_DURATION.registration, 4000],
])("keeps a %s snack for its SPEC duration", (_kind, duration, expected) => {
  expect(duration).toBe(expected);
  const ui = createUiStore();
  ui.getState().showSnack("Aviso", { duration });
  vi.advanceTimersByTime(expected - 1);
  expect(ui.getState().snack).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(ui.getState().snack).toBeNull();
});

test("a new snack replaces the open one", () => {
  const ui = createUiStore();
  ui.getState().showSnack("Primero", { action: "Aviso!" });
  ui.getState().showSnack("Segundo", { action: "Error!" });
  expect(ui.getState().snack).toMatchObject({ message: "Segundo", action: "Error!" });
});

test("the replacing snack gets its whole duration", () => {
  const ui = createUiStore();
  ui.getState().showSnack("Primero");
  vi.advanceTimersByTime(2500);
  ui.getState().showSnack("Segundo");
  vi.advanceTimersByTime(2999);
  expect(ui.getState().snack?.message).toBe("Segundo");
  vi.advanceTimersByTime(1);
  expect(ui.getState().snack).toBeNull();
});

test("the loader says 'procesando...' unless told otherwise", () => {
  const ui = createUiStore();
  ui.getState().showLoader();
  expect(ui.getState().loader).toEqual({ visible: true, text: DEFAULT_LOADER_TEXT });
  expect(DEFAULT_LOADER_TEXT).toBe("procesando...");
});
