// sharp (libvips) is loaded by the first upload: a server that gets none never carries it (~8 MB).
import type Sharp from "sharp";

let loadedSharp: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loadedSharp ??= import("sharp").then(({ default: sharp }) => {
    // Decoded pixels are not worth keeping between uploads; memory is.
    sharp.cache(false);
    // One libvips thread per image (sharp's default on glibc, not on musl): each extra thread is one
    // more malloc arena that keeps its peak after the upload. Uploads are rare; memory is not.
    sharp.concurrency(1);
    return sharp;
  });
  return loadedSharp;
}
