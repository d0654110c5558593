/**
 * Caravan interiors in place of a car's: kitchen (for the dashboard slot), dinette (seats),
 * bedroom (rear seats) and ensuite (cargo). Light cabinetry, the decal colour as the accent.
 */
import { darken, lighten } from "../colour";
import { interiorDefs, rect, scenery } from "./interior-parts";

export type CaravanScene = "kitchen" | "dinette" | "bedroom" | "ensuite";

const CABINET = "#f1ede6";
const CABINET_EDGE = "#cfc6b8";

function lockers(y: number, x0: number, x1: number, n: number): string {
  const w = (x1 - x0) / n;
  return Array.from(
    { length: n },
    (_, i) =>
      rect(
        x0 + i * w + 4,
        y,
        w - 8,
        110,
        8,
        `fill="${CABINET}" stroke="${CABINET_EDGE}" stroke-width="3"`,
      ) + rect(x0 + i * w + w / 2 - 30, y + 92, 60, 6, 3, 'fill="#9b9388"'),
  ).join("");
}

function shell(accent: string, inner: string): string {
  return `<rect width="1200" height="800" fill="#e9e4dc"/>
<rect y="0" width="1200" height="50" fill="#f7f5f1"/>
${inner}
<path d="M0,720 L1200,720 L1200,800 L0,800 Z" fill="url(#wood)"/>
<rect y="712" width="1200" height="8" fill="${darken(accent, 0.2)}" opacity="0.5"/>`;
}

function kitchen(accent: string): string {
  return shell(
    accent,
    `${lockers(60, 80, 1120, 5)}
${scenery(420, 200, 360, 170)}<rect x="420" y="200" width="360" height="170" fill="none" stroke="#3c3f44" stroke-width="14" rx="10"/>
<rect x="60" y="380" width="1080" height="120" fill="${lighten(accent, 0.75)}"/>
<rect x="40" y="480" width="1120" height="34" fill="#d8d2c7" stroke="#b9b1a4" stroke-width="2"/>
${rect(160, 488, 220, 22, 6, 'fill="#9fa6ad" stroke="#6d747b" stroke-width="3"')}
<circle cx="720" cy="497" r="26" fill="#2b2d31"/><circle cx="800" cy="497" r="26" fill="#2b2d31"/>
<path d="M250,488 L250,430 Q250,410 275,410 L290,410" fill="none" stroke="url(#metal)" stroke-width="10"/>
${[0, 1, 2, 3]
  .map(
    (i) =>
      rect(
        60 + i * 270,
        520,
        260,
        190,
        8,
        `fill="${CABINET}" stroke="${CABINET_EDGE}" stroke-width="3"`,
      ) + rect(150 + i * 270, 540, 80, 8, 4, 'fill="#9b9388"'),
  )
  .join("")}`,
  );
}

function dinette(accent: string): string {
  const seat = (x: number, flip: number) =>
    `<path d="M${x},700 L${x},520 Q${x},500 ${x + 20 * flip},500 L${x + 220 * flip},500 L${x + 220 * flip},700 Z" fill="${accent}"/>
<path d="M${x + 10 * flip},500 L${x + 10 * flip},300 Q${x + 10 * flip},270 ${x + 50 * flip},270 L${x + 80 * flip},270 L${x + 80 * flip},500 Z" fill="${darken(accent, 0.15)}"/>`;
  return shell(
    accent,
    `${lockers(60, 80, 1120, 5)}
${scenery(300, 200, 600, 200)}<rect x="300" y="200" width="600" height="200" fill="none" stroke="#3c3f44" stroke-width="14" rx="12"/>
${seat(80, 1)}${seat(1120, -1)}
<rect x="340" y="470" width="520" height="34" rx="8" fill="url(#wood)" stroke="#9c8260" stroke-width="3"/>
<rect x="585" y="504" width="30" height="216" fill="url(#metal)"/>
${rect(380, 440, 90, 30, 6, 'fill="#ffffff" opacity="0.9"')}
<circle cx="760" cy="450" r="20" fill="#8fb36b"/>`,
  );
}

function bedroom(accent: string): string {
  return shell(
    accent,
    `${lockers(60, 220, 980, 4)}
${rect(30, 60, 180, 650, 6, `fill="${CABINET}" stroke="${CABINET_EDGE}" stroke-width="3"`)}
${rect(990, 60, 180, 650, 6, `fill="${CABINET}" stroke="${CABINET_EDGE}" stroke-width="3"`)}
${rect(290, 200, 620, 180, 16, `fill="${lighten(accent, 0.55)}" stroke="${darken(accent, 0.2)}" stroke-width="4"`)}
<path d="M230,470 L970,470 L1020,700 L180,700 Z" fill="#ffffff"/>
<path d="M230,540 L970,540 L1030,710 L170,710 Z" fill="${accent}"/>
<path d="M230,540 L970,540" stroke="${lighten(accent, 0.5)}" stroke-width="6"/>
${rect(300, 400, 260, 90, 40, 'fill="#fbfbf8" stroke="#d9d4cc" stroke-width="3"')}
${rect(640, 400, 260, 90, 40, 'fill="#fbfbf8" stroke="#d9d4cc" stroke-width="3"')}`,
  );
}

function ensuite(accent: string): string {
  return shell(
    accent,
    `${rect(60, 80, 420, 630, 12, 'fill="#dfe7ea" stroke="#aebbc0" stroke-width="4"')}
<rect x="80" y="100" width="380" height="600" fill="#c9d9e0" opacity="0.6"/>
<circle cx="270" cy="160" r="30" fill="url(#metal)"/><path d="M270,190 L270,230" stroke="#9aa3ab" stroke-width="4" stroke-dasharray="4 8"/>
${rect(560, 90, 560, 260, 10, 'fill="#eef2f4" stroke="#b9c2c8" stroke-width="3"')}
${rect(600, 110, 480, 220, 8, 'fill="#cfd8de"')}
${rect(560, 380, 560, 40, 8, 'fill="#f4f2ee" stroke="#cfc8bd" stroke-width="2"')}
<ellipse cx="840" cy="395" rx="90" ry="16" fill="#ffffff" stroke="#c9c3b8" stroke-width="3"/>
${rect(560, 420, 560, 290, 8, `fill="${lighten(accent, 0.7)}" stroke="${CABINET_EDGE}" stroke-width="3"`)}
${rect(820, 460, 80, 8, 4, 'fill="#9b9388"')}`,
  );
}

const SCENES = { kitchen, dinette, bedroom, ensuite };

export function caravanInteriorSvg(paintHex: string, scene: CaravanScene): string {
  const accent = `#${paintHex}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">${interiorDefs(accent, { main: accent, dark: darken(accent, 0.3), light: lighten(accent, 0.3), stitch: "#ffffff" })}${SCENES[scene](accent)}</svg>`;
}
