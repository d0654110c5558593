/** Paint names per make, each mapped onto the renderer's palette so photos match the listing. */
import type { PaintKey } from "@/photos/photo-catalogue";

export type Paint = readonly [name: string, key: PaintKey, weight: number];

const GENERIC: Paint[] = [
  ["White", "white", 6],
  ["Silver", "silver", 4],
  ["Grey", "grey", 4],
  ["Black", "black", 3],
  ["Blue", "blue", 2],
  ["Red", "red", 2],
  ["Green", "green", 0.5],
];

export const MAKE_PAINTS: Record<string, Paint[]> = {
  Toyota: [
    ["Glacier White", "white", 6],
    ["Frosted White", "pearl", 2],
    ["Silver Pearl", "silver", 3],
    ["Graphite", "graphite", 3],
    ["Eclipse Black", "black", 2],
    ["Feverish Red", "red", 1.5],
    ["Saturn Blue", "blue", 1.5],
    ["Oxide Bronze", "bronze", 1],
    ["Eclectic Blue", "skyblue", 0.5],
  ],
  Mazda: [
    ["Snowflake White Pearl", "pearl", 4],
    ["Soul Red Crystal", "red", 4],
    ["Machine Grey", "grey", 3],
    ["Jet Black", "black", 2],
    ["Deep Crystal Blue", "navy", 2],
    ["Sonic Silver", "silver", 1.5],
    ["Zircon Sand", "beige", 1],
  ],
  Hyundai: [
    ["Creamy White", "white", 5],
    ["Phantom Black", "black", 2],
    ["Amazon Grey", "grey", 3],
    ["Intense Blue", "blue", 2],
    ["Fiery Red", "red", 1],
    ["Shimmering Silver", "silver", 2],
    ["Teal Green", "teal", 1],
  ],
  Kia: [
    ["Clear White", "white", 5],
    ["Snow White Pearl", "pearl", 2],
    ["Gravity Grey", "grey", 3],
    ["Aurora Black", "black", 2],
    ["Runway Red", "red", 1],
    ["Steel Grey", "graphite", 2],
    ["Yacht Blue", "navy", 1],
  ],
  Ford: [
    ["Arctic White", "white", 5],
    ["Shadow Black", "black", 2],
    ["Meteor Grey", "grey", 3],
    ["Aluminium", "silver", 2],
    ["Blue Lightning", "blue", 1.5],
    ["Conquer Grey", "graphite", 1.5],
    ["Luxe Yellow", "yellow", 0.8],
    ["Sedona Orange", "orange", 0.6],
  ],
  Mitsubishi: [
    ["White Solid", "white", 5],
    ["Sterling Silver", "silver", 2],
    ["Titanium", "grey", 3],
    ["Black Mica", "black", 2],
    ["Red Diamond", "red", 1],
    ["Impulse Blue", "blue", 1],
    ["Yamabuki Orange", "orange", 0.5],
  ],
  Nissan: [
    ["Ivory Pearl", "pearl", 4],
    ["Polar White", "white", 4],
    ["Brilliant Silver", "silver", 2],
    ["Twilight Grey", "grey", 2],
    ["Diamond Black", "black", 2],
    ["Burning Red", "red", 1],
    ["Forged Copper", "bronze", 1],
    ["Caspian Blue", "navy", 1],
    ["Stealth Grey", "graphite", 1.5],
  ],
  Subaru: [
    ["Crystal White", "white", 4],
    ["Ice Silver", "silver", 2],
    ["Magnetite Grey", "grey", 3],
    ["Autumn Green", "green", 1.5],
    ["Crystal Black", "black", 2],
  ],
  Holden: [
    ["Heron White", "white", 4],
    ["Nitrate Silver", "silver", 2],
    ["Son of a Gun Grey", "graphite", 2],
    ["Phantom Black", "black", 2],
    ["Red Hot", "red", 2],
  ],
};

export function paintsFor(make: string): Paint[] {
  return MAKE_PAINTS[make] ?? GENERIC;
}

export const INTERIORS = [
  ["Black Cloth", 6],
  ["Black Leather", 3],
  ["Charcoal Leather-accented", 2],
  ["Stone Leather", 1],
  ["Grey Cloth", 2],
] as const;
