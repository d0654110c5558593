import "server-only";
/**
 * What a finance page needs: whether the site serves it, the finance link's parameters and any
 * posted recalculation, and the car the link names (looked up within the site only, so a car
 * of another dealer is simply not found). Null means 404.
 */
import { getDatabase } from "@/data/db.server";
import { findCarById } from "@/data/repositories/cars";
import type { Car } from "@/domain/car/car";
import type { CurrentSite } from "@/features/site/server";
import {
  type CalculatorQuery,
  parseCalculatorQuery,
  type SearchParamsRecord,
} from "./calculator-query";
import { type FinanceLinkParams, parseFinanceLink } from "./finance-link";
import { type FinanceOffer, financeOffer } from "./finance-offer";
import { type FinancePageDef, type FinancePagePath, financePage } from "./finance-pages";

export type FinancePageData = {
  path: FinancePagePath;
  page: FinancePageDef;
  link: FinanceLinkParams;
  query: CalculatorQuery;
  /** The linked car, when it exists on this site and may show finance. */
  car: Car | null;
  offer: FinanceOffer | null;
};

export async function loadFinancePage(
  site: CurrentSite,
  path: FinancePagePath,
  searchParams: SearchParamsRecord,
): Promise<FinancePageData | null> {
  const page = financePage(site.config, path);
  if (!page) return null;
  const link = parseFinanceLink(searchParams);
  const found =
    link.car_id === null ? null : await findCarById(await getDatabase(), site.scope, link.car_id);
  if (page.needsCar && !found) return null;
  const offer = found ? financeOffer(found, site.config) : null;
  return {
    path,
    page,
    link,
    query: parseCalculatorQuery(searchParams),
    car: offer ? found : null,
    offer,
  };
}
