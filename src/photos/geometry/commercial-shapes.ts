/** Profiles of the taller shapes: SUV, ute (dual cab with a tub), van and people-mover. */
import { type ShapeSpec, standardFront, standardRear } from "./shape-spec";

const tallFront = standardFront({
  lamp: ["bumper", "front-top"],
  lower: ["front-low", "bumper"],
  grilleWidth: 0.55,
  lampT: [0.5, 1],
});

const SUV: ShapeSpec = {
  length: 4.7,
  halfWidth: 0.94,
  roofHalfWidth: 0.76,
  beltZ: 1.15,
  roofZ: 1.72,
  profile: [
    [0.12, 0.36, "front-low"],
    [0.0, 0.6, "bumper"],
    [0.03, 0.92, "front-top"],
    [0.28, 1.02, "hood-front"],
    [1.4, 1.12, "cowl"],
    [2.0, 1.66, "roof-front"],
    [3.0, 1.72],
    [4.25, 1.69, "roof-rear"],
    [4.6, 1.16, "hatch-bottom"],
    [4.7, 0.95, "rear-top"],
    [4.7, 0.6, "rear-bumper"],
    [4.55, 0.36, "rear-low"],
  ],
  glass: [
    ["cowl", "roof-front"],
    ["roof-rear", "hatch-bottom"],
  ],
  wheels: { x: [0.98, 3.72], radius: 0.38, archRadius: 0.45, rim: "six-spoke" },
  sideWindows: [
    [
      [1.58, 1.16],
      [2.05, 1.6],
      [2.55, 1.64],
      [2.55, 1.16],
    ],
    [
      [2.64, 1.16],
      [2.64, 1.64],
      [3.6, 1.64],
      [3.6, 1.16],
    ],
    [
      [3.68, 1.16],
      [3.68, 1.64],
      [4.18, 1.62],
      [4.42, 1.2],
    ],
  ],
  doorLines: [
    [
      [1.5, 1.15],
      [1.48, 0.5],
    ],
    [
      [2.6, 1.65],
      [2.6, 0.46],
    ],
    [
      [3.62, 1.15],
      [3.5, 0.9],
      [3.3, 0.5],
    ],
  ],
  handles: [
    [2.32, 1.05],
    [3.35, 1.05],
  ],
  cladding: { z0: 0.36, z1: 0.52 },
  mirror: [1.7, 1.17],
  roofRails: true,
  features: [
    ...tallFront,
    ...standardRear({
      lamp: ["hatch-bottom", "rear-top"],
      plate: ["rear-top", "rear-bumper"],
      lower: ["rear-bumper", "rear-low"],
      lampT: [0.0, 0.95],
    }),
  ],
};

const UTE: ShapeSpec = {
  ...SUV,
  length: 5.35,
  halfWidth: 0.93,
  roofHalfWidth: 0.78,
  beltZ: 1.22,
  roofZ: 1.8,
  profile: [
    [0.12, 0.42, "front-low"],
    [0.0, 0.66, "bumper"],
    [0.03, 1.0, "front-top"],
    [0.3, 1.1, "hood-front"],
    [1.4, 1.2, "cowl"],
    [2.0, 1.76, "roof-front"],
    [2.6, 1.81],
    [3.2, 1.79, "roof-rear"],
    [3.26, 1.24, "cab-back"],
    [5.3, 1.24, "tub-end"],
    [5.35, 1.2, "rear-top"],
    [5.35, 0.68, "rear-bumper"],
    [5.2, 0.45, "rear-low"],
  ],
  glass: [
    ["cowl", "roof-front"],
    ["roof-rear", "cab-back"],
  ],
  trim: [["cab-back", "tub-end"]],
  wells: [{ x0: 3.3, x1: 5.27, floorZ: 0.8, topZ: 1.24, colour: "#26272a" }],
  wheels: { x: [1.0, 4.1], radius: 0.39, archRadius: 0.47, rim: "six-spoke" },
  sideWindows: [
    [
      [1.58, 1.24],
      [2.05, 1.7],
      [2.42, 1.73],
      [2.42, 1.24],
    ],
    [
      [2.5, 1.24],
      [2.5, 1.73],
      [3.1, 1.72],
      [3.12, 1.24],
    ],
  ],
  doorLines: [
    [
      [1.5, 1.22],
      [1.48, 0.55],
    ],
    [
      [2.46, 1.74],
      [2.46, 0.5],
    ],
    [
      [3.2, 1.22],
      [3.2, 0.5],
    ],
    [
      [3.3, 1.23],
      [3.3, 0.6],
    ],
  ],
  handles: [
    [2.25, 1.12],
    [3.0, 1.12],
  ],
  cladding: { z0: 0.42, z1: 0.55 },
  mirror: [1.7, 1.25],
  roofRails: false,
  features: [
    ...tallFront,
    {
      from: "rear-top",
      to: "rear-bumper",
      kind: "taillight",
      mirror: true,
      points: [
        [0.05, 1.05],
        [0.05, 1.5],
        [0.6, 1.5],
        [0.6, 1.05],
      ],
    },
    {
      from: "rear-top",
      to: "rear-bumper",
      kind: "trim",
      points: [
        [0.12, -0.18],
        [0.12, 0.18],
        [0.22, 0.18],
        [0.22, -0.18],
      ],
    },
    {
      from: "rear-bumper",
      to: "rear-low",
      kind: "bumper",
      points: [
        [0.0, -1.0],
        [0.0, 1.0],
        [0.7, 0.95],
        [0.7, -0.95],
      ],
    },
    {
      from: "rear-bumper",
      to: "rear-low",
      kind: "plate",
      points: [
        [0.1, -0.24],
        [0.1, 0.24],
        [0.55, 0.24],
        [0.55, -0.24],
      ],
    },
  ],
};

