import "server-only";
/**
 * What the online purchase's pages and posts share: the key that signs its draft cookie
 * (SIGN_IN_SECRET when set, else one random key per process, so drafts under way at a restart
 * start again), the form rules of its lead, and the providers that take its deposit.
 */
import { randomBytes } from "node:crypto";
import type { FormRules } from "@/domain/leads/lead-form-schema";
import type { CurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { processShared } from "@/lib/process-shared";
import { formRulesFor } from "../form-rules";
import { PAYMENT_PROVIDERS } from "../payments";

export function draftSecret(): string {
  return processShared(
    "checkout-draft-secret",
    () => env().SIGN_IN_SECRET ?? randomBytes(32).toString("hex"),
  );
}

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
