/**
 * What photos exist: body shapes, paint colours, views and location variants, and the one
 * address scheme for them (/media/...). Pure, so the demo generator, the route handler and the
 * renderer share it. Paint is limited to a fixed palette so that the set of renderable images is
 * finite (a request for any other colour is a 404, not a new file on disk).
 */

import { z } from "zod";
import { PLACEHOLDER_PHOTO_URL } from "@/domain/car/car";

export const BODY_SHAPES = [
  "sedan",
  "hatch",
  "wagon",
  "suv",
  "ute",
  "van",
  "coupe",
  "convertible",
  "people-mover",
  "caravan",
] as const;
export type BodyShape = (typeof BODY_SHAPES)[number];

/** Paint palette: key -> hex (no '#'). Feeds and the demo map colour names onto these. */
export const PAINT = {
  white: "f4f5f6",
  pearl: "ebe6da",
  silver: "b9bec4",
  grey: "6e747b",
  graphite: "3e4348",
  black: "16171a",
  red: "b3141c",
  maroon: "6e1421",
  blue: "1f4f9e",
  navy: "1c2a4a",
  skyblue: "5b90c8",
  green: "2f5e3b",
  olive: "6a6e46",
  orange: "d8621c",
  yellow: "e3b223",
  bronze: "8b6b4a",
  beige: "c8b899",
  brown: "583d2b",
  teal: "1f7676",
  purple: "4c2f6c",
} as const;
export type PaintKey = keyof typeof PAINT;
export const PAINT_HEXES: readonly string[] = Object.values(PAINT);

export type ViewSpec =
  | {
      kind: "exterior";
      /** Camera yaw in degrees: 0 left side, 90 front, -90 rear, 180 right side. */
      yaw: number;
      pitch: number;
      backdrop: Backdrop;
      /** Close-up on one part of the car instead of the whole car. */
      zoom?: "headlight" | "taillight" | "grille";
    }
  | {
      kind: "interior";
      scene: "dashboard" | "seats" | "rear-seats" | "cargo";
      zoom?: "steering" | "console";
    }
  | { kind: "wheel"; backdrop: Backdrop };

export const BACKDROPS = ["studio", "dark", "warm", "outdoor"] as const;
export type Backdrop = (typeof BACKDROPS)[number];

const ext = (yaw: number, backdrop: Backdrop = "studio", pitch = 8): ViewSpec => ({
  kind: "exterior",
  yaw,
  pitch,
  backdrop,
});

/** 30 views. Their order is the order a car's gallery shows them in. */
export const VIEWS = {
  "front-three-quarter": ext(38),
  side: ext(0, "studio", 4),
  "rear-three-quarter": ext(-38),
  front: ext(90, "studio", 6),
  rear: ext(-90, "studio", 6),
  dashboard: { kind: "interior", scene: "dashboard" },
  seats: { kind: "interior", scene: "seats" },
  "rear-seats": { kind: "interior", scene: "rear-seats" },
  cargo: { kind: "interior", scene: "cargo" },
  wheel: { kind: "wheel", backdrop: "studio" },
  "front-three-quarter-right": ext(142),
  "rear-three-quarter-right": ext(-142),
  "side-right": ext(180, "studio", 4),
  "high-front-three-quarter": ext(32, "studio", 22),
  headlight: { kind: "exterior", yaw: 30, pitch: 6, backdrop: "studio", zoom: "headlight" },
  "tail-light": { kind: "exterior", yaw: -32, pitch: 6, backdrop: "studio", zoom: "taillight" },
  grille: { kind: "exterior", yaw: 78, pitch: 5, backdrop: "studio", zoom: "grille" },
  "steering-wheel": { kind: "interior", scene: "dashboard", zoom: "steering" },
  "centre-console": { kind: "interior", scene: "dashboard", zoom: "console" },
  "wheel-dark": { kind: "wheel", backdrop: "dark" },
  "front-three-quarter-dark": ext(38, "dark"),
  "side-dark": ext(0, "dark", 4),
  "rear-three-quarter-dark": ext(-38, "dark"),
  "front-dark": ext(90, "dark", 6),
  "front-three-quarter-warm": ext(38, "warm"),
  "side-warm": ext(0, "warm", 4),
  "rear-three-quarter-warm": ext(-38, "warm"),
  "front-three-quarter-outdoor": ext(38, "outdoor", 6),
  "side-outdoor": ext(0, "outdoor", 3),
  "rear-three-quarter-outdoor": ext(-38, "outdoor", 6),
} as const satisfies Record<string, ViewSpec>;
export type ViewName = keyof typeof VIEWS;
export const VIEW_NAMES = Object.keys(VIEWS) as ViewName[];

/** Building photos for location cards. */
export const LOCATION_PHOTO_VARIANTS = [
  "showroom-1",
  "showroom-2",
  "showroom-3",
  "showroom-4",
  "used-1",
  "used-2",
  "service-1",
  "service-2",
  "parts-1",
  "caravan-1",
] as const;
export type LocationPhotoVariant = (typeof LOCATION_PHOTO_VARIANTS)[number];

export const PLACEHOLDER_URL = PLACEHOLDER_PHOTO_URL;

export function carPhotoUrl(shape: BodyShape, hex: string, view: ViewName): string {
  return `/media/cars/${shape}/${hex.replace("#", "").toLowerCase()}/${view}.jpg`;
}

export function locationPhotoUrl(variant: LocationPhotoVariant): string {
  return `/media/locations/${variant}.jpg`;
}

const jpg = <T extends readonly [string, ...string[]]>(names: T) =>
  z
    .string()
    .regex(/^[a-z0-9-]+\.jpg$/)
    .transform((s) => s.slice(0, -4))
    .pipe(z.enum(names));

/** The path segments after /media/, parsed strictly: anything else is not an image we make. */
export const photoPathSchema = z.union([
  z.tuple([z.literal("placeholder.jpg")]).transform(() => ({ kind: "placeholder" as const })),
  z
    .tuple([
      z.literal("cars"),
      z.enum(BODY_SHAPES),
      z.enum(PAINT_HEXES as [string, ...string[]]),
      jpg(VIEW_NAMES as [ViewName, ...ViewName[]]),
    ])
    .transform(([, shape, hex, view]) => ({ kind: "car" as const, shape, hex, view })),
  z
    .tuple([z.literal("locations"), jpg(LOCATION_PHOTO_VARIANTS)])
    .transform(([, variant]) => ({ kind: "location" as const, variant })),
]);
export type PhotoRequest = z.output<typeof photoPathSchema>;

/** Relative file path (under the media cache directory) for a parsed request. */
export function photoCacheKey(req: PhotoRequest): string {
  switch (req.kind) {
    case "placeholder":
      return "placeholder.jpg";
    case "car":
      return `cars/${req.shape}/${req.hex}/${req.view}.jpg`;
    case "location":
      return `locations/${req.variant}.jpg`;
  }
}
