// gunzipWhole sizes its output from the gzip trailer, which is only a hint: whatever the trailer
// says, the bytes that come out are the document that went in.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gunzipWhole } from "../../../server/feed/gunzip-whole.ts";

const document = Buffer.from(JSON.stringify({ ListaEESSPrecio: Array.from({ length: 5000 }, (_, i) => ({ IDEESS: String(i), Rótulo: "AÑÓ" })) }));

function withTrailerSize(gz: Buffer, size: number): Buffer {
  const copy = Buffer.from(gz);
  copy.writeUInt32LE(size >>> 0, copy.length - 4);
  return copy;
}

describe("gunzipWhole", () => {
  it("returns the original bytes", async () => {
    expect((await gunzipWhole(gzipSync(document))).equals(document)).toBe(true);
  });

  it("returns the original bytes of two gzip members one after the other", async () => {
    const half = document.length >> 1;
    const joined = Buffer.concat([gzipSync(document.subarray(0, half)), gzipSync(document.subarray(half))]);
    expect((await gunzipWhole(joined)).equals(document)).toBe(true);
  });

  it.each([0, 10, 0xffffffff])("is not misled by a trailer that claims %d bytes", async (claimed) => {
    // The trailer's CRC still matches, only the length is wrong: zlib refuses it, as it should.
    await expect(gunzipWhole(withTrailerSize(gzipSync(document), claimed))).rejects.toThrow();
  });

  it("rejects truncated gzip", async () => {
    const gz = gzipSync(document);
    await expect(gunzipWhole(gz.subarray(0, gz.length - 100))).rejects.toThrow();
  });
});
