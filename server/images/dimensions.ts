// Width and height read straight from the file header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X),
// before any decoder runs: a tiny file that claims 50,000 × 50,000 pixels is refused unopened.
import type { ImageType } from "./sniff.ts";

export interface Dimensions { width: number; height: number }

const u16be = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const u16le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u24le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16);
const u32be = (b: Uint8Array, o: number) => ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
const tag = (b: Uint8Array, o: number) => String.fromCharCode(b[o]!, b[o + 1]!, b[o + 2]!, b[o + 3]!);

function pngDimensions(b: Uint8Array): Dimensions | null {
  // Signature (8), chunk length (4), "IHDR" (4), width (4), height (4).
  if (b.length < 24 || tag(b, 12) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function jpegDimensions(b: Uint8Array): Dimensions | null {
  let o = 2;
  while (o + 4 <= b.length) {
    if (b[o] !== 0xff) return null;
    const marker = b[o + 1]!;
    if (marker === 0xff) { o += 1; continue; } // fill byte
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { o += 2; continue; }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame header
    const length = u16be(b, o + 2);
    if (length < 2) return null;
    const isFrameHeader = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) {
      if (o + 9 > b.length) return null;
      return { height: u16be(b, o + 5), width: u16be(b, o + 7) };
    }
    o += 2 + length;
  }
  return null;
}

function webpDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = tag(b, 12);
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

/** The header's dimensions, or null when the header is unreadable. */
export function readDimensions(bytes: Uint8Array, type: ImageType): Dimensions | null {
  const d = type === "png" ? pngDimensions(bytes) : type === "jpeg" ? jpegDimensions(bytes) : webpDimensions(bytes);
  return d && d.width > 0 && d.height > 0 ? d : null;
}
