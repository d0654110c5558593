/**
 * Car interiors: dashboard (right-hand drive, as sold in Australia), front seats through the
 * open door, the rear bench, and the cargo area. Simple shapes, but laid out like the photos a
 * dealer takes, with the paint colour visible where the body would show.
 */
import { darken, lighten } from "../colour";
import type { BodyShape } from "../photo-catalogue";
import { interiorDefs, rect, scenery, type Trim, trimFor } from "./interior-parts";

export type CarScene = "dashboard" | "seats" | "rear-seats" | "cargo";

function dashboard(trim: Trim): string {
  const spokes = [210, 330, 90]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `<line x1="840" y1="600" x2="${840 + 160 * Math.cos(a)}" y2="${600 + 160 * Math.sin(a)}" stroke="#1f2024" stroke-width="34" stroke-linecap="round"/>`;
    })
    .join("");
  const dial = (cx: number) =>
    `<circle cx="${cx}" cy="455" r="48" fill="#0d0e10" stroke="#4a4d53" stroke-width="3"/><path d="M${cx - 34},${480} A42,42 0 1 1 ${cx + 34},${480}" fill="none" stroke="#e8edf2" stroke-width="3" stroke-dasharray="2 7"/><line x1="${cx}" y1="455" x2="${cx + 26}" y2="430" stroke="#e8483b" stroke-width="3"/>`;
  const vent = (x: number, y: number, w: number) =>
    rect(x, y, w, 46, 12, 'fill="#121316" stroke="#5a5d63" stroke-width="3"') +
    [1, 2, 3]
      .map(
        (i) =>
          `<line x1="${x + 8}" y1="${y + i * 11.5}" x2="${x + w - 8}" y2="${y + i * 11.5}" stroke="#3a3c41" stroke-width="3"/>`,
      )
      .join("");
  return `${scenery(0, 0, 1200, 430)}
<path d="M0,0 L140,0 L40,430 L0,430 Z" fill="#1e1f22"/><path d="M1200,0 L1060,0 L1160,430 L1200,430 Z" fill="#1e1f22"/>
<rect width="1200" height="40" fill="${trim.light}"/>
<path d="M0,420 C250,360 950,360 1200,420 L1200,800 L0,800 Z" fill="url(#dash)"/>
<path d="M0,470 C300,430 900,430 1200,470 L1200,500 C900,462 300,462 0,500 Z" fill="url(#trim-h)" opacity="0.9"/>
${rect(730, 395, 230, 120, 30, 'fill="#0f1012"')}${dial(790)}${dial(900)}
${rect(420, 380, 250, 150, 14, 'fill="#0a0b0d" stroke="#3d4046" stroke-width="4"')}
${rect(432, 392, 226, 126, 8, 'fill="url(#screen)"')}
<path d="M440,480 C500,440 560,500 650,430" stroke="#4fa3e0" stroke-width="4" fill="none"/>
<circle cx="560" cy="470" r="8" fill="#f4b942"/>
${vent(120, 500, 170)}${vent(440, 548, 100)}${vent(560, 548, 100)}${vent(1010, 500, 150)}
<path d="M430,620 L670,620 L720,800 L380,800 Z" fill="${trim.dark}"/>
${rect(470, 640, 160, 40, 8, 'fill="#1a1b1e" stroke="#50535a" stroke-width="2"')}
${rect(535, 690, 30, 80, 12, 'fill="url(#metal)"')}
<circle cx="840" cy="600" r="175" fill="none" stroke="#151619" stroke-width="40"/>
<circle cx="840" cy="600" r="175" fill="none" stroke="${trim.stitch}" stroke-width="2" stroke-dasharray="6 6" opacity="0.6"/>
${spokes}<circle cx="840" cy="600" r="62" fill="#1c1d20" stroke="#4a4d53" stroke-width="4"/>
<circle cx="840" cy="600" r="18" fill="url(#metal)"/>`;
}

