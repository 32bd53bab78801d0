// @vitest-environment jsdom
// Directions (SPEC §2, §6, §7): Google Maps driving directions from the current position, Apple's maps
// scheme on iPhone, iPod and iPad, and the navigate event for logged-in users.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { directionsUrl } from "../../../src/features/results/directions.ts";
import { gpsAt, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { stationResult } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();

const ORIGIN = { latitude: 40.4, longitude: -3.7 };
const STATION = { latitude: 40.45, longitude: -3.69 };
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1";

test("elsewhere directions open Google Maps from the position to the station, driving", () => {
  expect(directionsUrl(STATION, ORIGIN, ANDROID)).toBe(
    "https://www.google.com/maps/dir/?api=1&origin=40.4,-3.7&destination=40.45,-3.69&travelmode=driving",
  );
});

test.each(["iPhone", "iPod", "iPad"])("on an %s directions use Apple's maps scheme, driving", (device) => {
  const agent = `Mozilla/5.0 (${device}; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148`;
  expect(directionsUrl(STATION, ORIGIN, agent)).toBe("maps://?saddr=40.4,-3.7&daddr=40.45,-3.69&dirflg=d");
});

test("without a known position the maps app starts from where the device is", () => {
  expect(directionsUrl(STATION, null, ANDROID)).toBe("https://www.google.com/maps/dir/?api=1&destination=40.45,-3.69&travelmode=driving");
});

async function showOneStation() {
  const api = installFakeApi({
    "POST /api/gasolinaeco/search": success([stationResult({ id: "555", rotulo: "PETROPRIX NORTE", gps: { latitud: 40.45, longitud: -3.69 } })]),
    "POST /api/users/obtenerultimosrepostajes": success([]),
    "POST /api/users/sendnavigateuser": success(null),
  });
  await renderApp("/search/95/10/-3.7/40.4");
  const card = await screen.findByRole("article", { name: "PETROPRIX NORTE" });
  return { api, button: within(card).getByRole("button", { name: "Cómo llegar a PETROPRIX NORTE" }) };
}

test("the directions button opens Google Maps from the GPS position", async () => {
  const open = vi.spyOn(window, "open").mockReturnValue(null);
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ANDROID);
  gpsAt(40.41, -3.71);
  const { button } = await showOneStation();
  fireEvent.click(button);
  expect(open).toHaveBeenCalledWith(
    "https://www.google.com/maps/dir/?api=1&origin=40.41,-3.71&destination=40.45,-3.69&travelmode=driving",
    "_blank",
    "noopener",
  );
});

test("on an iPhone the directions button opens Apple's maps", async () => {
  const open = vi.spyOn(window, "open").mockReturnValue(null);
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE);
  gpsAt(40.41, -3.71);
  const { button } = await showOneStation();
  fireEvent.click(button);
  expect(open.mock.calls[0]?.[0]).toBe("maps://?saddr=40.41,-3.71&daddr=40.45,-3.69&dirflg=d");
});

test("a logged-in user's directions send the navigate event with login, station and fuel", async () => {
  vi.spyOn(window, "open").mockReturnValue(null);
  logIn("token-1", "ana@example.com");
  const { api, button } = await showOneStation();
  fireEvent.click(button);
  await waitFor(() => expect(api.callsTo("POST", "/api/users/sendnavigateuser")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/users/sendnavigateuser")[0]?.body).toEqual({
    userlogin: "ana@example.com",
    externalID: "555",
    combustible: "95",
  });
});

test("an anonymous user's directions send no navigate event", async () => {
  const open = vi.spyOn(window, "open").mockReturnValue(null);
  const { api, button } = await showOneStation();
  fireEvent.click(button);
  expect(open).toHaveBeenCalledTimes(1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.callsTo("POST", "/api/users/sendnavigateuser")).toHaveLength(0);
});
