/**
 * Draws one vehicle for one camera: body faces far-to-near, the visible side with its windows,
 * doors and arches, lamps and grille on the front and rear, mirrors, wheels and (for caravans)
 * the drawbar. Returns the SVG fragment in world units plus anchor points for close-ups.
 */
import { darken, lighten } from "../colour";
import type { BodyMesh, Face } from "../geometry/body-mesh";
import { type Camera, centroid, dot, lightFor, type Vec2, type Vec3 } from "../geometry/projection";
import type { FaceFeature } from "../geometry/shape-spec";
import { boxItem } from "./box-svg";
import type { Item } from "./draw-item";
import { drawbarItems } from "./drawbar-svg";
import { featureSvg } from "./feature-svg";
import { glassFor, paintFor, sideStops, trimFor, WHITE_BODY } from "./paint";
import { convexHull, type Defs, polygon } from "./svg";
import { wheelSvg } from "./wheel-svg";

export type Anchors = Partial<Record<"headlight" | "taillight" | "grille" | "wheel", Vec2>>;

export function drawCar(mesh: BodyMesh, paint: string, cam: Camera, defs: Defs) {
  const { spec } = mesh;
  const body = spec.whiteBody ? WHITE_BODY : paint;
  const items: Item[] = [];
  const anchors: Anchors = {};
  const visible = (n: Vec3) => dot(n, cam.toCamera) > 0.012;
  const proj = (pts: readonly Vec3[]) => pts.map((p) => cam.project(p));

  for (const face of mesh.faces) {
    if (!visible(face.normal)) continue;
    // Well faces (ute tub, open cabin) lie inside the body: whatever overlaps them is in front.
    const depth = cam.depth(centroid(face.points)) + (face.role === "well" ? 50 : 0);
    if (face.role === "side") {
      const s = face.normal[1];
      items.push({ depth, svg: sideSvg(mesh, face, s, body, paint, cam, defs) });
      continue;
    }
    const svg =
      face.material === "glass" && face.role === "centre"
        ? glassFace(proj(face.points), face, defs)
        : polygon(proj(face.points), `fill="${faceColour(face, body)}"`);
    if (face.role === "centre" && face.segment !== undefined) {
      for (const f of spec.features.filter((x) => segmentOf(mesh, x) === face.segment)) {
        for (const u of f.mirror ? [1, -1] : [1]) {
          const pts3 = f.points.map(([t, uu]) => mesh.onSegment(face.segment!, t, uu * u));
          const pts = proj(pts3);
          // Lamps wrap onto the rounded edges: paint them after the strips they sit on.
          items.push({
            depth: Math.min(depth, cam.depth(centroid(pts3))) - 0.08,
            svg: featureSvg(f.kind, pts, paint, defs),
          });
          const key = ANCHOR_KINDS[f.kind];
          if (key && (u * Math.sign(cam.toCamera[1] || 1) < 0 || !anchors[key])) {
            anchors[key] = centre2(pts);
          }
        }
      }
    }
    items.push({ depth, svg });
  }

  for (const s of [-1, 1]) {
    const near = s * cam.toCamera[1] > 0.05;
    for (const x of spec.wheels.x) {
      if (near && x === spec.wheels.x[0])
        anchors.wheel = cam.project([x, s * spec.halfWidth, spec.wheels.radius]);
      // Near wheels sit outside the body side, so they are painted after all of it.
      const depth = near ? -100 : cam.depth([x, s * spec.halfWidth, spec.wheels.radius]) + 0.6;
      items.push({
        depth,
        svg: wheelSvg({
          cam,
          defs,
          x,
          side: s,
          halfWidth: spec.halfWidth,
          radius: spec.wheels.radius,
          rim: spec.wheels.rim,
          darkRim: spec.wheels.rim === "multi-spoke",
          caliper: spec.wheels.rim === "multi-spoke" ? "#b3261e" : undefined,
        }),
      });
    }
    if (spec.mirror) items.push(mirrorItem(mesh, s, body, cam));
    // End-on (front and rear views) rails would read as aerials: leave them out.
    if (spec.roofRails && Math.abs(cam.toCamera[0]) < 0.85) items.push(roofRail(mesh, s, cam));
  }
  if (spec.drawbar) items.push(...drawbarItems(mesh, paint, cam));
  for (const b of spec.boxes ?? []) items.push(boxItem(cam, b.min, b.max, b.colour));

  items.sort((a, b) => b.depth - a.depth);
  return { svg: items.map((i) => i.svg).join(""), anchors };
}

