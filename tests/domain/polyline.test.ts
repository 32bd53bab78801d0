import { describe, expect, it } from "vitest";
import { decodePolyline, decodePolylineFlat, encodePolyline, PolylineError } from "../../src/domain/polyline.ts";

describe("encoded polylines", () => {
  it("decodes Google's documented example at precision 5", () => {
    expect(decodePolyline("_p~iF~ps|U_ulLnnqC_mqNvxq`@", 5)).toEqual([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]]);
  });

  it("encodes Google's documented example at precision 5", () => {
    expect(encodePolyline([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]], 5)).toBe("_p~iF~ps|U_ulLnnqC_mqNvxq`@");
  });

  it("round-trips 20,000 vertices at precision 6 to the micro-degree", () => {
    const points: [number, number][] = Array.from({ length: 20_000 }, (_, i) => [
      Math.round((40.4 + Math.sin(i / 50) * 0.7 + i * 1e-5) * 1e6) / 1e6,
      Math.round((-3.7 + i * 2.9e-4) * 1e6) / 1e6,
    ]);
    const encoded = encodePolyline(points);
    expect(decodePolyline(encoded)).toEqual(points);
    expect(encodePolyline(decodePolyline(encoded))).toBe(encoded);
  });

  it("encodes extreme coordinates at precision 6 without 32-bit overflow", () => {
    const points: [number, number][] = [[-89.999999, -179.999999], [89.999999, 179.999999], [0, 0]];
    expect(decodePolyline(encodePolyline(points))).toEqual(points);
  });

  it("decodes into a flat latitude, longitude array", () => {
    expect([...decodePolylineFlat(encodePolyline([[40.1, -3.2], [41.3, 2.1]]))]).toEqual([40.1, -3.2, 41.3, 2.1]);
  });

  it("decodes the empty string as no points", () => {
    expect(decodePolyline("")).toEqual([]);
  });

  it("rejects a polyline cut in the middle of a coordinate", () => {
    const encoded = encodePolyline([[40.123456, -3.654321], [41.1, 2.2]]);
    expect(() => decodePolylineFlat(encoded.slice(0, -1))).toThrow(PolylineError);
  });

  it("rejects characters outside the polyline alphabet", () => {
    expect(() => decodePolylineFlat("abc def")).toThrow(PolylineError);
  });

  it("rejects coordinates beyond ±90 latitude", () => {
    expect(() => decodePolylineFlat(encodePolyline([[95, 0]]))).toThrow(/fuera de rango/);
  });
});
