import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { sniffImageType } from "../../../server/images/sniff.ts";
import { readImageHeader } from "../../../server/images/image-header.ts";
import { PHP_SCRIPT, pngHeaderClaiming } from "../../helpers/image-fixtures.ts";

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } });

describe("image type sniffing", () => {
  it("tells JPEG, PNG and WebP from their first bytes", async () => {
    const [jpeg, png, webp] = await Promise.all([solid(8, 8).jpeg().toBuffer(), solid(8, 8).png().toBuffer(), solid(8, 8).webp().toBuffer()]);
    expect([sniffImageType(jpeg), sniffImageType(png), sniffImageType(webp)]).toEqual(["jpeg", "png", "webp"]);
  });

  it("refuses a PHP script, a GIF and an SVG whatever they are called", async () => {
    const gif = await solid(8, 8).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect([sniffImageType(PHP_SCRIPT), sniffImageType(gif), sniffImageType(svg)]).toEqual([null, null, null]);
  });
});

describe("dimensions from the header", () => {
  it("reads a hand-made PNG header claiming 50,000 × 50,000", async () => {
    expect(await readImageHeader(pngHeaderClaiming(50_000, 50_000), "png")).toMatchObject({ width: 50_000, height: 50_000 });
  });

  it("reads a JPEG's frame header past its EXIF segment", async () => {
    const jpeg = await solid(1234, 567).jpeg().withExif({ IFD0: { Make: "x" } }).toBuffer();
    expect(await readImageHeader(jpeg, "jpeg")).toEqual({ width: 1234, height: 567, hasAlpha: false });
  });

  it("reads a progressive JPEG", async () => {
    expect(await readImageHeader(await solid(321, 123).jpeg({ progressive: true }).toBuffer(), "jpeg")).toMatchObject({ width: 321, height: 123 });
  });

  it("reads lossy, lossless and extended WebP", async () => {
    const lossy = await solid(300, 200).webp().toBuffer();
    const lossless = await solid(301, 201).webp({ lossless: true }).toBuffer();
    const extended = await solid(302, 202, 4).webp().withExif({ IFD0: { Make: "x" } }).toBuffer();
    expect(await Promise.all([readImageHeader(lossy, "webp"), readImageHeader(lossless, "webp"), readImageHeader(extended, "webp")]))
      .toEqual([{ width: 300, height: 200, hasAlpha: false }, { width: 301, height: 201, hasAlpha: false }, { width: 302, height: 202, hasAlpha: true }]);
  });

  it("gives null for a header cut short", async () => {
    expect(await readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), "jpeg")).toBeNull();
  });

  it("gives null when the header is of another type than the first bytes said", async () => {
    expect(await readImageHeader(await solid(8, 8).png().toBuffer(), "jpeg")).toBeNull();
  });
});
