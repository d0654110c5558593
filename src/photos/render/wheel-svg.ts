/** Wheels: tyre, rim with spokes, brake disc and caliper, projected for any camera. */
import { type Camera, dot, type Vec2 } from "../geometry/projection";
import type { RimStyle } from "../geometry/shape-spec";
import { convexHull, type Defs, polygon } from "./svg";

const STEPS = 36;

function circle(cam: Camera, cx: number, y: number, cz: number, r: number, steps = STEPS): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    out.push(cam.project([cx + r * Math.cos(a), y, cz + r * Math.sin(a)]));
  }
  return out;
}

/** A spoke as a quad from the hub to the rim, in the wheel plane at angle a. */
function spoke(
  cam: Camera,
  cx: number,
  y: number,
  cz: number,
  R: number,
  a: number,
  w0: number,
  w1: number,
) {
  const at = (r: number, da: number): Vec2 =>
    cam.project([cx + r * Math.cos(a + da), y, cz + r * Math.sin(a + da)]);
  const r0 = 0.15 * R;
  const r1 = 0.64 * R;
  return [at(r0, -w0 / r0), at(r1, -w1 / r1), at(r1, w1 / r1), at(r0, w0 / r0)];
}

export function wheelSvg(opts: {
  cam: Camera;
  defs: Defs;
  x: number;
  side: number;
  halfWidth: number;
  radius: number;
  rim: RimStyle;
  /** Dark rims on utes and sports models read as "sport". */
  darkRim?: boolean;
  caliper?: string;
}): string {
  const { cam, defs, x, side: s, radius: R } = opts;
  const yo = s * (opts.halfWidth - 0.035);
  const yi = s * (opts.halfWidth - 0.26);
  const outer = circle(cam, x, yo, R, R);
  const innerC = circle(cam, x, yi, R, R);
  const hull = convexHull([...outer, ...innerC]);
  let svg = polygon(hull, 'fill="#141416"');
  const faceVisible = dot([0, s, 0], cam.toCamera) > 0.03;
  if (!faceVisible) {
    return svg + polygon(circle(cam, x, yi, R, R * 0.66), 'fill="#222326"');
  }
  const top = cam.project([x, yo, R * 2]);
  const bottom = cam.project([x, yo, 0]);
  const wall = defs.linear(top, bottom, [
    [0, "#3a3b3f"],
    [0.5, "#1d1e21"],
    [1, "#2b2c30"],
  ]);
  svg += polygon(outer, `fill="url(#${wall})"`);
  const yr = s * (opts.halfWidth - 0.02);
  svg += polygon(circle(cam, x, yr, R, R * 0.68), 'fill="#17181b"');
  svg += polygon(circle(cam, x, yr - s * 0.04, R, R * 0.52), 'fill="#6f737a"');
  // Caliper: an arc segment behind the spokes, towards the front of the wheel.
  const cal: Vec2[] = [];
  for (let i = 0; i <= 6; i++) {
    const a = Math.PI * (0.55 + (i / 6) * 0.35);
    cal.push(cam.project([x + 0.5 * R * Math.cos(a), yr - s * 0.03, R + 0.5 * R * Math.sin(a)]));
  }
  for (let i = 6; i >= 0; i--) {
    const a = Math.PI * (0.55 + (i / 6) * 0.35);
    cal.push(cam.project([x + 0.34 * R * Math.cos(a), yr - s * 0.03, R + 0.34 * R * Math.sin(a)]));
  }
  svg += polygon(cal, `fill="${opts.caliper ?? "#9ea2a8"}"`);

  const metalTop = opts.darkRim ? "#8a8e95" : "#f3f4f6";
  const metalBottom = opts.darkRim ? "#2e3034" : "#8b9199";
  const metal = defs.linear(cam.project([x, yr, R * 1.7]), cam.project([x, yr, R * 0.3]), [
    [0, metalTop],
    [0.55, opts.darkRim ? "#55595f" : "#c3c8ce"],
    [1, metalBottom],
  ]);
  const fill = `fill="url(#${metal})"`;
  const spokes: Vec2[][] = [];
  const add = (count: number, w0: number, w1: number, offset = 0) => {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + 0.3 + offset;
      spokes.push(spoke(cam, x, yr, R, R, a, w0 * R, w1 * R));
    }
  };
  switch (opts.rim) {
    case "five-spoke":
      add(5, 0.09, 0.13);
      break;
    case "twin-spoke":
      add(5, 0.04, 0.05, -0.09);
      add(5, 0.04, 0.05, 0.09);
      break;
    case "six-spoke":
      add(6, 0.08, 0.1);
      break;
    case "multi-spoke":
      add(10, 0.035, 0.05);
      break;
    case "steel":
      svg += polygon(circle(cam, x, yr, R, R * 0.64), fill);
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        const hx = x + 0.45 * R * Math.cos(a);
        const hz = R + 0.45 * R * Math.sin(a);
        svg += polygon(circle(cam, hx, yr + s * 0.004, hz, 0.07 * R, 12), 'fill="#303236"');
      }
      break;
  }
  for (const sp of spokes) svg += polygon(sp, `${fill} stroke="#3c3f44" stroke-width="0.004"`);
  svg += polygon(
    circle(cam, x, yr, R, R * 0.68),
    `fill="none" stroke="${metalTop}" stroke-width="0.016"`,
  );
  svg += polygon(circle(cam, x, yr + s * 0.006, R, R * 0.17, 18), fill);
  svg += polygon(circle(cam, x, yr + s * 0.01, R, R * 0.08, 14), 'fill="#26282c"');
  return svg;
}
