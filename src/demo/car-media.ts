/**
 * Which rendered photos a car lists, in gallery order, plus 360 spin frames and hotspots.
 * Photos are addressed by shape, paint and view, so cars that share them share image files.
 */

import type { CarImage, Hotspot } from "@/domain/car/car";
import {
  type Backdrop,
  type BodyShape,
  carPhotoUrl,
  VIEW_NAMES,
  type ViewName,
} from "@/photos/photo-catalogue";
import type { Rng } from "./prng";

const LEAD_VIEWS: Record<Backdrop, ViewName[]> = {
  studio: ["front-three-quarter", "side", "rear-three-quarter", "front", "rear"],
  dark: ["front-three-quarter-dark", "side-dark", "rear-three-quarter-dark", "front-dark", "rear"],
  warm: ["front-three-quarter-warm", "side-warm", "rear-three-quarter-warm", "front", "rear"],
  outdoor: [
    "front-three-quarter-outdoor",
    "side-outdoor",
    "rear-three-quarter-outdoor",
    "front",
    "rear",
  ],
};

const DETAIL_VIEWS: ViewName[] = [
  "dashboard",
  "seats",
  "rear-seats",
  "cargo",
  "wheel",
  "steering-wheel",
  "centre-console",
  "headlight",
  "tail-light",
  "front-three-quarter-right",
  "rear-three-quarter-right",
  "side-right",
  "grille",
  "high-front-three-quarter",
];

/** Gallery order for a dealership's photo style: its lead shots, details, then everything else. */
export function galleryOrder(backdrop: Backdrop): ViewName[] {
  const first = [...LEAD_VIEWS[backdrop], ...DETAIL_VIEWS];
  return [...first, ...VIEW_NAMES.filter((v) => !first.includes(v))];
}

/** Most cars have 8–20 photos; a few have none or one (fresh trade-ins, incoming stock). */
export function photoCount(rng: Rng, comingSoon: boolean): number {
  const r = rng.next();
  if (r < (comingSoon ? 0.35 : 0.04)) return 0;
  if (r < (comingSoon ? 0.45 : 0.07)) return 1;
  if (r < 0.12) return rng.int(2, 7);
  if (r < 0.95) return rng.int(8, 20);
  return rng.int(21, 30);
}

export function carImages(
  shape: BodyShape,
  hex: string,
  backdrop: Backdrop,
  count: number,
): CarImage[] {
  return galleryOrder(backdrop)
    .slice(0, count)
    .map((view) => {
      const url = carPhotoUrl(shape, hex, view);
      // next/image does the resizing, so the thumbnail is the same address.
      return { url, thumb: { url } };
    });
}

/** Eight exterior frames in turning order: a coarse 360 spin. */
const SPIN_FRAMES: ViewName[] = [
  "front-three-quarter",
  "front",
  "front-three-quarter-right",
  "side-right",
  "rear-three-quarter-right",
  "rear",
  "rear-three-quarter",
  "side",
];

export function spinImages(shape: BodyShape, hex: string): string[] {
  return SPIN_FRAMES.map((v) => carPhotoUrl(shape, hex, v));
}

const HOTSPOT_TEXT = [
  ["LED headlights", 0, 0.2, 0.55],
  ["Alloy wheels", 7, 0.3, 0.75],
  ["Panoramic glass roof", 0, 0.5, 0.3],
  ["Power tailgate", 5, 0.5, 0.45],
  ["Side steps", 7, 0.55, 0.8],
] as const;

export function hotspots(rng: Rng, carId: number): Hotspot[] {
  const n = rng.int(2, 4);
  return HOTSPOT_TEXT.slice(0, n).map(([description, activeAngle, posX, posY], i) => ({
    id: `${carId}-${i + 1}`,
    description,
    positions: [{ activeAngle, posX, posY }],
    anchors: [],
  }));
}
