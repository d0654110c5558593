/**
 * A touring caravan: white composite body with decals in the paint colour, tandem axle, A-frame
 * drawbar with a front toolbox. The door is on the left, the kerb side in Australia.
 */
import type { Vec2 } from "./projection";
import type { ShapeSpec } from "./shape-spec";

const rect = (x0: number, z0: number, x1: number, z1: number): Vec2[] => [
  [x0, z0],
  [x0, z1],
  [x1, z1],
  [x1, z0],
];

export const CARAVAN: ShapeSpec = {
  length: 6.4,
  halfWidth: 1.18,
  roofHalfWidth: 1.14,
  beltZ: 1.4,
  roofZ: 2.75,
  whiteBody: true,
  drawbar: true,
  profile: [
    [0.0, 0.56, "front-low"],
    [0.0, 1.5, "front-mid"],
    [0.1, 2.38, "front-top"],
    [0.4, 2.72, "roof-front"],
    [3.2, 2.76],
    [6.12, 2.75, "roof-rear"],
    [6.34, 2.58, "rear-top"],
    [6.4, 0.72, "rear-bumper"],
    [6.34, 0.56, "rear-low"],
  ],
  glass: [],
  wheels: { x: [3.02, 3.84], radius: 0.36, archRadius: 0.43, rim: "six-spoke" },
  sideWindows: [rect(0.75, 1.5, 1.95, 2.2), rect(2.5, 1.75, 2.9, 2.2), rect(4.25, 1.5, 5.45, 2.2)],
  pillars: [],
  doorLines: [[...rect(2.4, 0.66, 3.0, 2.35), [2.4, 0.66]], rect(5.75, 0.75, 6.15, 1.25)],
  handles: [[2.9, 1.35]],
  decals: [
    // Lower skirt, a sweeping mid-line stripe and a thin pin-stripe above it.
    [
      [0.0, 0.56],
      [0.0, 0.86],
      [6.4, 0.86],
      [6.4, 0.56],
    ],
    [
      [0.0, 1.12],
      [0.0, 1.32],
      [2.2, 1.3],
      [4.6, 1.42],
      [6.4, 1.62],
      [6.4, 1.38],
      [4.6, 1.2],
      [2.2, 1.1],
    ],
    [
      [0.02, 2.38],
      [0.06, 2.46],
      [6.36, 2.46],
      [6.36, 2.41],
    ],
  ],
  features: [
    {
      from: "front-mid",
      to: "front-top",
      kind: "glass",
      points: [
        [0.3, -0.62],
        [0.3, 0.62],
        [0.82, 0.58],
        [0.82, -0.58],
      ],
    },
    {
      from: "front-low",
      to: "front-mid",
      kind: "trim",
      points: [
        [0.02, -0.98],
        [0.02, 0.98],
        [0.55, 0.98],
        [0.55, -0.98],
      ],
    },
    {
      from: "rear-top",
      to: "rear-bumper",
      kind: "glass",
      points: [
        [0.12, -0.45],
        [0.12, 0.45],
        [0.4, 0.45],
        [0.4, -0.45],
      ],
    },
    {
      from: "rear-top",
      to: "rear-bumper",
      kind: "stripe",
      points: [
        [0.62, -1.2],
        [0.62, 1.2],
        [0.74, 1.2],
        [0.74, -1.2],
      ],
    },
    {
      from: "rear-top",
      to: "rear-bumper",
      kind: "taillight",
      mirror: true,
      points: [
        [0.84, 0.62],
        [0.84, 0.92],
        [0.95, 0.92],
        [0.95, 0.62],
      ],
    },
    {
      from: "rear-top",
      to: "rear-bumper",
      kind: "plate",
      points: [
        [0.82, -0.22],
        [0.82, 0.22],
        [0.97, 0.22],
        [0.97, -0.22],
      ],
    },
  ],
};
