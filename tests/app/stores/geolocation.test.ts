// The geolocation service and store (SPEC §4, §9): watch options, active flag, history, speed.
import { expect, test, vi } from "vitest";
import { GEOLOCATION_OPTIONS, watchDevicePosition } from "../../../src/app/geolocation-service.ts";
import { HISTORY_SIZE, createGeolocationStore } from "../../../src/stores/geolocation-store.ts";

type Success = PositionCallback;
type Failure = PositionErrorCallback;

function fakeGeolocation() {
  let onReading: Success = () => {};
  let onError: Failure = () => {};
  const geolocation = {
    watchPosition: vi.fn((success: Success, error?: Failure | null, _options?: PositionOptions) => {
      onReading = success;
      onError = error ?? (() => {});
      return 7;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  return {
    geolocation: geolocation as unknown as Geolocation,
    mock: geolocation,
    read: (latitude: number, longitude: number, timestamp: number) =>
      onReading({ coords: { latitude, longitude, heading: null }, timestamp } as unknown as GeolocationPosition),
    fail: () => onError({ code: 3, message: "Timeout" } as GeolocationPositionError),
  };
}

// One km north of 40° N is 1/6371 rad of latitude.
const ONE_KM_IN_DEGREES = (1 / 6371) * (180 / Math.PI);

test("watches with high accuracy, positions up to 60 s old and a 30 s timeout", () => {
  const device = fakeGeolocation();
  watchDevicePosition(device.geolocation, createGeolocationStore());
  expect(device.mock.watchPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, maximumAge: 60000, timeout: 30000 });
  expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, maximumAge: 60000, timeout: 30000 });
});

test("is active after a reading", () => {
  const device = fakeGeolocation();
  const store = createGeolocationStore();
  watchDevicePosition(device.geolocation, store);
  device.read(40.4, -3.7, 1000);
  expect(store.getState()).toMatchObject({ active: true, latitude: 40.4, longitude: -3.7 });
});

test("is inactive after an error", () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const device = fakeGeolocation();
  const store = createGeolocationStore();
  watchDevicePosition(device.geolocation, store);
  device.read(40.4, -3.7, 1000);
  device.fail();
  expect(store.getState().active).toBe(false);
});

test("is inactive when the device has no geolocation", () => {
  const store = createGeolocationStore();
  store.getState().addReading({ latitude: 40, longitude: -3, timestamp: 0 });
  watchDevicePosition(undefined, store);
  expect(store.getState().active).toBe(false);
});

test("clears the watch when stopped", () => {
  const device = fakeGeolocation();
  const stop = watchDevicePosition(device.geolocation, createGeolocationStore());
  stop();
  expect(device.mock.clearWatch).toHaveBeenCalledWith(7);
});

test("keeps only the last 10 readings", () => {
  const store = createGeolocationStore();
  for (let i = 0; i < 15; i++) store.getState().addReading({ latitude: 40 + i / 1000, longitude: -3, timestamp: i * 1000 });
  const { history } = store.getState();
  expect(history).toHaveLength(HISTORY_SIZE);
  expect(history[0]?.timestamp).toBe(5000);
  expect(history.at(-1)?.timestamp).toBe(14000);
});

test("computes the speed in km/h from the last two readings", () => {
  const store = createGeolocationStore();
  store.getState().addReading({ latitude: 40, longitude: -3, timestamp: 0 });
  store.getState().addReading({ latitude: 40 + ONE_KM_IN_DEGREES, longitude: -3, timestamp: 60_000 });
  expect(store.getState().speed).toBeCloseTo(60, 6);
});

test("has speed 0 with a single reading", () => {
  const store = createGeolocationStore();
  store.getState().addReading({ latitude: 40, longitude: -3, timestamp: 0 });
  expect(store.getState().speed).toBe(0);
});
