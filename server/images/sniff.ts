// What an upload really is, told from its first bytes (the name and the declared type are the
// client's word, and a PHP script renamed .jpg must not pass). Only JPEG, PNG and WebP are accepted.
// Kept by hand, ahead of sharp: sharp's own sniffing opens any format libvips knows (its metadata()
// parses an SVG with librsvg, a TIFF, a GIF, a HEIF), so these three signatures decide which decoders
// an upload may reach at all; sharp then reads the header (image-header.ts) and must agree.

export type ImageType = "jpeg" | "png" | "webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}
