/**
 * The description of one body shape for the renderer: a side profile that is extruded across the
 * car's width, plus the details painted onto it. Numbers are metres, in the axes of projection.ts.
 */
import type { Vec2 } from "./projection";

/** [x, z] with an optional name that details refer to. */
export type ProfilePoint = readonly [number, number, string?];

export type RimStyle = "five-spoke" | "twin-spoke" | "six-spoke" | "multi-spoke" | "steel";

export type FaceFeatureKind =
  | "headlight"
  | "taillight"
  | "grille"
  | "intake"
  | "plate"
  | "fog"
  | "glass"
  | "trim"
  | "bumper"
  | "stripe";

/** A detail on a front/rear surface: corners as (t along the segment, u across: -1..1, past 1
 * wraps onto the rounded edge). Mirrored details are drawn on both sides of the centre line. */
export type FaceFeature = {
  from: string;
  to: string;
  kind: FaceFeatureKind;
  points: readonly Vec2[];
  mirror?: boolean;
};

export type ShapeSpec = {
  length: number;
  /** Half of the body width at the sill. */
  halfWidth: number;
  /** Half width at the roof: the glasshouse leans in above the belt line. */
  roofHalfWidth: number;
  beltZ: number;
  roofZ: number;
  profile: readonly ProfilePoint[];
  /** Runs of the profile (from label to label) drawn as glass or dark trim instead of paint. */
  glass: readonly (readonly [string, string])[];
  trim?: readonly (readonly [string, string])[];
  /** Upper body painted white with the paint colour as decals (caravans). */
  whiteBody?: boolean;
  wheels: { x: readonly number[]; radius: number; archRadius: number; rim: RimStyle };
  sideWindows: readonly (readonly Vec2[])[];
  /** Body-colour or black pillars drawn over the windows: [x0, x1] at the window's height. */
  pillars?: readonly (readonly [number, number])[];
  doorLines: readonly (readonly Vec2[])[];
  handles: readonly Vec2[];
  /** Dark plastic cladding band along the sill and around the arches (SUVs, utes). */
  cladding?: { z0: number; z1: number };
  mirror?: Vec2;
  features: readonly FaceFeature[];
  /** Open wells in the top surface (ute tub, convertible cabin): x range and floor height. */
  wells?: readonly { x0: number; x1: number; floorZ: number; topZ: number; colour: string }[];
  /** Decal stripes on the side: polygons in x/z, painted in the paint colour. */
  decals?: readonly (readonly Vec2[])[];
  roofRails?: boolean;
  /** Solid blocks such as convertible seats: corners in world axes and a colour. */
  boxes?: readonly {
    min: [number, number, number];
    max: [number, number, number];
    colour: string;
  }[];
  drawbar?: boolean;
};

/** The usual front: lamps high on the fascia, grille between, intake and plate below. */
export function standardFront(opts: {
  lamp: [string, string];
  lower: [string, string];
  lampT?: [number, number];
  grilleWidth?: number;
  grilleT?: [number, number];
}): FaceFeature[] {
  const [t0, t1] = opts.lampT ?? [0.45, 1];
  const gw = opts.grilleWidth ?? 0.5;
  const [g0, g1] = opts.grilleT ?? [0.05, 0.85];
  return [
    {
      from: opts.lamp[0],
      to: opts.lamp[1],
      kind: "headlight",
      mirror: true,
      points: [
        [t0, gw + 0.1],
        [t1, gw + 0.12],
        [t1 - 0.02, 1.6],
        [t0 + 0.15, 1.5],
      ],
    },
    {
      from: opts.lamp[0],
      to: opts.lamp[1],
      kind: "grille",
      points: [
        [g0, -gw],
        [g1, -gw - 0.04],
        [g1, gw + 0.04],
        [g0, gw],
      ],
    },
    {
      from: opts.lower[0],
      to: opts.lower[1],
      kind: "intake",
      points: [
        [0.12, -0.62],
        [0.62, -0.7],
        [0.62, 0.7],
        [0.12, 0.62],
      ],
    },
    {
      from: opts.lower[0],
      to: opts.lower[1],
      kind: "plate",
      points: [
        [0.55, -0.24],
        [0.95, -0.24],
        [0.95, 0.24],
        [0.55, 0.24],
      ],
    },
    {
      from: opts.lower[0],
      to: opts.lower[1],
      kind: "fog",
      mirror: true,
      points: [
        [0.3, 0.78],
        [0.55, 0.78],
        [0.55, 0.92],
        [0.3, 0.92],
      ],
    },
  ];
}

/** The usual rear: wrap-around tail lamps, plate recess, dark lower bumper. */
export function standardRear(opts: {
  lamp: [string, string];
  plate: [string, string];
  lower: [string, string];
  lampT?: [number, number];
}): FaceFeature[] {
  const [t0, t1] = opts.lampT ?? [0.05, 0.7];
  return [
    {
      from: opts.lamp[0],
      to: opts.lamp[1],
      kind: "taillight",
      mirror: true,
      points: [
        [t0, 0.5],
        [t0, 1.7],
        [t1, 1.6],
        [t1, 0.62],
      ],
    },
    {
      from: opts.plate[0],
      to: opts.plate[1],
      kind: "plate",
      points: [
        [0.15, -0.25],
        [0.15, 0.25],
        [0.62, 0.25],
        [0.62, -0.25],
      ],
    },
    {
      from: opts.lower[0],
      to: opts.lower[1],
      kind: "bumper",
      points: [
        [0.2, -0.9],
        [0.2, 0.9],
        [0.85, 0.85],
        [0.85, -0.85],
      ],
    },
  ];
}
