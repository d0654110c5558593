/** Small helpers for writing SVG text: numbers, point lists and a collector for <defs>. */
import type { Vec2 } from "../geometry/projection";

export const num = (v: number) => (Math.round(v * 100) / 100).toString();

export function pointsAttr(points: readonly Vec2[]): string {
  return points.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");
}

export function polygon(points: readonly Vec2[], attrs: string): string {
  return `<polygon points="${pointsAttr(points)}" ${attrs}/>`;
}

/** Convex hull (monotone chain), used for tyres and mirrors seen at an angle. */
export function convexHull(points: readonly Vec2[]): Vec2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Vec2, a: Vec2, b: Vec2) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Vec2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Vec2[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Collects gradients and filters with unique ids while a drawing is assembled. */
export class Defs {
  private items: string[] = [];
  private counter = 0;
  add(make: (id: string) => string, prefix = "d"): string {
    const id = `${prefix}${this.counter++}`;
    this.items.push(make(id));
    return id;
  }
  linear(
    from: Vec2,
    to: Vec2,
    stops: readonly (readonly [number, string, number?])[],
    prefix = "g",
  ): string {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}">${stopsSvg(stops)}</linearGradient>`,
      prefix,
    );
  }
  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

export function stopsSvg(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${num(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${num(a)}"`}/>`,
    )
    .join("");
}
