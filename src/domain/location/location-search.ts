/**
 * The locations listing's rules: the search matches
 * case-insensitively on name, postcode, street or location type; tabs group by location type,
 * each named as shoppers read it.
 */
import type { Location, LocationType } from "./location";

export function matchesLocationQuery(location: Location, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const haystack = [
    location.name,
    location.address.postcode,
    location.address.street,
    location.location_type,
  ];
  return haystack.some((field) => field.toLowerCase().includes(q));
}

export type LocationTab = { type: LocationType; locations: Location[] };

/** Only tabs with at least one location, in the site's tab order. */
export function locationTabs(
  locations: readonly Location[],
  order: readonly LocationType[],
  query = "",
): LocationTab[] {
  const matching = locations.filter((l) => l.visible && matchesLocationQuery(l, query));
  return order
    .map((type) => ({ type, locations: matching.filter((l) => l.location_type === type) }))
    .filter((tab) => tab.locations.length > 0);
}

/** The selected tab: the one asked for when it exists, else the first (index 0). */
export function selectedTab(
  tabs: readonly LocationTab[],
  asked: string | undefined,
): LocationTab | undefined {
  return tabs.find((t) => t.type === asked) ?? tabs[0];
}

const TYPE_LABELS: Record<LocationType, string> = {
  sales: "Sales",
  used: "Used",
  service: "Service",
  parts: "Parts",
};

/** A location type's name: Sales, Service, Parts, and the site's word for used ('Pre-Owned'). */
export function locationTypeLabel(type: LocationType, usedLabel: string): string {
  return type === "used" ? usedLabel : TYPE_LABELS[type];
}
