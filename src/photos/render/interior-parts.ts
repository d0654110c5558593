/** Shared pieces for interior pictures: trim palettes, rounded panels, windows onto a view. */
import { darken, lighten } from "../colour";
import { stopsSvg } from "./svg";

export type Trim = { main: string; dark: string; light: string; stitch: string };

const CHARCOAL: Trim = { main: "#2c2d31", dark: "#17181b", light: "#45474d", stitch: "#5a5d63" };
const STONE: Trim = { main: "#b9a98c", dark: "#7d6e56", light: "#d6c9b1", stitch: "#ece3d2" };
const OXBLOOD: Trim = { main: "#5b2a27", dark: "#36171a", light: "#7a3d38", stitch: "#c9a08f" };

/** Trim follows the paint the way option packs do: light paints often get light leather. */
export function trimFor(paint: string): Trim {
  const code = Number.parseInt(paint.slice(0, 2), 16) + Number.parseInt(paint.slice(4, 6), 16);
  if (code % 5 === 0) return OXBLOOD;
  if (code % 3 === 0) return STONE;
  return CHARCOAL;
}

export function rect(x: number, y: number, w: number, h: number, r: number, attrs: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs}/>`;
}

/** Gradient definitions every interior uses, with fixed ids. */
export function interiorDefs(paint: string, trim: Trim): string {
  const lin = (id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`;
  return `<defs>
${lin("sky", [
  [0, "#a9cdea"],
  [0.65, "#e4eff7"],
  [1, "#c7d3c2"],
])}
${lin("trim", [
  [0, trim.light],
  [1, trim.dark],
])}
${lin(
  "trim-h",
  [
    [0, trim.dark],
    [0.5, trim.light],
    [1, trim.dark],
  ],
  1,
  0,
)}
${lin("dash", [
  [0, "#3a3c41"],
  [1, "#141518"],
])}
${lin("paint", [
  [0, lighten(paint, 0.25)],
  [0.5, paint],
  [1, darken(paint, 0.35)],
])}
${lin("screen", [
  [0, "#1d3557"],
  [1, "#0b1426"],
])}
${lin("metal", [
  [0, "#eceff2"],
  [1, "#8d949c"],
])}
${lin("floor", [
  [0, "#3b3c40"],
  [1, "#1b1c1f"],
])}
${lin("wood", [
  [0, "#d9c3a0"],
  [1, "#b89a70"],
])}
<filter id="blur8" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="8"/></filter>
</defs>`;
}

/** Outdoor scenery seen through glass: sky, a tree line and a touch of glare. */
export function scenery(x: number, y: number, w: number, h: number): string {
  const trees = Array.from({ length: 9 }, (_, i) => {
    const cx = x + (w / 8) * i;
    const r = 18 + ((i * 37) % 23);
    return `<circle cx="${cx}" cy="${y + h * 0.72}" r="${r}" fill="#6f8d63" opacity="0.8"/>`;
  }).join("");
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>${trees}<rect x="${x}" y="${y + h * 0.78}" width="${w}" height="${h * 0.22}" fill="#9aa39a"/>`;
}