function doorFrame(paint: string, inner: string): string {
  return `<rect width="1200" height="800" fill="#0e0f11"/>${inner}
<path d="M0,0 L1200,0 L1200,800 L0,800 Z M90,110 Q90,60 150,60 L1050,60 Q1130,60 1130,140 L1130,700 L90,700 Z" fill="url(#paint)" fill-rule="evenodd"/>
<path d="M90,700 L1130,700 L1130,740 L90,740 Z" fill="url(#metal)"/>
<path d="M90,110 Q90,60 150,60 L1050,60 Q1130,60 1130,140" fill="none" stroke="${darken(paint, 0.5)}" stroke-width="10"/>`;
}

/** A front seat in profile, facing left: cushion, reclined backrest, headrest, rails. */
function seat(trim: Trim): string {
  return `<rect x="360" y="600" width="300" height="40" rx="8" fill="#141517"/>
<rect x="380" y="636" width="260" height="10" rx="4" fill="url(#metal)"/>
<path d="M330,560 Q330,522 372,520 L640,510 Q668,512 668,546 L664,596 Q660,612 636,612 L364,616 Q330,614 330,590 Z" fill="url(#trim)"/>
<path d="M350,540 L640,530" stroke="${trim.stitch}" stroke-width="3" stroke-dasharray="9 7" opacity="0.8"/>
<path d="M612,548 C600,430 640,300 690,236 Q716,206 756,214 Q792,226 786,270 C772,380 736,470 690,566 Z" fill="url(#trim)"/>
<path d="M650,520 C648,420 676,320 718,256" stroke="${trim.stitch}" stroke-width="3" stroke-dasharray="9 7" fill="none" opacity="0.8"/>
<path d="M700,232 L712,176 Q718,150 748,154 L790,162 Q812,168 806,194 L796,236 Z" fill="${trim.main}"/>
<rect x="718" y="222" width="10" height="24" fill="url(#metal)"/><rect x="772" y="228" width="10" height="24" fill="url(#metal)"/>`;
}

function seats(paint: string, trim: Trim): string {
  const inner = `${scenery(90, 60, 620, 230)}
<path d="M90,60 L700,60 L520,300 L90,300 Z" fill="none"/>
<path d="M620,60 L1130,60 L1130,700 L90,700 L90,300 Q300,250 560,300 Z" fill="#1b1c1f"/>
<path d="M90,290 Q300,250 560,300 L520,470 Q300,430 90,470 Z" fill="url(#dash)"/>
${rect(250, 380, 200, 70, 14, `fill="${trim.dark}" stroke="#000" stroke-opacity="0.3" stroke-width="3"`)}
${rect(120, 320, 110, 40, 10, 'fill="#121316" stroke="#5a5d63" stroke-width="3"')}
<path d="M90,470 Q300,430 520,470 L520,700 L90,700 Z" fill="#232427"/>
<path d="M820,110 L1130,90 L1130,700 L900,700 Q860,520 880,300 Z" fill="url(#trim)" opacity="0.75"/>
${seat(trim)}
<path d="M90,660 L1130,660 L1130,700 L90,700 Z" fill="#111214"/>`;
  return doorFrame(paint, inner);
}

function rearSeats(trim: Trim): string {
  const back = (x: number, w: number) =>
    `<path d="M${x},560 L${x + 10},330 Q${x + 15},290 ${x + 60},290 L${x + w - 60},290 Q${x + w - 15},290 ${x + w - 10},330 L${x + w},560 Z" fill="url(#trim)" stroke="${trim.dark}" stroke-width="3"/>
<path d="M${x + w / 2 - 55},290 L${x + w / 2 - 45},215 Q${x + w / 2},200 ${x + w / 2 + 45},215 L${x + w / 2 + 55},290 Z" fill="${trim.main}"/>
<path d="M${x + 40},330 L${x + 45},540 M${x + w - 40},330 L${x + w - 45},540" stroke="${trim.stitch}" stroke-width="3" stroke-dasharray="8 6"/>`;
  return `<rect width="1200" height="800" fill="#131416"/>
${scenery(330, 80, 540, 150)}
<path d="M330,80 L870,80 L870,230 L330,230 Z" fill="none" stroke="#0c0d0f" stroke-width="18"/>
<rect y="0" width="1200" height="70" fill="${trim.light}"/>
<path d="M0,60 L300,110 L300,700 L0,800 Z" fill="${trim.dark}"/><path d="M1200,60 L900,110 L900,700 L1200,800 Z" fill="${trim.dark}"/>
<path d="M40,260 L260,250 L260,330 L40,350 Z" fill="url(#paint)" opacity="0.9"/>
<path d="M1160,260 L940,250 L940,330 L1160,350 Z" fill="url(#paint)" opacity="0.9"/>
${back(290, 230)}${back(485, 230)}${back(680, 230)}
<path d="M270,560 L930,560 L990,690 L210,690 Z" fill="url(#trim)"/>
<path d="M180,690 L1020,690 L1200,800 L0,800 Z" fill="url(#floor)"/>
${rect(560, 600, 80, 10, 4, `fill="${lighten(trim.dark, 0.2)}"`)}`;
}

