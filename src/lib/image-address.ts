/**
 * Short addresses for resized images. The image service's own address repeats the photo's path
 * escaped, with its width and quality as parameters
 * (`/_next/image?url=%2Fmedia%2Fcars%2Fute%2Fphoto.jpg&w=384&q=75`), five or six times in every
 * srcset; the short form says the same in a third of the bytes (`/i/384q75/media/cars/ute/photo.jpg`).
 * Images pass `shortImageLoader` as their loader; the front door turns a short address back into
 * the service's before the framework sees it, so the service itself (its sizes, qualities, the
 * local patterns it allows, its cache) is unchanged.
 */

const SHORT = /^\/i\/(\d{1,4})q(\d{1,3})(\/(?:media|brand)\/[^?#]+)$/;

/** next/image loader: the short address of `src` at a width and quality. */
export function shortImageLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}): string {
  return `/i/${width}q${quality ?? 75}${src}`;
}

/**
 * The image service's address for a short image address, or null when `path` is not one (or
 * names a file outside /media and /brand, or a dot segment).
 */
export function imageServiceAddress(path: string): string | null {
  const match = SHORT.exec(path);
  if (!match) return null;
  const [, width, quality, file] = match;
  if (file!.split("/").some((segment) => segment === "." || segment === "..")) return null;
  return `/_next/image?url=${encodeURIComponent(file!)}&w=${width}&q=${quality}`;
}
