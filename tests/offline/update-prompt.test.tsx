// @vitest-environment jsdom
// The update prompt and when the service worker is registered (src/offline/register-sw.ts).
import { act, cleanup, fireEvent, render as renderAlone, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { I18nProvider } from "@lingui/react";
import type { ReactElement } from "react";
import { i18n } from "../../src/i18n/i18n.ts";
import { registrationDelay, SW_STABLE_DELAY_MS } from "../../src/offline/register-sw.ts";
import { useSwUpdateStore } from "../../src/offline/sw-update-store.ts";
import { UpdatePrompt } from "../../src/offline/UpdatePrompt.tsx";

/** Rendered alone, as the app's root would: under its Lingui provider, in Spanish. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

afterEach(() => {
  cleanup();
  useSwUpdateStore.setState({ apply: null });
});

describe("the update prompt", () => {
  test("shows nothing while no new version waits", () => {
    const { container } = render(<UpdatePrompt />);
    expect(container.textContent).toBe("");
  });

  test("says 'Hay una versión nueva disponible' when a new version waits", () => {
    render(<UpdatePrompt />);
    act(() => useSwUpdateStore.getState().offer(() => {}));
    expect(screen.getByText("Hay una versión nueva disponible")).toBeTruthy();
  });

  test("applies the new version when 'Actualizar' is pressed", () => {
    const apply = vi.fn();
    useSwUpdateStore.getState().offer(apply);
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole("button", { name: "Actualizar" }));
    expect(apply).toHaveBeenCalledOnce();
  });
});

describe("when the service worker is registered", () => {
  test("waits SPEC's 30000 ms of stability by default", () => {
    expect(registrationDelay("", undefined)).toBe(SW_STABLE_DELAY_MS);
    expect(SW_STABLE_DELAY_MS).toBe(30_000);
  });

  test("registers at once with ?sw=now in the page's URL", () => {
    expect(registrationDelay("?sw=now", undefined)).toBe(0);
  });

  test("waits the delay the build sets in VITE_SW_DELAY_MS", () => {
    expect(registrationDelay("", "1500")).toBe(1500);
  });

  test("ignores a VITE_SW_DELAY_MS that is not a number", () => {
    expect(registrationDelay("", "soon")).toBe(SW_STABLE_DELAY_MS);
  });
});
