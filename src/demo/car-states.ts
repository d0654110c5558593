/**
 * The listing states the pages handle, spread over the stock: sold in the last days, coming soon,
 * reserved, test-drive-only and runout tags, certified, new arrivals, hidden, was-prices,
 * preorders, subscriptions and registration dates.
 */
import type { CarStatus, CarType } from "@/domain/car/car";
import type { Rng } from "./prng";
import { DAY_MS, daysAfter, daysBefore, regplate } from "./text-util";

export type StateInput = {
  kind: CarType;
  price: number;
  runout: boolean;
  certifiedShare: number;
  caravan: boolean;
};

export type States = {
  status: CarStatus;
  sold_date: Date | null;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  created_at: Date;
  updated_at: Date;
  show_on_dealer_website: boolean;
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  price_type: string | null;
  regplate: string | null;
  rego_expiry: Date | null;
  custom_rank: number;
  views: number;
};

export function pickStates(rng: Rng, now: Date, c: StateInput): States {
  const newish = c.kind !== "used";
  const r = rng.next();
  const status: CarStatus =
    r < 0.045 ? "sold" : r < (newish ? 0.1 : 0.07) ? "coming_soon" : "in_stock";
  // Sold between one and six days ago: some inside the default three-day window, some outside.
  const sold_date =
    status === "sold" ? new Date(now.getTime() - (1 + rng.next() * 5) * DAY_MS) : null;

  const newArrival = rng.chance(0.09);
  const created_at = newArrival
    ? new Date(now.getTime() - rng.next() * 7.5 * DAY_MS)
    : daysBefore(now, 9 + rng.next() * 140);
  const updated_at =
    sold_date ??
    new Date(created_at.getTime() + rng.next() * (now.getTime() - created_at.getTime()));

  let tag: string | null = null;
  if (status === "sold" && rng.chance(0.5)) tag = "SOLD";
  else if (c.runout) tag = "Runout Sale";
  else if (newish && !c.caravan && status === "in_stock" && rng.chance(0.025))
    tag = "Test Drive Only";
  else if (c.kind === "demo" && rng.chance(0.1)) tag = "Ex-Demo";

  let price = c.price;
  let preorder = false;
  if (c.kind === "new" && status === "coming_soon" && rng.chance(0.2)) {
    price = 0;
    preorder = true;
  } else if (rng.chance(0.004)) {
    price = 0; // "Enquire for price."
  }
  const before_price = price > 0 && rng.chance(0.08) ? price + rng.int(2, 10) * 500 : null;
  const offer_price = price > 0 && newish && rng.chance(0.03) ? price - rng.int(2, 6) * 500 : null;
  const subscription_price =
    price > 0 && newish && !c.caravan && rng.chance(0.03)
      ? Math.round(price / 52 / 3.2 / 5) * 5
      : null;

  const registered = c.kind !== "new" && !c.caravan ? true : c.caravan && c.kind === "used";
  const regoDays = rng.chance(0.15) ? -rng.int(1, 120) : rng.int(10, 360);

  return {
    status,
    sold_date,
    tag,
    reserved: status === "in_stock" && rng.chance(0.025),
    certified: c.kind === "used" && rng.chance(c.certifiedShare),
    created_at,
    updated_at,
    show_on_dealer_website: !rng.chance(0.006),
    price,
    before_price,
    offer_price,
    subscription_price,
    preorder,
    price_type: c.kind === "used" && rng.chance(0.3) ? "Excl. Government Charges" : "Drive Away",
    regplate: registered ? regplate(rng) : null,
    rego_expiry: registered ? daysAfter(now, regoDays) : null,
    custom_rank: (newArrival ? 500 : 0) + rng.int(0, 500),
    views: rng.int(0, 1200),
  };
}
