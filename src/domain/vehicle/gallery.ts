/**
 * What the vehicle gallery shows: the photos, the placeholder or
 * new-arrival image when a car has 1 or fewer, whether the thumbnail strip shows (more than 3
 * images and in stock), which images load with priority (the first 2), the view modes the car
 * supports (gallery, 360 spin, interior) and the one it opens in.
 */
import type { CarStatus } from "@/domain/car/car";

export const GALLERY = { thumbnailsAbove: 3, priorityImages: 2 } as const;

export type GallerySource = "photos" | "new-arrival" | "placeholder";
export type GalleryPhotos = { urls: string[]; source: GallerySource };

/**
 * A default placeholder address counts as no photo. With 1 or fewer real photos the car has no
 * gallery to speak of: the site's new-arrival image fills it, else the placeholder does, in both
 * cases after the one real photo, which is never hidden.
 */
export function galleryPhotos(
  images: readonly { url: string }[],
  settings: { placeholderUrl: string; newArrivalImageUrl: string | null },
): GalleryPhotos {
  const real = images
    .map((image) => image.url)
    .filter((url) => url && url !== settings.placeholderUrl);
  if (real.length > 1) return { urls: real, source: "photos" };
  if (settings.newArrivalImageUrl)
    return { urls: [...real, settings.newArrivalImageUrl], source: "new-arrival" };
  return { urls: [...real, settings.placeholderUrl], source: "placeholder" };
}

export function showsThumbnails(imageCount: number, status: CarStatus): boolean {
  return imageCount > GALLERY.thumbnailsAbove && status === "in_stock";
}

export function hasPriority(index: number): boolean {
  return index >= 0 && index < GALLERY.priorityImages;
}

/** The next slide for an arrow: wraps at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export const VIEW_MODES = ["gallery", "spin", "interior"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export type SpinMedia = {
  spin_images: readonly string[];
  spin_code: string | null;
  spin_interior_image: string | null;
};

/**
 * How the 360 view is shown: our own viewer over the car's frames, or, for a car with only a
 * spin code, the provider's viewer page (when the deployment knows its address).
 */
export type SpinSource =
  | { kind: "frames"; frames: readonly string[] }
  | { kind: "external"; url: string }
  | null;

export function spinSource(car: SpinMedia, viewerUrl: (code: string) => string | null): SpinSource {
  if (car.spin_images.length > 0) return { kind: "frames", frames: car.spin_images };
  const code = car.spin_code?.trim();
  const url = code ? viewerUrl(code) : null;
  return url ? { kind: "external", url } : null;
}

export function viewModes(spin: SpinSource, interiorImage: string | null): ViewMode[] {
  return VIEW_MODES.filter(
    (mode) => mode === "gallery" || (mode === "spin" ? spin !== null : Boolean(interiorImage)),
  );
}

/** The site's default view when this car has it, else the gallery. */
export function initialViewMode(available: readonly ViewMode[], siteDefault: ViewMode): ViewMode {
  return available.includes(siteDefault) ? siteDefault : "gallery";
}
