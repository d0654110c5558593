/**
 * A tiny orthographic camera for the vehicle illustrations. World axes: x runs from the front
 * bumper (0) to the rear, y across the car (negative = left/kerb side), z up from the ground.
 * Orthographic rather than perspective because it keeps the drawings clean and lets every view be
 * fitted to the frame by one scale.
 */

export type Vec3 = [number, number, number];
export type Vec2 = [number, number];

export type Camera = {
  /** Unit vector from the subject towards the camera. */
  toCamera: Vec3;
  project(p: Vec3): Vec2;
  /** Larger is further away; used to paint far things first. */
  depth(p: Vec3): number;
};

export function makeCamera(yawDeg: number, pitchDeg: number, mirror = false): Camera {
  const yaw = (yawDeg * Math.PI) / 180;
  const pitch = (pitchDeg * Math.PI) / 180;
  const s = Math.sin(yaw);
  const c = Math.cos(yaw);
  const sp = Math.sin(pitch);
  const cp = Math.cos(pitch);
  // Mirror renders the floor reflection: the same camera looking at the scene flipped in z.
  const m = mirror ? -1 : 1;
  return {
    toCamera: [-s * cp, -c * cp, sp * m],
    project: ([x, y, z]) => {
      const sx = x * c - y * s;
      const d = x * s + y * c;
      return [sx, -(m * z) * cp - d * sp];
    },
    depth: ([x, y, z]) => (x * s + y * c) * cp - m * z * sp,
  };
}

export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

export function normalize(v: Vec3): Vec3 {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
}

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];

export function centroid(points: readonly Vec3[]): Vec3 {
  const sum = points.reduce<Vec3>((acc, p) => add(acc, p), [0, 0, 0]);
  return scale(sum, 1 / Math.max(1, points.length));
}

/** Key light: above, slightly in front and to the left of the car, like a studio softbox. */
export const KEY_LIGHT: Vec3 = normalize([-0.35, -0.55, 0.85]);

/** Light intensity for a surface normal: ambient plus diffuse, 0.6 .. ~1.12. */
export function lightFor(normal: Vec3): number {
  return 0.6 + 0.52 * Math.max(0, dot(normal, KEY_LIGHT));
}
