// @vitest-environment jsdom
// The screens wait for the persisted stores to load from IndexedDB (zustand docs: await hydration).
import "fake-indexeddb/auto";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, test, vi } from "vitest";

afterEach(cleanup);

async function freshGate() {
  // New module instances: stores that have only just started hydrating, as at page load.
  vi.resetModules();
  const { i18n } = await import("../../../src/i18n/i18n.ts");
  const { HydrationGate } = await import("../../../src/app/HydrationGate.tsx");
  // Under the app's Lingui provider, as App.tsx renders it.
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <HydrationGate>{children}</HydrationGate>
    </I18nProvider>
  );
}

test("renders nothing of the app before the stores have hydrated, only the boot shell", async () => {
  // IndexedDB that never answers: the stores stay unhydrated however long the imports take.
  vi.doMock("idb-keyval", async (original) => ({ ...(await original<typeof import("idb-keyval")>()), get: () => new Promise(() => {}) }));
  const HydrationGate = await freshGate();
  render(<HydrationGate><p>pantalla</p></HydrationGate>);
  expect(screen.queryByText("pantalla")).toBeNull();
  expect(screen.getByText("GasolinaEco")).toBeTruthy();
  vi.doUnmock("idb-keyval");
});

test("renders the app once the stores have hydrated", async () => {
  const HydrationGate = await freshGate();
  render(<HydrationGate><p>pantalla</p></HydrationGate>);
  expect(await screen.findByText("pantalla")).toBeTruthy();
});
