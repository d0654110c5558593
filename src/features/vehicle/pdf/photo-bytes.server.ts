import "server-only";
/**
 * The bytes of a car photo for the PDF, read straight from the photo cache for /media/...
 * addresses (no HTTP round trip). Addresses elsewhere are left out of the PDF rather than
 * fetched from an arbitrary host while a shopper waits.
 */
import { getPhoto } from "@/photos/photo-cache.server";
import { photoPathSchema } from "@/photos/photo-catalogue";

export async function photoBytes(url: string | undefined): Promise<Buffer | null> {
  if (!url?.startsWith("/media/")) return null;
  const parsed = photoPathSchema.safeParse(url.slice("/media/".length).split("/"));
  if (!parsed.success) return null;
  try {
    return await getPhoto(parsed.data);
  } catch (error) {
    console.error(`PDF photo ${url}:`, error);
    return null;
  }
}
