/**
 * The new-car showroom of franchise dealers with a models page (Parkside Nissan): each current
 * model line with its variants (drive-away price bands, features) and colours with swatches.
 */

import type { Dealership } from "@/domain/location/location";
import type { Model, ModelColour, ModelVariant } from "@/domain/model/model";
import { carPhotoUrl, PAINT } from "@/photos/photo-catalogue";
import type { ModelLine } from "./catalogue/catalogue-types";
import { seriesFor } from "./catalogue/catalogue-types";
import { paintsFor } from "./catalogue/colours";
import { STANDARD_EQUIPMENT } from "./catalogue/features";
import { NISSAN } from "./catalogue/makes-japan";
import type { Rng } from "./prng";
import { slugify } from "./text-util";
import { simpleBody } from "./vehicle-spec";

/** Nissan-style paint codes for the swatches' oem_id. */
const OEM_CODES = ["QAB", "QM1", "KY0", "KAD", "G41", "NAJ", "CAS", "RBY", "KBY"];

const DESCRIPTIONS: Record<string, string> = {
  Navara: "A tough dual cab ute that works all week and explores all weekend.",
  "X-Trail": "Seven seats, clever storage and e-POWER for the modern Australian family.",
  Qashqai: "The city SUV with the confidence of ProPILOT driver assistance.",
  Patrol: "The legendary V8 four-wheel drive, built for the outback.",
  Pathfinder: "Eight seats and a nine-speed automatic for big-family road trips.",
  Juke: "Bold styling and a turbocharged engine in a compact SUV.",
  Leaf: "Australia's long-running electric hatch, ready for your daily commute.",
  Z: "A twin-turbo V6 sports car with a six-speed manual or nine-speed automatic.",
};

export function buildModels(
  rng: Rng,
  now: Date,
  dealership: Dealership,
  firstId: { model: number; variant: number; colour: number },
): Model[] {
  const year = now.getUTCFullYear();
  const lines: (ModelLine & { comingSoon?: boolean })[] = [
    ...NISSAN,
    {
      ...(NISSAN[1] as ModelLine),
      model: "Ariya",
      badges: [
        ["Engage", 68000],
        ["Evolve", 76000],
      ],
      series: [[2025, "FE0"]],
      fuel: "Electric",
      comingSoon: true,
    },
  ];
  let { model: modelId, variant: variantId, colour: colourId } = firstId;
  return lines.map((line) => {
    const paints = paintsFor(line.make).slice(0, rng.int(5, 8));
    const first = paints[0];
    const heroUrl = carPhotoUrl(
      line.shape,
      first ? PAINT[first[1]] : PAINT.white,
      "front-three-quarter",
    );
    const variants: ModelVariant[] = line.badges.map(([badge, price]) => ({
      id: variantId++,
      name: badge,
      full_name: `${line.model} ${badge} ${line.body} ${line.drive === "4WD" ? "4x4 " : ""}${line.trans === "Manual" ? "Manual" : "Auto"}`,
      series: seriesFor(line, year),
      features: STANDARD_EQUIPMENT.filter((_, i) => (i * 7 + price) % 3 !== 0).slice(
        0,
        rng.int(8, 14),
      ),
      image: { url: heroUrl },
      dap_min_price: Math.round(price / 100) * 100 - 10,
      dap_max_price: Math.round((price * 1.06) / 100) * 100 - 10,
    }));
    const colours: ModelColour[] = variants.flatMap((v) =>
      paints.map(([name, key], i) => ({
        id: colourId++,
        name,
        hexCode: `#${PAINT[key]}`,
        photo_url: carPhotoUrl(line.shape, PAINT[key], "front-three-quarter"),
        oem_id: OEM_CODES[i % OEM_CODES.length] ?? null,
        model_variant_name: v.full_name,
      })),
    );
    return {
      id: modelId++,
      dealership_id: dealership.id,
      slug: slugify(`${line.make} ${line.model}`),
      name: line.model,
      make: line.make,
      status: line.comingSoon ? "coming_soon" : "available",
      image: { url: heroUrl },
      short_description:
        DESCRIPTIONS[line.model] ?? `The all-new ${line.make} ${line.model}, arriving soon.`,
      manufacturer_body: simpleBody(line.shape),
      manufacturer_body2: line.body,
      manufacturer_body3: null,
      body: simpleBody(line.shape),
      manufacturer_name: line.make,
      model_variants: variants,
      colours,
    };
  });
}