function cargo(shape: BodyShape, paint: string, trim: Trim): string {
  if (shape === "ute") {
    const ribs = Array.from({ length: 7 }, (_, i) => {
      const x = 380 + i * 75;
      return `<path d="M${x},330 L${x - (600 - x) * 0.9},760" stroke="#35373b" stroke-width="14"/>`;
    }).join("");
    return `${scenery(0, 0, 1200, 330)}
<path d="M300,260 L900,260 L900,330 L300,330 Z" fill="#1f2023"/>
<path d="M300,330 L900,330 L1150,760 L50,760 Z" fill="#26272b"/>${ribs}
<path d="M0,280 L300,260 L50,760 L0,800 Z" fill="url(#paint)"/><path d="M1200,280 L900,260 L1150,760 L1200,800 Z" fill="url(#paint)"/>
<path d="M0,760 L1200,760 L1200,800 L0,800 Z" fill="${darken(paint, 0.3)}"/>`;
  }
  const van = shape === "van";
  const floorTop = van ? 360 : 430;
  return `<rect width="1200" height="800" fill="#101113"/>
<path d="M260,${floorTop} L940,${floorTop} L1060,700 L140,700 Z" fill="${van ? "url(#wood)" : "url(#floor)"}"/>
${van ? "" : `<path d="M290,${floorTop} L320,200 Q330,170 370,170 L830,170 Q870,170 880,200 L910,${floorTop} Z" fill="url(#trim)"/><path d="M600,180 L600,${floorTop}" stroke="${trim.dark}" stroke-width="6"/>`}
<path d="M140,700 L260,${floorTop} L260,150 L140,90 Z" fill="${trim.dark}"/><path d="M1060,700 L940,${floorTop} L940,150 L1060,90 Z" fill="${trim.dark}"/>
<circle cx="220" cy="600" r="10" fill="url(#metal)"/><circle cx="980" cy="600" r="10" fill="url(#metal)"/>
<path d="M0,0 L1200,0 L1200,800 L0,800 Z M140,110 Q140,60 200,60 L1000,60 Q1060,60 1060,110 L1060,700 L140,700 Z" fill="url(#paint)" fill-rule="evenodd"/>
<path d="M120,0 L1080,0 L1060,50 L140,50 Z" fill="${trim.dark}"/>
<path d="M140,700 L1060,700 L1080,740 L120,740 Z" fill="url(#metal)"/>
<rect x="540" y="712" width="120" height="16" rx="6" fill="#2a2b2f"/>`;
}

export function carInteriorSvg(
  shape: BodyShape,
  paintHex: string,
  scene: CarScene,
  zoom?: "steering" | "console",
): string {
  const paint = `#${paintHex}`;
  const trim = trimFor(paintHex);
  const body =
    scene === "dashboard"
      ? dashboard(trim)
      : scene === "seats"
        ? seats(paint, trim)
        : scene === "rear-seats"
          ? rearSeats(trim)
          : cargo(shape, paint, trim);
  const viewBox =
    zoom === "steering"
      ? "560 380 560 373"
      : zoom === "console"
        ? "320 360 480 320"
        : "0 0 1200 800";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="${viewBox}">${interiorDefs(paint, trim)}${body}</svg>`;
}
