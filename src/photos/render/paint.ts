/** How each material looks under the studio light. */

import { darken, lighten, mix, shade } from "../colour";
import { lightFor, type Vec3 } from "../geometry/projection";

export const WHITE_BODY = "#f3f3f0";
export const GLASS = "#1b222b";

export function paintFor(base: string, normal: Vec3): string {
  const light = lightFor(normal);
  // White composite panels (caravans) stay white in shade, as they do in photos.
  const c = shade(base, base === WHITE_BODY ? 0.55 + light * 0.45 : light);
  // The softbox overhead shows in every upward-facing panel, even on black paint.
  return mix(c, "#dde4ec", 0.2 * Math.max(0, normal[2]));
}

export function glassFor(normal: Vec3): string {
  return mix(GLASS, "#8796a8", 0.28 * Math.max(0, normal[2]) + 0.05);
}

export function trimFor(normal: Vec3): string {
  return shade("#2a2b2f", lightFor(normal));
}

/** Vertical side gradient: sky above the shoulder line, floor reflection near the sill. */
export function sideStops(side: string, f: (z: number) => number, beltZ: number) {
  return [
    [0, lighten(side, 0.3)],
    [f(beltZ + 0.02), lighten(side, 0.22)],
    [f(beltZ - 0.04), lighten(side, 0.32)],
    [f(beltZ - 0.1), side],
    [f(beltZ * 0.55), darken(side, 0.12)],
    [f(0.42), darken(side, 0.32)],
    [f(0.3), darken(side, 0.12)],
    [1, darken(side, 0.35)],
  ] as const;
}
