// @vitest-environment jsdom
// Honest freshness: how old shown prices are ("Precios de hace 2 h"), the note on cached or snapshot
// data, and the banner while there is no connection.
import { act, cleanup, render as renderAlone, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { I18nProvider } from "@lingui/react";
import type { ReactElement } from "react";
import { i18n } from "../../src/i18n/i18n.ts";
import { FreshnessNote } from "../../src/offline/FreshnessNote.tsx";
import { OfflineBanner } from "../../src/offline/OfflineBanner.tsx";
import { pricesAgeText } from "../../src/offline/freshness.ts";
import { goOffline, goOnline } from "./helpers/connection.ts";

/** Rendered alone, as the app's root would: under its Lingui provider, in Spanish. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

const NOW = Date.parse("2026-04-15T12:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the age of prices", () => {
  test("reads 'Precios de hace 2 h' two hours later", () => {
    expect(pricesAgeText(NOW - 2 * HOUR, NOW)).toBe("Precios de hace 2 h");
  });

  test("counts whole hours, rounding down", () => {
    expect(pricesAgeText(NOW - 2 * HOUR - 59 * MINUTE, NOW)).toBe("Precios de hace 2 h");
  });

  test("counts minutes under an hour", () => {
    expect(pricesAgeText(NOW - 25 * MINUTE, NOW)).toBe("Precios de hace 25 min");
  });

  test("says less than a minute for prices just fetched", () => {
    expect(pricesAgeText(NOW - 20_000, NOW)).toBe("Precios de hace menos de 1 min");
  });

  test("counts hours up to two days", () => {
    expect(pricesAgeText(NOW - 30 * HOUR, NOW)).toBe("Precios de hace 30 h");
  });

  test("counts days in full after two days", () => {
    expect(pricesAgeText(NOW - 3 * 24 * HOUR, NOW)).toBe("Precios de hace 3 días");
  });

  test("never gives a date ahead of the clock a negative age", () => {
    expect(pricesAgeText(NOW + 5 * MINUTE, NOW)).toBe("Precios de hace menos de 1 min");
  });
});

describe("the freshness note", () => {
  test("says nothing about results fresh from the network", () => {
    const { container } = render(<FreshnessNote source="network" fetchedAt={NOW} />);
    expect(container.textContent).toBe("");
  });

  test("counts the age of the prices from their publication, not from when they were stored", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    render(<FreshnessNote source="cache" pricesAt={NOW - 5 * HOUR} fetchedAt={NOW - 20_000} label="Datos guardados" />);
    expect(screen.getByRole("status").textContent).toBe("Datos guardados · Precios de hace 5 h");
  });

  test("without a price date, says only when the results were stored and claims no price age", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    render(<FreshnessNote source="cache" pricesAt={null} fetchedAt={NOW - 2 * HOUR} />);
    expect(screen.getByRole("status").textContent).toBe("Resultados guardados hace 2 h");
  });

  test("says results came from the offline search and how old their prices are, from the feed's date", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    render(<FreshnessNote source="snapshot" pricesAt={NOW - 5 * HOUR} fetchedAt={NOW - 10 * MINUTE} />);
    expect(screen.getByRole("status").textContent).toBe("Búsqueda sin conexión · Precios de hace 5 h");
  });

  test("says when a snapshot without a feed date was downloaded, not a price age", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    render(<FreshnessNote source="snapshot" pricesAt={null} fetchedAt={NOW - 3 * HOUR} />);
    expect(screen.getByRole("status").textContent).toBe("Búsqueda sin conexión · Datos descargados hace 3 h");
  });

  test("keeps counting while it stays on screen", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    render(<FreshnessNote source="cache" pricesAt={NOW - 10 * MINUTE} fetchedAt={NOW - MINUTE} />);
    act(() => {
      vi.advanceTimersByTime(5 * MINUTE);
    });
    expect(screen.getByRole("status").textContent).toContain("Precios de hace 15 min");
  });

  test("marks its source for tests and styles", () => {
    render(<FreshnessNote source="snapshot" fetchedAt={NOW} />);
    expect(screen.getByRole("status").dataset.source).toBe("snapshot");
  });
});

describe("the offline banner", () => {
  test("shows 'Sin conexión' while the browser has no connection", () => {
    goOffline();
    render(<OfflineBanner />);
    expect(screen.getByRole("status").textContent).toContain("Sin conexión");
  });

  test("appears when the connection drops", () => {
    render(<OfflineBanner />);
    act(() => goOffline());
    expect(screen.getByText("Sin conexión")).toBeTruthy();
  });

  test("goes away when the connection returns", () => {
    goOffline();
    render(<OfflineBanner />);
    act(() => goOnline());
    expect(screen.queryByText("Sin conexión")).toBeNull();
  });
});
