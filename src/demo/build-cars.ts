/**
 * Builds every car of every dealership: what it is (vehicle-spec), where it is, its listing
 * states (car-states), photos, finance and market data, all from the seeded random source.
 */

import type { Car, CarType } from "@/domain/car/car";
import { PAINT } from "@/photos/photo-catalogue";
import type { PlacedDealership } from "./build-places";
import { autograb, financeLenders, weeklyPrice } from "./car-finance";
import { carImages, hotspots, photoCount, spinImages } from "./car-media";
import { pickStates } from "./car-states";
import { categories, dealerComments, equipment, filterFeatures } from "./car-text";
import { INTERIORS } from "./catalogue/colours";
import type { Rng } from "./prng";
import { code, nvic, slugify, vin } from "./text-util";
import { caravanSpec, passengerSpec, simpleBody, type VehicleSpec } from "./vehicle-spec";

const DRIVE = {
  FWD: "Front Wheel Drive",
  RWD: "Rear Wheel Drive",
  AWD: "All Wheel Drive",
  "4WD": "Four Wheel Drive",
};
const FUEL = {
  Petrol: "Unleaded Petrol",
  Diesel: "Diesel",
  Hybrid: "Petrol - Hybrid",
  Electric: "Electric",
  "Plug-in Hybrid": "Petrol - Plug-in Hybrid",
};

function pickLine(rng: Rng, p: PlacedDealership, kind: CarType) {
  const bp = p.blueprint;
  // Trade-ins at a franchise are often its own make.
  const pool =
    kind === "used" && !(bp.newLines.length && rng.chance(0.35)) ? bp.usedLines : bp.newLines;
  return rng.weighted(pool.map((l) => [l, l.weight] as const));
}

function pickLocation(rng: Rng, p: PlacedDealership, kind: CarType) {
  const stocked = p.locations.filter((l) => l.blueprint.stockShare);
  const wanted = stocked.filter((l) => (kind === "used") === (l.location.location_type === "used"));
  const pool = wanted.length ? wanted : stocked;
  return rng.weighted(pool.map((l) => [l.location, l.blueprint.stockShare ?? 1] as const));
}

export function buildCars(rng: Rng, now: Date, placed: PlacedDealership[]): Car[] {
  const cars: Car[] = [];
  const currentYear = now.getUTCFullYear();
  for (const p of placed) {
    const r = rng.fork(p.blueprint.slug);
    let stockSeq = 10000 + r.int(0, 5000);
    const kinds: CarType[] = (["new", "demo", "used"] as const).flatMap((k) =>
      Array(p.blueprint.stock[k]).fill(k),
    );
    for (const kind of kinds) {
      const spec = p.blueprint.caravans
        ? caravanSpec(r, kind, currentYear)
        : passengerSpec(r, pickLine(r, p, kind), kind, currentYear);
      stockSeq += r.int(1, 4);
      cars.push(
        buildCar(r, now, p, kind, spec, cars.length + 1, `${p.blueprint.stockPrefix}${stockSeq}`),
      );
    }
  }
  return cars;
}

