// Width and height of an upload, read by sharp from the file's header before any pixel is decoded
// (`metadata()` opens the header only): a tiny file that claims 50,000 × 50,000 pixels is refused
// unopened. The pixel limit is ours to check, so sharp is asked without its own limit here.
import type { ImageType } from "./sniff.ts";
import { loadSharp } from "./load-sharp.ts";

export interface ImageHeader {
  width: number;
  height: number;
  /** Transparency to keep (the photo is then stored as WebP). */
  hasAlpha: boolean;
}

/** The header's dimensions when it is readable and of the type the first bytes said; else null. */
export async function readImageHeader(bytes: Uint8Array, type: ImageType): Promise<ImageHeader | null> {
  const sharp = await loadSharp();
  try {
    const { format, width, height, hasAlpha } = await sharp(bytes, { limitInputPixels: false, failOn: "error", pages: 1 }).metadata();
    return format === type && width > 0 && height > 0 ? { width, height, hasAlpha } : null;
  } catch {
    return null;
  }
}
