/** A caravan's A-frame drawbar, jockey wheel, front toolbox and roof air-conditioner. */
import type { BodyMesh } from "../geometry/body-mesh";
import { type Camera, centroid, type Vec3 } from "../geometry/projection";
import { boxItem } from "./box-svg";
import type { Item } from "./draw-item";
import { WHITE_BODY } from "./paint";
import { num } from "./svg";

function beam(cam: Camera, a: Vec3, b: Vec3, width = 0.07, colour = "#2a2b2f"): Item {
  const p = cam.project(a);
  const q = cam.project(b);
  return {
    depth: cam.depth(centroid([a, b])),
    svg: `<line x1="${num(p[0])}" y1="${num(p[1])}" x2="${num(q[0])}" y2="${num(q[1])}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`,
  };
}

export function drawbarItems(mesh: BodyMesh, paint: string, cam: Camera): Item[] {
  const z = 0.5;
  const frontFacing = -cam.toCamera[0] > 0;
  // Drawbar parts sit in front of the body: paint them after it when the camera sees the front.
  const bias = frontFacing ? -2 : 2;
  const items: Item[] = [
    beam(cam, [0.02, -0.62, z], [-1.45, 0, z]),
    beam(cam, [0.02, 0.62, z], [-1.45, 0, z]),
    beam(cam, [-1.45, 0, z], [-1.75, 0, z + 0.02], 0.09, "#1c1d20"),
    beam(cam, [-1.2, -0.18, z + 0.2], [-1.2, -0.18, 0.1], 0.05, "#9aa0a6"),
    beam(cam, [-1.2, -0.18, 0.08], [-1.2, -0.18, 0.04], 0.12, "#151618"),
    boxItem(cam, [-0.75, -0.52, z + 0.04], [-0.12, 0.52, z + 0.46], WHITE_BODY),
    boxItem(cam, [-0.7, -0.53, z + 0.1], [-0.17, 0.53, z + 0.14], paint),
  ].map((i) => ({ ...i, depth: i.depth + bias }));
  const roof = mesh.spec.roofZ;
  items.push(boxItem(cam, [2.7, -0.42, roof], [3.5, 0.42, roof + 0.24], WHITE_BODY));
  return items;
}
