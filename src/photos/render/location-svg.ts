/**
 * Building photos for location cards: a showroom, used-car yard, service centre, parts counter
 * or caravan sales shed under an Australian sky, with a few rendered vehicles out the front.
 */
import { buildBodyMesh } from "../geometry/body-mesh";
import { SHAPES } from "../geometry/body-shapes";
import { makeCamera } from "../geometry/projection";
import { type BodyShape, type LocationPhotoVariant, PAINT } from "../photo-catalogue";
import { backdropSvg } from "./backdrop-svg";
import { drawCar } from "./car-svg";
import { Defs } from "./svg";

const BRAND: Record<LocationPhotoVariant, string> = {
  "showroom-1": "#c8102e",
  "showroom-2": "#0b3d91",
  "showroom-3": "#1d1d1f",
  "showroom-4": "#2e7d32",
  "used-1": "#e65100",
  "used-2": "#6a1b9a",
  "service-1": "#0b3d91",
  "service-2": "#37474f",
  "parts-1": "#00695c",
  "caravan-1": "#8d5524",
};

function vehicles(
  defs: Defs,
  lineup: [BodyShape, string, number][],
  y: number,
  scale: number,
): string {
  const cam = makeCamera(28, 6);
  return lineup
    .map(([shape, paint, x]) => {
      const car = drawCar(buildBodyMesh(SHAPES[shape]), `#${paint}`, cam, defs);
      return `<g transform="translate(${x},${y}) scale(${scale})">${car.svg}</g>`;
    })
    .join("");
}

function facade(kind: string, brand: string): string {
  const glass = `<rect x="180" y="300" width="840" height="230" fill="#9fb8cc"/><path d="M180,300 L1020,300 L1020,360 L180,420 Z" fill="#c7d8e6" opacity="0.7"/>${[
    1, 2, 3, 4, 5, 6,
  ]
    .map((i) => `<rect x="${180 + i * 120 - 3}" y="300" width="6" height="230" fill="#56616b"/>`)
    .join("")}`;
  const doors = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${240 + i * 250}" y="330" width="200" height="200" fill="#c9ccd0"/>${[
          1, 2, 3, 4, 5, 6, 7,
        ]
          .map(
            (j) =>
              `<rect x="${240 + i * 250}" y="${330 + j * 25}" width="200" height="3" fill="#a4a8ad"/>`,
          )
          .join("")}`,
    )
    .join("");
  const body =
    kind === "service" ? doors : kind === "caravan" ? doors.replace(/c9ccd0/g, "d7d2c6") : glass;
  const height = kind === "used" ? 140 : 240;
  const top = 530 - height - 40;
  return `<rect x="150" y="${top}" width="900" height="${height + 40}" fill="#eceff1"/>
${kind === "used" ? `<rect x="150" y="${top}" width="900" height="180" fill="#f5f5f3"/><rect x="200" y="${top + 40}" width="800" height="110" fill="#9fb8cc"/>` : body}
<rect x="130" y="${top - 50}" width="940" height="60" fill="${brand}"/>
<rect x="520" y="${top - 40}" width="160" height="40" rx="20" fill="#ffffff" opacity="0.92"/>
<rect x="545" y="${top - 26}" width="110" height="12" rx="6" fill="${brand}"/>
${kind === "used" ? [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<path d="M${150 + i * 100},${top - 60} l50,30 l50,-30" fill="none" stroke="${i % 2 ? "#ffd54f" : brand}" stroke-width="6"/>`).join("") : ""}
<rect x="80" y="530" width="1040" height="8" fill="#b0b5ba"/>`;
}

export function locationSvg(variant: LocationPhotoVariant): string {
  const kind = variant.split("-")[0] ?? "showroom";
  const brand = BRAND[variant];
  const defs = new Defs();
  const lineup: [BodyShape, string, number][] =
    kind === "caravan"
      ? [
          ["caravan", PAINT.navy, 140],
          ["caravan", PAINT.graphite, 720],
        ]
      : kind === "service" || kind === "parts"
        ? [["suv", PAINT.silver, 760]]
        : [
            ["suv", PAINT.white, 110],
            ["hatch", PAINT.red, 470],
            ["ute", PAINT.graphite, 830],
          ];
  const scale = kind === "caravan" ? 58 : 62;
  const parked = vehicles(defs, lineup, 700, scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
${backdropSvg("outdoor", 560)}
${defs.toString()}
${facade(kind, brand)}
${parked}
</svg>`;
}