const ANCHOR_KINDS: Partial<Record<FaceFeature["kind"], keyof Anchors>> = {
  headlight: "headlight",
  taillight: "taillight",
  grille: "grille",
};

function faceColour(face: Face, body: string): string {
  switch (face.material) {
    case "paint":
      return paintFor(body, face.normal);
    case "glass":
      return glassFor(face.normal);
    case "trim":
      return trimFor(face.normal);
    case "under":
      return "#151618";
    case "well":
      return darken(face.colour ?? "#26272a", 1 - lightFor(face.normal) * 0.9);
  }
}

function segmentOf(mesh: BodyMesh, f: FaceFeature): number | undefined {
  return mesh.labels.get(f.from);
}

const centre2 = (pts: Vec2[]): Vec2 => [
  pts.reduce((a, p) => a + p[0], 0) / pts.length,
  pts.reduce((a, p) => a + p[1], 0) / pts.length,
];

function sideSvg(
  mesh: BodyMesh,
  face: Face,
  s: number,
  body: string,
  paint: string,
  cam: Camera,
  defs: Defs,
): string {
  const { spec } = mesh;
  const side = paintFor(body, face.normal);
  const top = spec.roofZ;
  const bottom = Math.min(...mesh.points.map((p) => p[1]));
  const f = (z: number) => Math.min(1, Math.max(0, (top - z) / (top - bottom)));
  const mid = spec.length / 2;
  const grad = defs.linear(
    cam.project([mid, s * spec.halfWidth, top]),
    cam.project([mid, s * spec.halfWidth, bottom]),
    sideStops(side, f, spec.beltZ),
  );
  const on = (pts: readonly Vec2[], lift = 0.004) =>
    pts.map((p) => cam.project(mesh.onSide(p, s, lift)));
  let svg = polygon(
    face.points.map((p) => cam.project(p)),
    `fill="url(#${grad})"`,
  );
  for (const decal of spec.decals ?? []) {
    svg += polygon(on(decal), `fill="${paintFor(paint, face.normal)}"`);
  }
  if (spec.cladding) {
    const [x0, x1] = [
      (spec.wheels.x[0] ?? 0) - spec.wheels.archRadius - 0.25,
      (spec.wheels.x.at(-1) ?? 0) + spec.wheels.archRadius + 0.25,
    ];
    const { z0, z1 } = spec.cladding;
    svg += polygon(
      on([
        [x0, z0 + 0.03],
        [x0 + 0.05, z1],
        [x1 - 0.05, z1],
        [x1, z0 + 0.03],
      ]),
      'fill="#2a2c30"',
    );
  }
  const line = darken(side, 0.45);
  for (const d of spec.doorLines) {
    const pts = on(d, 0.009);
    svg += `<polyline points="${pts.map((p) => p.join(",")).join(" ")}" fill="none" stroke="${line}" stroke-width="0.012" stroke-linejoin="round"/>`;
  }
  for (const x of spec.wheels.x) {
    const arch: Vec2[] = [];
    const r = spec.wheels.archRadius;
    const cz = spec.wheels.radius;
    const minZ = bottom + 0.02;
    for (let i = 0; i <= 24; i++) {
      const a = Math.PI * (i / 24);
      arch.push([x + r * Math.cos(a), Math.max(minZ, cz + r * Math.sin(a))]);
    }
    if (spec.cladding) {
      const ring = arch.map(([ax, az]): Vec2 => [x + (ax - x) * 1.13, cz + (az - cz) * 1.13]);
      svg += polygon(on(ring, 0.006), 'fill="#2a2c30"');
    }
    svg += polygon(on(arch, 0.008), 'fill="#0c0c0e"');
  }
  if (spec.sideWindows.length && !spec.whiteBody) {
    const hull = convexHull(spec.sideWindows.flat().map(([x, z]): Vec2 => [x, z]));
    const grown = hull.map(([x, z]): Vec2 => [x, z]);
    svg += polygon(
      on(grown, 0.005),
      'fill="#121317" stroke="#121317" stroke-width="0.05" stroke-linejoin="round"',
    );
  }
  for (const w of spec.sideWindows) {
    const zs = w.map((p) => p[1]);
    const g = defs.linear(
      cam.project(mesh.onSide([w[0]![0], Math.max(...zs)], s)),
      cam.project(mesh.onSide([w[0]![0], Math.min(...zs)], s)),
      [
        [0, "#56657a"],
        [0.42, "#2a3441"],
        [0.5, "#44526a"],
        [0.56, "#1c232c"],
        [1, "#10141a"],
      ],
    );
    svg += polygon(
      on(w, 0.007),
      `fill="url(#${g})" stroke="${spec.whiteBody ? "#2d2f33" : "#0f1012"}" stroke-width="${spec.whiteBody ? 0.04 : 0.012}" stroke-linejoin="round"`,
    );
  }
  for (const [hx, hz] of spec.handles) {
    const h = on(
      [
        [hx - 0.09, hz - 0.018],
        [hx - 0.09, hz + 0.018],
        [hx + 0.09, hz + 0.018],
        [hx + 0.09, hz - 0.018],
      ],
      0.012,
    );
    svg += polygon(
      h,
      `fill="${lighten(side, 0.18)}" stroke="${darken(side, 0.5)}" stroke-width="0.006"`,
    );
  }
  return svg;
}

