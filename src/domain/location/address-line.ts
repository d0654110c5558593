/**
 * How a location's address is written on the site's pages. A site may name one city for every
 * location (locations.overrideCity, e.g. 'Greater Brisbane' for suburbs around it); otherwise each
 * location's own city is named.
 */
import type { Address } from "./location";

export function cityShown(address: Pick<Address, "city">, overrideCity: string | null): string {
  return overrideCity ?? address.city;
}

/** "12 Main St, Brisbane QLD 4000": street, then city, state and postcode. */
export function addressLine(
  address: Pick<Address, "street" | "city" | "state" | "postcode">,
  overrideCity: string | null,
): string {
  return `${address.street}, ${cityShown(address, overrideCity)} ${address.state} ${address.postcode}`;
}
