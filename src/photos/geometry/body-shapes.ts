/**
 * Profiles of the passenger-car shapes. Each is a side silhouette traced clockwise from the
 * bottom of the front bumper, with named points that windows, lamps and grilles hang from.
 */
import type { BodyShape } from "../photo-catalogue";
import { CARAVAN } from "./caravan-shape";
import { COMMERCIAL_SHAPES } from "./commercial-shapes";
import { type ShapeSpec, standardFront, standardRear } from "./shape-spec";

const sedanFront = standardFront({ lamp: ["bumper", "front-top"], lower: ["front-low", "bumper"] });

const SEDAN: ShapeSpec = {
  length: 4.75,
  halfWidth: 0.91,
  roofHalfWidth: 0.7,
  beltZ: 0.97,
  roofZ: 1.44,
  profile: [
    [0.16, 0.2, "front-low"],
    [0.0, 0.42, "bumper"],
    [0.04, 0.66, "front-top"],
    [0.3, 0.79, "hood-front"],
    [1.55, 0.94, "cowl"],
    [2.12, 1.39, "roof-front"],
    [2.6, 1.44],
    [3.05, 1.41, "roof-rear"],
    [3.86, 1.02, "deck-front"],
    [4.58, 0.99, "deck-rear"],
    [4.73, 0.8, "rear-top"],
    [4.75, 0.45, "rear-bumper"],
    [4.56, 0.2, "rear-low"],
  ],
  glass: [
    ["cowl", "roof-front"],
    ["roof-rear", "deck-front"],
  ],
  wheels: { x: [0.98, 3.72], radius: 0.33, archRadius: 0.39, rim: "twin-spoke" },
  sideWindows: [
    [
      [1.74, 0.98],
      [2.15, 1.33],
      [2.62, 1.37],
      [2.62, 0.98],
    ],
    [
      [2.7, 0.98],
      [2.7, 1.37],
      [3.02, 1.35],
      [3.64, 1.02],
      [3.62, 0.98],
    ],
  ],
  doorLines: [
    [
      [1.62, 0.97],
      [1.6, 0.32],
    ],
    [
      [2.66, 1.38],
      [2.66, 0.3],
    ],
    [
      [3.66, 1.0],
      [3.55, 0.74],
      [3.4, 0.3],
    ],
  ],
  handles: [
    [2.38, 0.88],
    [3.38, 0.88],
  ],
  mirror: [1.82, 0.99],
  features: [
    ...sedanFront,
    ...standardRear({
      lamp: ["deck-rear", "rear-top"],
      plate: ["rear-top", "rear-bumper"],
      lower: ["rear-bumper", "rear-low"],
      lampT: [0.05, 0.95],
    }),
  ],
};

const HATCH: ShapeSpec = {
  ...SEDAN,
  length: 4.15,
  profile: [
    [0.16, 0.2, "front-low"],
    [0.0, 0.42, "bumper"],
    [0.04, 0.66, "front-top"],
    [0.3, 0.8, "hood-front"],
    [1.45, 0.95, "cowl"],
    [2.02, 1.42, "roof-front"],
    [2.7, 1.46],
    [3.55, 1.42, "roof-rear"],
    [3.98, 1.02, "hatch-bottom"],
    [4.12, 0.78, "rear-top"],
    [4.15, 0.45, "rear-bumper"],
    [3.98, 0.2, "rear-low"],
  ],
  glass: [
    ["cowl", "roof-front"],
    ["roof-rear", "hatch-bottom"],
  ],
  wheels: { x: [0.92, 3.35], radius: 0.32, archRadius: 0.38, rim: "five-spoke" },
  sideWindows: [
    [
      [1.64, 0.98],
      [2.05, 1.36],
      [2.55, 1.4],
      [2.55, 0.98],
    ],
    [
      [2.63, 0.98],
      [2.63, 1.4],
      [3.5, 1.37],
      [3.78, 1.05],
    ],
  ],
  doorLines: [
    [
      [1.52, 0.97],
      [1.5, 0.32],
    ],
    [
      [2.59, 1.41],
      [2.59, 0.3],
    ],
    [
      [3.4, 1.0],
      [3.32, 0.74],
      [3.05, 0.3],
    ],
  ],
  handles: [
    [2.3, 0.88],
    [3.25, 0.9],
  ],
  mirror: [1.72, 0.99],
  features: [
    ...sedanFront,
    ...standardRear({
      lamp: ["hatch-bottom", "rear-top"],
      plate: ["rear-top", "rear-bumper"],
      lower: ["rear-bumper", "rear-low"],
      lampT: [0.0, 0.9],
    }),
  ],
};

