/**
 * Promotional cards among the search results:
 * only promotions inside their start and expiry dates; a strict one only on searches for its
 * makes or car types; each at its own position, else at the site's next configured position
 * (e.g. 5 and 10), or at one random position per page on sites that randomise it.
 *
 * Positions are 1-based places in the page's list of cards: a promotion at position 5 is the
 * fifth card, after four cars. A position past the end of a short page puts it last.
 */

/** A promotion as the results grid needs it, from the database or the site's own config. */
export type PromoSlotInput = {
  readonly key: string;
  readonly position: number | null;
  readonly strictDisplay: boolean;
  readonly makes: readonly string[];
  readonly carTypes: readonly string[];
};

export type Slot<C, P> =
  | { readonly kind: "car"; readonly car: C }
  | { readonly kind: "promo"; readonly promo: P };

export type PlacementRules = {
  /** The site's positions (search.promoPositions). */
  readonly positions: readonly number[];
  /** One promotion at a random position of each page (search.promoRandomPosition). */
  readonly randomPosition: boolean;
  /** [0, 1): injected so that a page is repeatable in tests. */
  readonly random?: () => number;
};

/** Calendar day (YYYY-MM-DD) of an instant at a fixed UTC offset: Brisbane has no daylight saving. */
export function dayAt(now: Date, utcOffsetHours = 10): string {
  return new Date(now.getTime() + utcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** Inclusive calendar days: shown from `start` through `expiry`; null is open-ended. */
export function isLiveOn(
  dates: { readonly start: string | null; readonly expiry: string | null },
  day: string,
): boolean {
  return (
    (dates.start === null || dates.start <= day) && (dates.expiry === null || day <= dates.expiry)
  );
}

const lower = (values: readonly string[]) => values.map((value) => value.trim().toLowerCase());

/**
 * A strict promotion shows only on a search for one of its makes or car types (both, when it
 * names both); an unrestricted search is not "for" them. Others always show.
 */
export function promoMatchesSearch(
  promo: Pick<PromoSlotInput, "strictDisplay" | "makes" | "carTypes">,
  search: { readonly makes: readonly string[]; readonly carTypes: readonly string[] },
): boolean {
  if (!promo.strictDisplay) return true;
  const overlaps = (wanted: readonly string[], searched: readonly string[]) =>
    wanted.length === 0 || lower(searched).some((value) => lower(wanted).includes(value));
  return overlaps(promo.makes, search.makes) && overlaps(promo.carTypes, search.carTypes);
}

/** The position each promotion takes on a page of `cars` cards, in the order given. */
export function promoPositions<P extends PromoSlotInput>(
  promos: readonly P[],
  cars: number,
  rules: PlacementRules,
): { promo: P; position: number }[] {
  if (cars === 0 || promos.length === 0) return [];
  if (rules.randomPosition) {
    const random = rules.random ?? Math.random;
    const position = 1 + Math.floor(random() * (cars + 1));
    return [{ promo: promos[0]!, position }];
  }
  const free = [...rules.positions]
    .filter((p) => Number.isInteger(p) && p >= 1)
    .sort((a, b) => a - b);
  const taken = new Set<number>();
  const placed: { promo: P; position: number }[] = [];
  for (const promo of promos) {
    const own = promo.position !== null && !taken.has(promo.position) ? promo.position : null;
    const position = own ?? free.find((p) => !taken.has(p));
    if (position === undefined) continue;
    taken.add(position);
    placed.push({ promo, position });
  }
  return placed.sort((a, b) => a.position - b.position);
}

/** The page's cards with the promotions placed among them. */
export function placePromotions<C, P extends PromoSlotInput>(
  cars: readonly C[],
  promos: readonly P[],
  rules: PlacementRules,
): Slot<C, P>[] {
  const slots: Slot<C, P>[] = cars.map((car) => ({ kind: "car", car }));
  for (const { promo, position } of promoPositions(promos, cars.length, rules)) {
    slots.splice(Math.min(position - 1, slots.length), 0, { kind: "promo", promo });
  }
  return slots;
}
