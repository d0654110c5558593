/**
 * Photo backdrops: three studio sweeps (light, dark, warm) with a glossy floor, and an outdoor
 * yard with sky, distant trees and asphalt. The horizon sits at `floorY`.
 */
import type { Backdrop } from "../photo-catalogue";
import { stopsSvg } from "./svg";

export const W = 1200;
export const H = 800;

type Studio = { wall: [string, string]; floor: [string, string]; glow: string };

const STUDIOS: Record<Exclude<Backdrop, "outdoor">, Studio> = {
  studio: { wall: ["#ffffff", "#c3c9d0"], floor: ["#e6e9ec", "#aeb5bd"], glow: "#ffffff" },
  dark: { wall: ["#4a5058", "#101215"], floor: ["#2a2e33", "#0b0c0e"], glow: "#8c96a3" },
  warm: { wall: ["#fffaf2", "#d6c8b2"], floor: ["#efe5d6", "#bfae94"], glow: "#fff6e6" },
};

export function hasReflection(b: Backdrop): boolean {
  return b !== "outdoor";
}

export function backdropSvg(b: Backdrop, floorY: number): string {
  if (b === "outdoor") return outdoorSvg(floorY);
  const s = STUDIOS[b];
  return `<defs>
<radialGradient id="bd-wall" cx="50%" cy="${Math.round((floorY / H) * 70)}%" r="75%">${stopsSvg([
    [0, s.wall[0]],
    [1, s.wall[1]],
  ])}</radialGradient>
<linearGradient id="bd-floor" x1="0" y1="0" x2="0" y2="1">${stopsSvg([
    [0, s.floor[0]],
    [1, s.floor[1]],
  ])}</linearGradient>
<linearGradient id="bd-seam" x1="0" y1="0" x2="0" y2="1">${stopsSvg([
    [0, s.floor[0], 0],
    [0.5, s.floor[0], 1],
    [1, s.floor[0], 0],
  ])}</linearGradient>
<radialGradient id="bd-glow" cx="50%" cy="50%" r="50%">${stopsSvg([
    [0, s.glow, 0.55],
    [1, s.glow, 0],
  ])}</radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bd-wall)"/>
<rect y="${floorY - 40}" width="${W}" height="${H - floorY + 40}" fill="url(#bd-floor)"/>
<rect y="${floorY - 80}" width="${W}" height="80" fill="url(#bd-seam)" opacity="0.6"/>
<ellipse cx="600" cy="${floorY + 40}" rx="520" ry="120" fill="url(#bd-glow)"/>`;
}

function outdoorSvg(floorY: number): string {
  const hills = (y: number, amp: number, colour: string, phase: number) => {
    let d = `M0,${y}`;
    for (let x = 0; x <= W; x += 40) {
      const h = y - amp * (0.6 + 0.4 * Math.sin(x / 97 + phase) * Math.cos(x / 53 + phase * 2));
      d += ` L${x},${h.toFixed(1)}`;
    }
    return `<path d="${d} L${W},${floorY} L0,${floorY} Z" fill="${colour}"/>`;
  };
  return `<defs>
<linearGradient id="bd-sky" x1="0" y1="0" x2="0" y2="1">${stopsSvg([
    [0, "#7fb0de"],
    [0.7, "#cfe2f2"],
    [1, "#eef4f8"],
  ])}</linearGradient>
<linearGradient id="bd-ground" x1="0" y1="0" x2="0" y2="1">${stopsSvg([
    [0, "#9a9d9f"],
    [1, "#5d6164"],
  ])}</linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bd-sky)"/>
<ellipse cx="260" cy="120" rx="160" ry="26" fill="#ffffff" opacity="0.55"/>
<ellipse cx="860" cy="90" rx="210" ry="30" fill="#ffffff" opacity="0.5"/>
${hills(floorY - 70, 60, "#a9bcc4", 0.4)}
${hills(floorY - 30, 45, "#7d9470", 1.7)}
<rect x="80" y="${floorY - 120}" width="340" height="120" fill="#e4e7ea"/>
<rect x="80" y="${floorY - 132}" width="340" height="16" fill="#3d5a80"/>
<rect x="100" y="${floorY - 96}" width="300" height="78" fill="#9fb3c4" opacity="0.8"/>
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#bd-ground)"/>
<path d="M0,${floorY + 150} L${W},${floorY + 110}" stroke="#e8e3c8" stroke-width="5" opacity="0.7"/>`;
}
