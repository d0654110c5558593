/**
 * The quote request a page makes for a car, or null when it must not ask (it asks only when the
 * site's flag is on, the car has no quote yet and a price above 0). The loan term is the site's;
 * whoIsHelping names the dealership the shopper deals with.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { type QuoteRequest, quoteRequestFor, shouldRequestQuote } from "@/domain/finance/quote";

export function pageQuoteRequest(car: Car, config: SiteConfig): QuoteRequest | null {
  const { enabled, loanTermYears } = config.finance.quote;
  if (!shouldRequestQuote(enabled, car)) return null;
  return { ...quoteRequestFor(car, car.dealership_name), loanTerm: loanTermYears };
}