const VAN: ShapeSpec = {
  length: 5.3,
  halfWidth: 0.97,
  roofHalfWidth: 0.9,
  beltZ: 1.12,
  roofZ: 2.0,
  profile: [
    [0.12, 0.32, "front-low"],
    [0.0, 0.56, "bumper"],
    [0.04, 0.88, "front-top"],
    [0.4, 1.04, "hood-front"],
    [0.72, 1.1, "cowl"],
    [1.42, 1.92, "roof-front"],
    [1.7, 1.99],
    [5.22, 1.99, "roof-rear"],
    [5.28, 1.9, "rear-top"],
    [5.3, 1.08, "rear-mid"],
    [5.3, 0.56, "rear-bumper"],
    [5.18, 0.32, "rear-low"],
  ],
  glass: [["cowl", "roof-front"]],
  wheels: { x: [0.9, 4.25], radius: 0.35, archRadius: 0.42, rim: "steel" },
  sideWindows: [
    [
      [0.92, 1.14],
      [1.38, 1.8],
      [1.98, 1.82],
      [1.98, 1.14],
    ],
  ],
  doorLines: [
    [
      [0.85, 1.12],
      [0.82, 0.42],
    ],
    [
      [2.02, 1.86],
      [2.02, 0.4],
    ],
    [
      [2.1, 1.86],
      [2.1, 0.4],
    ],
    [
      [3.35, 1.86],
      [3.35, 0.4],
    ],
    [
      [1.0, 1.72],
      [5.1, 1.72],
    ],
  ],
  handles: [
    [1.75, 1.02],
    [2.25, 1.02],
  ],
  mirror: [1.0, 1.15],
  cladding: { z0: 0.32, z1: 0.44 },
  features: [
    ...standardFront({
      lamp: ["bumper", "front-top"],
      lower: ["front-low", "bumper"],
      grilleWidth: 0.58,
      lampT: [0.4, 1],
    }),
    {
      from: "rear-top",
      to: "rear-mid",
      kind: "glass",
      mirror: true,
      points: [
        [0.08, 0.08],
        [0.08, 0.82],
        [0.45, 0.82],
        [0.45, 0.08],
      ],
    },
    {
      from: "rear-top",
      to: "rear-mid",
      kind: "taillight",
      mirror: true,
      points: [
        [0.5, 1.02],
        [0.5, 1.5],
        [1.0, 1.5],
        [1.0, 1.02],
      ],
    },
    {
      from: "rear-mid",
      to: "rear-bumper",
      kind: "plate",
      points: [
        [0.45, -0.24],
        [0.45, 0.24],
        [0.92, 0.24],
        [0.92, -0.24],
      ],
    },
    {
      from: "rear-bumper",
      to: "rear-low",
      kind: "bumper",
      points: [
        [0.0, -1.0],
        [0.0, 1.0],
        [0.9, 0.95],
        [0.9, -0.95],
      ],
    },
  ],
};

const PEOPLE_MOVER: ShapeSpec = {
  ...SUV,
  length: 5.1,
  roofZ: 1.82,
  beltZ: 1.1,
  profile: [
    [0.12, 0.3, "front-low"],
    [0.0, 0.54, "bumper"],
    [0.04, 0.84, "front-top"],
    [0.35, 0.98, "hood-front"],
    [1.05, 1.08, "cowl"],
    [1.8, 1.76, "roof-front"],
    [3.0, 1.83],
    [4.85, 1.8, "roof-rear"],
    [5.02, 1.12, "hatch-bottom"],
    [5.08, 0.92, "rear-top"],
    [5.1, 0.54, "rear-bumper"],
    [4.95, 0.3, "rear-low"],
  ],
  wheels: { x: [0.98, 4.0], radius: 0.35, archRadius: 0.42, rim: "twin-spoke" },
  sideWindows: [
    [
      [1.3, 1.12],
      [1.86, 1.68],
      [2.35, 1.72],
      [2.35, 1.12],
    ],
    [
      [2.45, 1.12],
      [2.45, 1.72],
      [3.55, 1.72],
      [3.55, 1.12],
    ],
    [
      [3.65, 1.12],
      [3.65, 1.72],
      [4.75, 1.7],
      [4.9, 1.15],
    ],
  ],
  doorLines: [
    [
      [1.22, 1.1],
      [1.2, 0.42],
    ],
    [
      [2.4, 1.74],
      [2.4, 0.4],
    ],
    [
      [3.6, 1.74],
      [3.6, 0.4],
    ],
    [
      [2.45, 1.78],
      [3.6, 1.78],
    ],
  ],
  handles: [
    [2.2, 1.0],
    [2.62, 1.0],
  ],
  cladding: undefined,
  mirror: [1.4, 1.12],
};

export const COMMERCIAL_SHAPES = { suv: SUV, ute: UTE, van: VAN, "people-mover": PEOPLE_MOVER };
