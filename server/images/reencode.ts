// Turns an uploaded file into a photo safe to store and serve: type from the first bytes, size and
// pixel limits checked from the header (image-header.ts) before decoding, then decoded by sharp (its
// own pixel limit as a second guard), turned upright by EXIF orientation, shrunk to fit and re-encoded. The output
// carries no metadata at all, so GPS positions, camera serials and names stay with the user.
import { createHash } from "node:crypto";
import { readImageHeader, type ImageHeader } from "./image-header.ts";
import { loadSharp } from "./load-sharp.ts";
import { sniffImageType } from "./sniff.ts";

/** A 40-megapixel decode holds ~160 MB: at most this many run at once, the rest wait their turn. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing job hands its slot straight to the next in line, so the count never overshoots.
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
  /** Longest side of the stored photo. */
  maxSide: number;
}

export interface StoredImage {
  bytes: Buffer;
  contentType: "image/jpeg" | "image/webp";
  width: number;
  height: number;
  sha256: string;
}

export type ReencodeResult =
  | { ok: true; image: StoredImage }
  | { ok: false; status: 400 | 413; message: string };

const UNREADABLE = "La imagen está dañada o no se puede leer";

export async function reencodeImage(input: Uint8Array, limits: ImageLimits): Promise<ReencodeResult> {
  if (input.length > limits.maxBytes) {
    return { ok: false, status: 413, message: `La imagen supera el tamaño máximo de ${Math.round(limits.maxBytes / 1048576)} MB` };
  }
  const type = sniffImageType(input);
  if (!type) return { ok: false, status: 400, message: "Formato no admitido: solo se aceptan imágenes JPEG, PNG o WebP" };

  const header = await readImageHeader(input, type);
  if (!header) return { ok: false, status: 400, message: UNREADABLE };
  const tooManyPixels = `La imagen tiene demasiados píxeles (máximo ${(limits.maxPixels / 1e6).toLocaleString("es-ES", { maximumFractionDigits: 1 })} megapíxeles)`;
  if (header.width * header.height > limits.maxPixels) return { ok: false, status: 400, message: tooManyPixels };

  return withSlot(() => decodeAndEncode(input, header, limits));
}

async function decodeAndEncode(input: Uint8Array, header: ImageHeader, limits: ImageLimits): Promise<ReencodeResult> {
  const options = { limitInputPixels: limits.maxPixels, failOn: "error", pages: 1 } as const;
  // Outside the try: a sharp that cannot load is a server fault, not an unreadable image.
  const sharp = await loadSharp();
  try {
    const pipeline = sharp(input, options)
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: "inside", withoutEnlargement: true });
    // Transparency survives as WebP; everything else becomes a JPEG.
    const { data, info } = header.hasAlpha
      ? await pipeline.webp({ quality: 80 }).toBuffer({ resolveWithObject: true })
      : await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: {
        bytes: data,
        contentType: header.hasAlpha ? "image/webp" : "image/jpeg",
        width: info.width,
        height: info.height,
        sha256: createHash("sha256").update(data).digest("hex"),
      },
    };
  } catch {
    return { ok: false, status: 400, message: UNREADABLE };
  }
}
