/**
 * Turns a ShapeSpec's profile into 3D faces: a centre strip and two rounded-edge strips per
 * profile segment, plus the two sides. The bevel strips are what make the drawings read as
 * rounded bodywork rather than cardboard.
 */
import type { Vec2, Vec3 } from "./projection";
import { normalize } from "./projection";
import type { ShapeSpec } from "./shape-spec";

export type Material = "paint" | "glass" | "trim" | "under" | "well";

export type Face = {
  points: Vec3[];
  normal: Vec3;
  material: Material;
  /** Index of the profile segment this face belongs to (centre strips carry features). */
  segment?: number;
  role: "centre" | "bevel" | "side" | "well";
  colour?: string;
};

/** Lateral depth and inset of the rounded edge strips. */
export const BEVEL_K = 0.15;
export const BEVEL_C = 0.075;

export type BodyMesh = {
  spec: ShapeSpec;
  points: Vec2[];
  segNormals: Vec2[];
  labels: Map<string, number>;
  halfWidth(z: number): number;
  faces: Face[];
  /** Point on the side surface for a profile-plane point, on side s (-1 left, +1 right). */
  onSide(p: Vec2, s: number, lift?: number): Vec3;
  /** Point on a front/rear segment's surface: t along it, u across (-1..1, beyond wraps). */
  onSegment(segment: number, t: number, u: number): Vec3;
};

export function buildBodyMesh(spec: ShapeSpec): BodyMesh {
  const points: Vec2[] = spec.profile.map(([x, z]) => [x, z]);
  const labels = new Map<string, number>();
  spec.profile.forEach(([, , label], i) => {
    if (label) labels.set(label, i);
  });
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n] as Vec2;
  // Clockwise profile (x to the rear, z up): the outward normal of edge (dx, dz) is (-dz, dx).
  const segNormals: Vec2[] = points.map((p, i) => {
    const q = at(i + 1);
    const dx = q[0] - p[0];
    const dz = q[1] - p[1];
    const l = Math.hypot(dx, dz) || 1;
    return [-dz / l, dx / l];
  });
  const ptNormals: Vec2[] = points.map((_, i) => {
    const a = segNormals[(i - 1 + n) % n] as Vec2;
    const b = segNormals[i] as Vec2;
    const l = Math.hypot(a[0] + b[0], a[1] + b[1]) || 1;
    return [(a[0] + b[0]) / l, (a[1] + b[1]) / l];
  });

  const halfWidth = (z: number) => {
    const f = Math.min(1, Math.max(0, (z - spec.beltZ) / (spec.roofZ - spec.beltZ)));
    return spec.halfWidth - (spec.halfWidth - spec.roofHalfWidth) * f;
  };
  const edge = (i: number, s: number): Vec3 => {
    const [x, z] = at(i);
    const [nx, nz] = ptNormals[((i % n) + n) % n] as Vec2;
    return [x - nx * BEVEL_C, s * halfWidth(z), z - nz * BEVEL_C];
  };
  const inner = (i: number, s: number): Vec3 => {
    const [x, z] = at(i);
    return [x, s * (halfWidth(z) - BEVEL_K), z];
  };

  const inRuns = (runs: readonly (readonly [string, string])[] | undefined, seg: number) =>
    (runs ?? []).some(([a, b]) => {
      const ia = labels.get(a);
      const ib = labels.get(b);
      return ia !== undefined && ib !== undefined && seg >= ia && seg < ib;
    });

  const faces: Face[] = [];
  for (let i = 0; i < n; i++) {
    const j = i + 1;
    const [nx, nz] = segNormals[i] as Vec2;
    const underside = i === n - 1;
    const glass = inRuns(spec.glass, i);
    const trim = inRuns(spec.trim, i);
    const centreMaterial: Material = underside
      ? "under"
      : glass
        ? "glass"
        : trim
          ? "trim"
          : "paint";
    if (!(trim && spec.wells?.length)) {
      faces.push({
        points: [inner(i, -1), inner(i, 1), inner(j, 1), inner(j, -1)],
        normal: [nx, 0, nz],
        material: centreMaterial,
        segment: i,
        role: "centre",
      });
    }
    for (const s of [-1, 1]) {
      faces.push({
        points: [edge(i, s), inner(i, s), inner(j, s), edge(j, s)],
        normal: normalize([nx * 0.75, s * 0.66, nz * 0.75]),
        material: underside ? "under" : "paint",
        segment: i,
        role: "bevel",
      });
    }
  }
  for (const s of [-1, 1]) {
    faces.push({
      points: points.map((_, i) => edge(i, s)),
      normal: [0, s, 0],
      material: "paint",
      role: "side",
    });
  }
  for (const well of spec.wells ?? []) {
    const w = spec.halfWidth - BEVEL_K;
    const { x0, x1, floorZ: f, topZ: t, colour } = well;
    const wellFace = (pts: Vec3[], normal: Vec3): Face => ({
      points: pts,
      normal,
      material: "well",
      role: "well",
      colour,
    });
    faces.push(
      wellFace(
        [
          [x0, -w, f],
          [x1, -w, f],
          [x1, w, f],
          [x0, w, f],
        ],
        [0, 0, 1],
      ),
      wellFace(
        [
          [x0, -w, f],
          [x0, w, f],
          [x0, w, t],
          [x0, -w, t],
        ],
        [1, 0, 0],
      ),
      wellFace(
        [
          [x1, -w, f],
          [x1, w, f],
          [x1, w, t],
          [x1, -w, t],
        ],
        [-1, 0, 0],
      ),
    );
    for (const s of [-1, 1]) {
      faces.push(
        wellFace(
          [
            [x0, s * w, f],
            [x1, s * w, f],
            [x1, s * w, t],
            [x0, s * w, t],
          ],
          [0, -s, 0],
        ),
      );
    }
  }

  return {
    spec,
    points,
    segNormals,
    labels,
    halfWidth,
    faces,
    onSide: ([x, z], s, lift = 0.004) => [x, s * (halfWidth(z) + lift), z],
    onSegment: (segment, t, u) => {
      const a = at(segment);
      const b = at(segment + 1);
      const x = a[0] + (b[0] - a[0]) * t;
      const z = a[1] + (b[1] - a[1]) * t;
      const [nx, nz] = segNormals[segment] as Vec2;
      const hw = halfWidth(z) - BEVEL_K;
      const au = Math.abs(u);
      const e = Math.max(0, Math.min(1, au - 1));
      const y = Math.sign(u) * (au <= 1 ? au * hw : hw + e * BEVEL_K);
      const lift = 0.006 - e * BEVEL_C;
      return [x + nx * lift, y, z + nz * lift];
    },
  };
}
