/**
 * Preselecting the place a finance link names (finance links carry preferredDealership;
 * finance-link.ts writes the car's dealership slug). The link may name the dealership by slug or
 * by id. Where the form shows the dealership select, that dealership is chosen; where it shows the
 * location select instead, the dealership's primary location (its first, as the submit path
 * resolves a dealership to a location). Anything that is not one of the form's own options
 * preselects nothing.
 */
import type { FormRules } from "@/domain/leads/lead-form-schema";

type Place = { id: number; slug: string };
type PlaceLocation = { id: number; dealership_id: number };

export function preferredPlaceDefaults(
  preferred: string | null | undefined,
  rules: Pick<FormRules, "dealershipIds" | "locationIds">,
  dealerships: readonly Place[],
  locations: readonly PlaceLocation[],
): { dealership_id?: string; location_id?: string } {
  const wanted = preferred?.trim().toLowerCase();
  if (!wanted) return {};
  const dealership =
    dealerships.find((d) => d.slug === wanted) ??
    (/^\d{1,10}$/.test(wanted) ? dealerships.find((d) => d.id === Number(wanted)) : undefined);
  if (!dealership) return {};
  if (rules.dealershipIds?.includes(dealership.id)) {
    return { dealership_id: String(dealership.id) };
  }
  if (rules.locationIds) {
    const location = locations.find(
      (l) => l.dealership_id === dealership.id && rules.locationIds?.includes(l.id),
    );
    if (location) return { location_id: String(location.id) };
  }
  return {};
}
