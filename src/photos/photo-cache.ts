/**
 * Rendering photos to JPEG (1200×800, quality 80) and keeping each one on disk, so that every
 * image is drawn once per data directory. Concurrent requests for the same image share one render;
 * files are written to a temporary name and renamed, so a reader never sees half a JPEG.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { processShared } from "@/lib/process-shared";
import { type PhotoRequest, photoCacheKey } from "./photo-catalogue";
import { renderPhotoSvg } from "./render-photo";

export const PHOTO_QUALITY = 80;

export async function renderPhotoJpeg(req: PhotoRequest): Promise<Buffer> {
  const svg = renderPhotoSvg(req);
  // Every drawing is authored at 1200×800; plain libjpeg is ~6× faster than mozjpeg here.
  return sharp(Buffer.from(svg))
    .jpeg({ quality: PHOTO_QUALITY, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** Renders under way, by file: one render per photo however many requests ask at once. */
const inflight = processShared("photo-renders", () => new Map<string, Promise<Buffer>>());

/** The JPEG for a request, from `{mediaDir}/{key}` or rendered and stored there first. */
export async function cachedPhoto(mediaDir: string, req: PhotoRequest): Promise<Buffer> {
  const file = path.join(mediaDir, photoCacheKey(req));
  try {
    return await readFile(file);
  } catch {
    // Not rendered yet.
  }
  let pending = inflight.get(file);
  if (!pending) {
    pending = (async () => {
      const jpeg = await renderPhotoJpeg(req);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, jpeg);
      await rename(tmp, file);
      return jpeg;
    })().finally(() => inflight.delete(file));
    inflight.set(file, pending);
  }
  return pending;
}
