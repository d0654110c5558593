/** An axis-aligned box (toolboxes, seats, air-conditioners), shaded face by face. */
import { type Camera, centroid, dot, type Vec3 } from "../geometry/projection";
import type { Item } from "./draw-item";
import { paintFor } from "./paint";
import { polygon } from "./svg";

export function boxItem(cam: Camera, min: Vec3, max: Vec3, colour: string): Item {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const faces: { n: Vec3; pts: Vec3[] }[] = [
    {
      n: [-1, 0, 0],
      pts: [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
    },
    {
      n: [1, 0, 0],
      pts: [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
    },
    {
      n: [0, -1, 0],
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
    },
    {
      n: [0, 1, 0],
      pts: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    },
    {
      n: [0, 0, 1],
      pts: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    },
  ];
  const svg = faces
    .filter((f) => dot(f.n, cam.toCamera) > 0.01)
    .map((f) =>
      polygon(
        f.pts.map((p) => cam.project(p)),
        `fill="${paintFor(colour, f.n)}" stroke="#8a8d92" stroke-width="0.006"`,
      ),
    )
    .join("");
  return { depth: cam.depth(centroid([min, max])), svg };
}
