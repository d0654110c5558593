import "server-only";
/**
 * The promotions a results page may show: the dealers'
 * offers from the database that are live now and marked for search, and the site's own cards
 * from its configuration inside their start and expiry days (Brisbane calendar days).
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { getDatabase } from "@/data/db.server";
import { listPromotions } from "@/data/repositories/promotions";
import type { Promotion } from "@/domain/promotion/promotion";
import { dayAt, isLiveOn, type PromoSlotInput } from "@/domain/search/promo-slots";
import type { SiteScope } from "@/domain/site/site-scope";
import { processShared } from "@/lib/process-shared";

export type PromoCardData = PromoSlotInput & {
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string | null;
  readonly href: string | null;
  /** The first day it shows: an instant (the dealer's data) or a calendar day (the site's own). */
  readonly start: Date | string | null;
};

/**
 * Offers change a few times a day; every results page needs them. Each site's live list is
 * kept for a minute (the dates are whole days, so a minute late is never a day wrong).
 */
const OFFERS_TTL_MS = 60_000;
const offers = processShared(
  "site-offers",
  () => new Map<string, { at: number; list: Promise<Promotion[]> }>(),
);

function liveOffers(scope: SiteScope, now: Date): Promise<Promotion[]> {
  const known = offers.get(scope.slug);
  if (known && now.getTime() - known.at < OFFERS_TTL_MS) return known.list;
  const list = getDatabase().then((db) => listPromotions(db, scope, now));
  list.catch(() => offers.delete(scope.slug));
  offers.set(scope.slug, { at: now.getTime(), list });
  return list;
}

export async function loadPromotions(
  config: SiteConfig,
  scope: SiteScope,
  now: Date,
  place: "search" | "offers",
): Promise<PromoCardData[]> {
  const fromDealers = (await liveOffers(scope, now))
    .filter((promo) => promo.display.includes(place))
    .map(
      (promo): PromoCardData => ({
        key: `offer-${promo.id}`,
        title: promo.title,
        description: promo.description,
        imageUrl: promo.image?.url ?? null,
        href: promo.link_url,
        start: promo.start,
        position: promo.position,
        strictDisplay: promo.strictDisplay,
        makes: promo.makes,
        carTypes: promo.car_types,
      }),
    );
  const today = dayAt(now);
  const fromSite = config.promotions.items
    .filter((item) => item.display.includes(place) && isLiveOn(item, today))
    .map(
      (item): PromoCardData => ({
        key: `site-${item.id}`,
        title: item.title,
        description: "",
        imageUrl: item.imageUrl,
        href: item.href,
        start: item.start,
        position: item.position,
        strictDisplay: item.strictDisplay,
        makes: item.makes,
        carTypes: item.carTypes,
      }),
    );
  return [...fromSite, ...fromDealers];
}
