/** Lamps, grilles, plates and trim painted onto front and rear surfaces. */
import { darken } from "../colour";
import type { Vec2 } from "../geometry/projection";
import type { FaceFeatureKind } from "../geometry/shape-spec";
import { type Defs, num, polygon } from "./svg";

const lerp = (a: Vec2, b: Vec2, t: number): Vec2 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

function shrink(pts: Vec2[], k: number): Vec2[] {
  const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
  const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
  return pts.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k]);
}

function bboxGradient(defs: Defs, pts: Vec2[], stops: [number, string][]): string {
  const ys = pts.map((p) => p[1]);
  const xs = pts.map((p) => p[0]);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  return defs.linear([x, Math.min(...ys)], [x, Math.max(...ys)], stops);
}

export function featureSvg(kind: FaceFeatureKind, pts: Vec2[], paint: string, defs: Defs): string {
  switch (kind) {
    case "headlight": {
      const g = bboxGradient(defs, pts, [
        [0, "#fbfdff"],
        [0.5, "#c6d0da"],
        [1, "#6c7885"],
      ]);
      return (
        polygon(
          pts,
          `fill="url(#${g})" stroke="#22262b" stroke-width="0.012" stroke-linejoin="round"`,
        ) +
        polygon(shrink(pts, 0.55), 'fill="#ffffff" opacity="0.75"') +
        polygon(shrink(pts, 0.25), 'fill="#dfe9f3"')
      );
    }
    case "taillight": {
      const g = bboxGradient(defs, pts, [
        [0, "#e0323a"],
        [0.6, "#a50f18"],
        [1, "#5e0910"],
      ]);
      return (
        polygon(
          pts,
          `fill="url(#${g})" stroke="#2d0508" stroke-width="0.01" stroke-linejoin="round"`,
        ) + polygon(shrink(pts, 0.5), 'fill="#ff6b6f" opacity="0.55"')
      );
    }
    case "grille": {
      let svg = polygon(
        pts,
        'fill="#141518" stroke="#7d828a" stroke-width="0.014" stroke-linejoin="round"',
      );
      const [a, b, c, d] = pts as [Vec2, Vec2, Vec2, Vec2];
      for (let i = 1; i < 6; i++) {
        const t = i / 6;
        const p = lerp(a, b, t);
        const q = lerp(d, c, t);
        svg += `<line x1="${num(p[0])}" y1="${num(p[1])}" x2="${num(q[0])}" y2="${num(q[1])}" stroke="#3b3e44" stroke-width="0.012"/>`;
      }
      return svg;
    }
    case "intake":
      return polygon(pts, 'fill="#17181b" stroke="#2d2f33" stroke-width="0.01"');
    case "fog":
      return polygon(pts, 'fill="#1c1d20"') + polygon(shrink(pts, 0.6), 'fill="#e9eef3"');
    case "plate": {
      const [a, b, c, d] = pts as [Vec2, Vec2, Vec2, Vec2];
      const p = lerp(lerp(a, b, 0.5), lerp(d, c, 0.5), 0.18);
      const q = lerp(lerp(a, b, 0.5), lerp(d, c, 0.5), 0.82);
      return (
        polygon(pts, 'fill="#f6f6f1" stroke="#30343a" stroke-width="0.008"') +
        `<line x1="${num(p[0])}" y1="${num(p[1])}" x2="${num(q[0])}" y2="${num(q[1])}" stroke="#1d2a55" stroke-width="0.045" stroke-dasharray="0.035 0.018"/>`
      );
    }
    case "glass": {
      const g = bboxGradient(defs, pts, [
        [0, "#4e5c6e"],
        [0.5, "#232b35"],
        [1, "#12161b"],
      ]);
      return polygon(
        pts,
        `fill="url(#${g})" stroke="#16181b" stroke-width="0.02" stroke-linejoin="round"`,
      );
    }
    case "trim":
      return polygon(pts, 'fill="#2b2d31" stroke="#1a1b1e" stroke-width="0.01"');
    case "bumper":
      return polygon(pts, 'fill="#222327"');
    case "stripe":
      return polygon(pts, `fill="${paint}" stroke="${darken(paint, 0.2)}" stroke-width="0.004"`);
  }
}
