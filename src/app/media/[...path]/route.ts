/**
 * Rendered vehicle, location and placeholder photos: /media/cars/{shape}/{paint}/{view}.jpg,
 * /media/locations/{variant}.jpg and /media/placeholder.jpg. Anything else is a 404, so the set
 * of files this can create on disk is fixed. Addresses never change content: cached for a year.
 */
import { getPhoto } from "@/photos/photo-cache.server";
import { photoPathSchema } from "@/photos/photo-catalogue";

export const runtime = "nodejs";

export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  const parsed = photoPathSchema.safeParse(path);
  if (!parsed.success) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  const jpeg = await getPhoto(parsed.data);
  return new Response(new Uint8Array(jpeg), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(jpeg.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
