// Image files for the upload tests, made on the spot: real photos from sharp and hand-made headers.
import { deflateSync, crc32 } from "node:zlib";
import sharp from "sharp";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid PNG header (IHDR with a correct CRC) claiming width × height, with a token IDAT. */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Artist: "Lucía Fernández" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 1/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 13/1" },
    })
    .toBuffer();
}

export const PHP_SCRIPT = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
