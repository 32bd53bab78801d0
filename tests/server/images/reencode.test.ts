import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { reencodeImage } from "../../../server/images/reencode.ts";

const LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, maxSide: 1600 };

describe("re-encoding an upload", () => {
  it("turns a photo upright by its EXIF orientation and drops the tag", async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#fff" } })
      .jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const result = await reencodeImage(sideways, LIMITS);
    if (!result.ok) throw new Error(result.message);
    const meta = await sharp(result.image.bytes).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({ width: 200, height: 300, orientation: undefined });
  });

  it("drops XMP and ICC metadata too", async () => {
    const tagged = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#abc" } })
      .jpeg().withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile("p3").toBuffer();
    const result = await reencodeImage(tagged, LIMITS);
    if (!result.ok) throw new Error(result.message);
    const meta = await sharp(result.image.bytes).metadata();
    expect({ xmp: meta.xmp, icc: meta.icc }).toEqual({ xmp: undefined, icc: undefined });
  });

  it("refuses a real image over the pixel limit before decoding it", async () => {
    const wide = await sharp({ create: { width: 4000, height: 100, channels: 3, background: "#000" } }).png().toBuffer();
    const result = await reencodeImage(wide, { ...LIMITS, maxPixels: 100_000 });
    expect(result).toEqual({ ok: false, status: 400, message: "La imagen tiene demasiados píxeles (máximo 0,1 megapíxeles)" });
  });
});
