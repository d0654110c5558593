/**
 * What price a car shows, the first that applies:
 * 1. the subscription price, if the site offers subscriptions;
 * 2. a reduced price, or the car price if it is above 10;
 * 3. the preorder label (default PREORDER) for preorder cars;
 * 4. the configured no-price text (default 'Enquire for price.').
 * A was-price shows when before_price exceeds the current price.
 */
import type { Car } from "./car";

export type PriceDisplaySettings = {
  subscriptions: boolean;
  noPriceText: string;
  /** What a preorder car shows instead of a price ('PREORDER' by default). */
  preorderText: string;
};

export type PriceDisplay =
  | { kind: "subscription"; amount: number; wasPrice: null }
  | { kind: "price"; amount: number; reduced: boolean; wasPrice: number | null }
  | { kind: "preorder"; text: string; wasPrice: null }
  | { kind: "no-price"; text: string; wasPrice: null };

type PricedCar = Pick<
  Car,
  "price" | "offer_price" | "before_price" | "subscription_price" | "preorder"
>;

/** Prices of 10 or less are placeholders in dealer feeds, not prices. */
const MIN_REAL_PRICE = 10;

/** The car's own price (a reduced one when lower), or null when the feed gave a placeholder. */
export function carPrice(car: Pick<Car, "price" | "offer_price">): number | null {
  const reduced =
    car.offer_price != null && car.offer_price > MIN_REAL_PRICE && car.offer_price < car.price;
  const amount = reduced ? car.offer_price! : car.price;
  return amount > MIN_REAL_PRICE ? amount : null;
}

export function priceDisplay(car: PricedCar, settings: PriceDisplaySettings): PriceDisplay {
  if (settings.subscriptions && (car.subscription_price ?? 0) > 0) {
    return { kind: "subscription", amount: car.subscription_price!, wasPrice: null };
  }
  const reduced =
    car.offer_price != null && car.offer_price > MIN_REAL_PRICE && car.offer_price < car.price;
  const amount = reduced ? car.offer_price! : car.price;
  if (amount > MIN_REAL_PRICE) {
    const was =
      car.before_price != null && car.before_price > amount
        ? car.before_price
        : reduced
          ? car.price
          : null;
    return { kind: "price", amount, reduced, wasPrice: was };
  }
  if (car.preorder) return { kind: "preorder", text: settings.preorderText, wasPrice: null };
  return { kind: "no-price", text: settings.noPriceText, wasPrice: null };
}
