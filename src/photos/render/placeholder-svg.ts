/** The "Photo coming soon" picture for cars without photos: a pale line drawing on the studio sweep. */

import { makeCamera } from "../geometry/projection";
import { backdropSvg } from "./backdrop-svg";
import { drawCar } from "./car-svg";
import { meshFor } from "./exterior-view";
import { Defs } from "./svg";

export function placeholderSvg(): string {
  const defs = new Defs();
  const car = drawCar(meshFor("suv"), "#d5d9de", makeCamera(30, 7), defs);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
${backdropSvg("studio", 520)}
${defs.toString()}
<g transform="translate(360,720) scale(100)" opacity="0.3">${car.svg}</g>
<g transform="translate(600,170)">
<rect x="-46" y="-34" width="92" height="64" rx="12" fill="none" stroke="#5b6470" stroke-width="6"/>
<rect x="-20" y="-46" width="40" height="16" rx="4" fill="#5b6470"/>
<circle cx="0" cy="-2" r="18" fill="none" stroke="#5b6470" stroke-width="6"/>
</g>
<text x="600" y="275" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="52" font-weight="bold" fill="#3d4550">Photo coming soon</text>
<text x="600" y="322" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="26" fill="#66707c">Our team is preparing this vehicle for its photo shoot</text>
</svg>`;
}
