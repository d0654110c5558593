import "server-only";
/**
 * What the online purchase's pages and posts share: the key that signs its draft cookie (the
 * process secret), the form rules of its lead, and the providers that take its deposit.
 */
import type { FormRules } from "@/domain/leads/lead-form-schema";
import type { CurrentSite } from "@/features/site/server";
import { formRulesFor } from "../form-rules";
import { PAYMENT_PROVIDERS } from "../payments";

export { processSecret as draftSecret } from "@/lib/process-secret";

export function checkoutRules(site: CurrentSite, now: Date): FormRules {
  return formRulesFor(site.config, {
    kind: "checkout",
    hasCar: true,
    fixedLocation: true,
    locations: [],
    dealerships: [],
    now,
  });
}

export const DEPOSIT_PROVIDERS = PAYMENT_PROVIDERS;
export const CHECKOUT_PATH = "/checkout-journey";

export function checkoutHref(carSlug: string, step?: string): string {
  const query = new URLSearchParams({ car_id: carSlug });
  if (step) query.set("step", step);
  return `${CHECKOUT_PATH}?${query.toString()}`;
}
