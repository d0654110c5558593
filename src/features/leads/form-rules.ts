/**
 * Which selects a form shows and what it requires, from the site's configuration and what the
 * page fixed (a car, a location). The page renders with these rules and the server derives the
 * same rules from the same inputs when the form comes back, so the browser's checks and the
 * server's can never disagree.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { LeadKind } from "@/domain/leads/lead";
import type { FormRules } from "@/domain/leads/lead-form-schema";

export type FormPlace = { id: number; name: string };

export type FormContext = {
  kind: LeadKind;
  /** The form is about one car (its location and dealership follow the car). */
  hasCar: boolean;
  /** The page fixed the location (a contact-us page, a location's test drive). */
  fixedLocation: boolean;
  locations: readonly FormPlace[];
  dealerships: readonly FormPlace[];
  now: Date;
};

/** Kinds whose form offers the category select when the site turns it on. */
const CATEGORY_KINDS: readonly LeadKind[] = ["enquiry"];

export function formRulesFor(config: SiteConfig, context: FormContext): FormRules {
  const free = !context.hasCar && !context.fixedLocation;
  const showLocations = free && config.forms.showLocationSelect && context.locations.length > 1;
  const showDealerships = free && !showLocations && context.dealerships.length > 1;
  const showCategory = config.forms.showCategory && CATEGORY_KINDS.includes(context.kind);
  return {
    kind: context.kind,
    termsMessage: config.labels.termsMessage,
    commentsRequired: config.forms.commentsRequired,
    categories: showCategory ? config.forms.categories : null,
    locationIds: showLocations ? context.locations.map((l) => l.id) : null,
    dealershipIds: showDealerships ? context.dealerships.map((d) => d.id) : null,
    maxYear: context.now.getUTCFullYear() + 1,
  };
}