function mirrorItem(mesh: BodyMesh, s: number, body: string, cam: Camera): Item {
  const [mx, mz] = mesh.spec.mirror!;
  const w = mesh.halfWidth(mz);
  const corners: Vec3[] = [];
  for (const x of [mx, mx + 0.22])
    for (const y of [w - 0.02, w + 0.16])
      for (const z of [mz + 0.02, mz + 0.13]) corners.push([x - (z - mz) * 0.2, s * y, z]);
  const hull = convexHull(corners.map((p) => cam.project(p)));
  const c = centroid(corners);
  const nearSide = s * cam.toCamera[1] > 0;
  const colour = paintFor(body, [cam.toCamera[0] > 0.3 ? 0.3 : -0.6, s * 0.7, 0.3]);
  return {
    depth: nearSide ? -99 : cam.depth(c),
    svg: polygon(hull, `fill="${colour}" stroke="${darken(colour, 0.4)}" stroke-width="0.008"`),
  };
}

function roofRail(mesh: BodyMesh, s: number, cam: Camera): Item {
  const { spec } = mesh;
  const x0 =
    (mesh.labels.get("roof-front") !== undefined
      ? mesh.points[mesh.labels.get("roof-front")!]![0]
      : 2) + 0.25;
  const x1 =
    (mesh.labels.get("roof-rear") !== undefined
      ? mesh.points[mesh.labels.get("roof-rear")!]![0]
      : 4) - 0.15;
  const y = s * (spec.roofHalfWidth - 0.16);
  const z = spec.roofZ + 0.015;
  const a = cam.project([x0, y, z - 0.02]);
  const b = cam.project([x1, y, z]);
  return {
    depth: cam.depth([(x0 + x1) / 2, y, z]) - 0.2,
    svg: `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="#1d1e21" stroke-width="0.045" stroke-linecap="round"/>`,
  };
}

/** Windscreens and rear windows: dark glass with a soft sky reflection running up the pane. */
function glassFace(pts: Vec2[], face: Face, defs: Defs): string {
  const [a, b, c, d] = pts as [Vec2, Vec2, Vec2, Vec2];
  const from: Vec2 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const to: Vec2 = [(c[0] + d[0]) / 2, (c[1] + d[1]) / 2];
  const base = glassFor(face.normal);
  const g = defs.linear(from, to, [
    [0, darken(base, 0.25)],
    [0.55, lighten(base, 0.18)],
    [0.62, lighten(base, 0.3)],
    [0.7, base],
    [1, darken(base, 0.2)],
  ]);
  return polygon(pts, `fill="url(#${g})" stroke="#0e1013" stroke-width="0.01"`);
}
