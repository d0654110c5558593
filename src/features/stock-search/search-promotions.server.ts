import "server-only";
/**
 * The promotions a results page may show (spec 1 §2, §9; spec 2 §3 Promo node): the dealers'
 * offers from the database that are live now and marked for search, and the site's own cards
 * from its configuration inside their start and expiry days (Brisbane calendar days).
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { getDatabase } from "@/data/db.server";
import { listPromotions } from "@/data/repositories/promotions";
import { dayAt, isLiveOn, type PromoSlotInput } from "@/domain/search/promo-slots";
import type { SiteScope } from "@/domain/site/site-scope";

export type PromoCardData = PromoSlotInput & {
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string | null;
  readonly href: string | null;
};

export async function loadPromotions(
  config: SiteConfig,
  scope: SiteScope,
  now: Date,
  place: "search" | "offers",
): Promise<PromoCardData[]> {
  const fromDealers = (await listPromotions(await getDatabase(), scope, now))
    .filter((promo) => promo.display.includes(place))
    .map(
      (promo): PromoCardData => ({
        key: `offer-${promo.id}`,
        title: promo.title,
        description: promo.description,
        imageUrl: promo.image?.url ?? null,
        href: promo.link_url,
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
        position: item.position,
        strictDisplay: item.strictDisplay,
        makes: item.makes,
        carTypes: item.carTypes,
      }),
    );
  return [...fromSite, ...fromDealers];
}