const WAGON: ShapeSpec = {
  ...SEDAN,
  length: 4.85,
  profile: [
    [0.16, 0.2, "front-low"],
    [0.0, 0.42, "bumper"],
    [0.04, 0.66, "front-top"],
    [0.3, 0.8, "hood-front"],
    [1.55, 0.95, "cowl"],
    [2.12, 1.42, "roof-front"],
    [3.0, 1.47],
    [4.35, 1.43, "roof-rear"],
    [4.72, 1.0, "hatch-bottom"],
    [4.83, 0.78, "rear-top"],
    [4.85, 0.45, "rear-bumper"],
    [4.66, 0.2, "rear-low"],
  ],
  glass: [
    ["cowl", "roof-front"],
    ["roof-rear", "hatch-bottom"],
  ],
  wheels: { x: [0.98, 3.75], radius: 0.33, archRadius: 0.39, rim: "six-spoke" },
  sideWindows: [
    [
      [1.74, 0.98],
      [2.15, 1.36],
      [2.62, 1.41],
      [2.62, 0.98],
    ],
    [
      [2.7, 0.98],
      [2.7, 1.41],
      [3.62, 1.41],
      [3.62, 0.98],
    ],
    [
      [3.7, 0.98],
      [3.7, 1.41],
      [4.3, 1.38],
      [4.5, 1.0],
    ],
  ],
  roofRails: true,
  features: [
    ...sedanFront,
    ...standardRear({
      lamp: ["hatch-bottom", "rear-top"],
      plate: ["rear-top", "rear-bumper"],
      lower: ["rear-bumper", "rear-low"],
      lampT: [0.0, 0.9],
    }),
  ],
};

const COUPE: ShapeSpec = {
  ...SEDAN,
  length: 4.55,
  roofZ: 1.3,
  beltZ: 0.9,
  profile: [
    [0.16, 0.16, "front-low"],
    [0.0, 0.38, "bumper"],
    [0.05, 0.6, "front-top"],
    [0.35, 0.72, "hood-front"],
    [1.8, 0.88, "cowl"],
    [2.35, 1.28, "roof-front"],
    [2.75, 1.31],
    [3.15, 1.24, "roof-rear"],
    [4.25, 0.94, "deck-front"],
    [4.5, 0.9, "deck-rear"],
    [4.55, 0.72, "rear-top"],
    [4.53, 0.4, "rear-bumper"],
    [4.36, 0.16, "rear-low"],
  ],
  glass: [
    ["cowl", "roof-front"],
    ["roof-rear", "deck-front"],
  ],
  wheels: { x: [1.0, 3.62], radius: 0.34, archRadius: 0.39, rim: "multi-spoke" },
  sideWindows: [
    [
      [1.98, 0.91],
      [2.38, 1.22],
      [2.85, 1.25],
      [3.3, 1.15],
      [3.6, 0.95],
    ],
  ],
  pillars: [],
  doorLines: [
    [
      [1.85, 0.9],
      [1.83, 0.28],
    ],
    [
      [3.05, 0.9],
      [3.02, 0.28],
    ],
  ],
  handles: [[2.85, 0.82]],
  mirror: [2.05, 0.92],
  features: [
    ...standardFront({
      lamp: ["bumper", "front-top"],
      lower: ["front-low", "bumper"],
      grilleWidth: 0.42,
    }),
    ...standardRear({
      lamp: ["deck-rear", "rear-top"],
      plate: ["rear-top", "rear-bumper"],
      lower: ["rear-bumper", "rear-low"],
      lampT: [0.0, 0.95],
    }),
  ],
};

const CONVERTIBLE: ShapeSpec = {
  ...COUPE,
  profile: [
    [0.16, 0.16, "front-low"],
    [0.0, 0.38, "bumper"],
    [0.05, 0.6, "front-top"],
    [0.35, 0.72, "hood-front"],
    [1.8, 0.88, "cowl"],
    [2.2, 1.16, "screen-top"],
    [2.26, 1.14],
    [2.3, 0.9, "cabin-front"],
    [3.45, 0.9, "cabin-rear"],
    [4.38, 0.88, "deck-rear-start"],
    [4.5, 0.86, "deck-rear"],
    [4.55, 0.72, "rear-top"],
    [4.53, 0.4, "rear-bumper"],
    [4.36, 0.16, "rear-low"],
  ],
  glass: [["cowl", "cabin-front"]],
  trim: [["cabin-front", "cabin-rear"]],
  boxes: [-1, 1].flatMap((s) => {
    const y = (a: number, b: number): [number, number] => (s < 0 ? [-b, -a] : [a, b]);
    const [y0, y1] = y(0.14, 0.6);
    const [h0, h1] = y(0.27, 0.47);
    return [
      { min: [3.0, y0, 0.62], max: [3.12, y1, 0.98], colour: "#2b2522" },
      { min: [3.03, h0, 1.0], max: [3.1, h1, 1.1], colour: "#2b2522" },
    ];
  }),
  wells: [{ x0: 2.3, x1: 3.45, floorZ: 0.62, topZ: 0.9, colour: "#2a2420" }],
  sideWindows: [
    [
      [1.98, 0.92],
      [2.2, 1.1],
      [2.24, 1.08],
      [2.26, 0.92],
    ],
  ],
  mirror: [2.02, 0.92],
};

export const SHAPES: Record<BodyShape, ShapeSpec> = {
  sedan: SEDAN,
  hatch: HATCH,
  wagon: WAGON,
  coupe: COUPE,
  convertible: CONVERTIBLE,
  ...COMMERCIAL_SHAPES,
  caravan: CARAVAN,
};