function buildCar(
  rng: Rng,
  now: Date,
  p: PlacedDealership,
  kind: CarType,
  v: VehicleSpec,
  id: number,
  stocknum: string,
): Car {
  const bp = p.blueprint;
  const location = pickLocation(rng, p, kind);
  const hex = PAINT[v.paint];
  const st = pickStates(rng, now, {
    kind,
    price: v.price,
    runout: v.runout,
    certifiedShare: bp.certifiedShare,
    caravan: !!v.caravan,
  });
  const name = [v.year, v.make, v.model, v.badge].filter(Boolean).join(" ");
  const slug = `${slugify(name)}-${id}`;
  const images = carImages(v.shape, hex, bp.backdrop, photoCount(rng, st.status === "coming_soon"));
  const l = v.line;
  const withSpin = kind === "new" && rng.chance(0.1);
  const spinCode =
    kind === "new" && rng.chance(0.025) ? `FCS-${code(rng, "0123456789abcdef", 8)}` : null;
  const lenderKind = kind === "used" ? bp.lenders.used : bp.lenders.new;
  const caravan = v.caravan;
  return {
    id,
    slug,
    name,
    stocknum,
    vin: vin(rng, v.make),
    item_type: caravan ? "caravan" : "car",
    year: v.year,
    make: v.make,
    model: v.model,
    badge: v.badge,
    series: v.series,
    colour: v.colour,
    interior_colour: caravan ? null : rng.weighted(INTERIORS),
    km: v.km,
    seats: l?.seats ?? null,
    doors: l?.doors ?? (caravan ? 1 : null),
    engine_size: l?.engine.litres ? Math.round(l.engine.litres * 1000 - rng.int(0, 40)) : null,
    engine_size_litres: l?.engine.litres ?? null,
    bodyconfiguration: l?.body ?? (caravan ? "Caravan" : null),
    gearnum: l?.gears ?? null,
    simple_body: simpleBody(v.shape),
    simple_transmission: l ? (l.trans === "Manual" ? "Manual" : "Automatic") : null,
    simple_fuel: l?.fuel ?? null,
    fuel: l ? FUEL[l.fuel] : null,
    simple_drive: l?.drive ?? null,
    drive: l ? DRIVE[l.drive] : null,
    trans: l
      ? l.trans === "CVT"
        ? "Constantly Variable Transmission"
        : `${l.gears ?? 1} Speed ${l.trans}`
      : null,
    cylinders: l?.engine.cylinders ?? null,
    fuelconsumptioncombined: l?.consumption ?? null,
    induction: l?.engine.induction ?? null,
    geartype: l ? (l.trans === "Manual" ? "Manual" : "Automatic") : null,
    categories: categories({
      shape: v.shape,
      drive: l?.drive ?? null,
      fuel: l?.fuel ?? null,
      seats: l?.seats ?? null,
      consumption: l?.consumption ?? null,
      price: st.price,
      sleeps: caravan?.sleeps,
      offRoad: caravan?.offRoad,
    }),
    filtered_features: caravan ? [] : filterFeatures(rng, l?.seats ?? null),
    standardEquipment: equipment(rng, !!caravan),
    price: st.price,
    before_price: st.before_price,
    offer_price: st.offer_price,
    subscription_price: st.subscription_price,
    price_type: st.price_type,
    preorder: st.preorder,
    weekly_price: weeklyPrice(st.price),
    status: st.status,
    car_type: kind,
    tag: st.tag,
    reserved: st.reserved,
    certified: st.certified,
    has_nvic: !caravan && rng.chance(0.9),
    nvic: caravan ? null : nvic(rng),
    created_at: st.created_at,
    updated_at: st.updated_at,
    sold_date: st.sold_date,
    views: st.views,
    photos_count: images.length,
    show_on_dealer_website: st.show_on_dealer_website,
    custom_rank: st.custom_rank,
    images,
    primary_image_url: images[0]?.url ?? null,
    video_url: rng.chance(0.02) ? `https://videos.example.com/${slug}.mp4` : null,
    external_video_url: rng.chance(0.01)
      ? `https://videos.example.com/embed/${code(rng, "abcdefghijk0123456789", 11)}`
      : null,
    spin_images: withSpin || spinCode ? spinImages(v.shape, hex) : [],
    spin_code: spinCode,
    spin_interior_image: spinCode
      ? (images.find((i) => i.url.endsWith("/dashboard.jpg"))?.url ?? null)
      : null,
    hotspots: withSpin ? hotspots(rng, id) : [],
    dealership_id: p.dealership.id,
    dealership_slug: p.dealership.slug,
    dealership_name: p.dealership.name,
    location_id: location.id,
    location: {
      id: location.id,
      name: location.name,
      slug: location.slug,
      phone: location.contact_detail.phone,
      city: location.address.city,
      state: location.address.state,
      primary: location.primary,
    },
    location_name: location.name,
    city: location.address.city,
    state: location.address.state,
    regplate: st.regplate,
    rego_expiry: st.rego_expiry,
    build_date: `${v.year - (rng.chance(0.3) ? 1 : 0)}-${String(rng.int(1, 12)).padStart(2, "0")}`,
    compliance_date: `${v.year}-${String(rng.int(1, 12)).padStart(2, "0")}`,
    dealercomments: dealerComments(rng, name),
    youxQuote: null,
    autograb_data: kind === "used" && !caravan && rng.chance(0.7) ? autograb(rng, st.price) : null,
    finance_lenders:
      lenderKind && rng.chance(0.85)
        ? financeLenders(rng, lenderKind, st.price, v.year, now.getUTCFullYear())
        : {},
    file:
      kind === "used" && rng.chance(0.15)
        ? `https://reports.example.com/${stocknum.toLowerCase()}.pdf`
        : null,
    body_width: caravan?.body_width ?? null,
    body_length: caravan?.body_length ?? null,
    tare_weight: caravan?.tare_weight ?? null,
    axle_type: caravan?.axle_type ?? null,
    sleeps: caravan?.sleeps ?? null,
    aggregate_trailer_mass: caravan?.aggregate_trailer_mass ?? null,
  };
}
