import "server-only";
/** The places /service lists: service locations, else every location; each with its booking link. */
import { getDatabase } from "@/data/db.server";
import { listDealerships } from "@/data/repositories/dealerships";
import { listLocations } from "@/data/repositories/locations";
import { serviceBookingUrl } from "@/domain/content/service-booking";
import type { CurrentSite } from "@/features/site/server";

export async function loadServicePlaces({ config, scope }: CurrentSite) {
  const db = await getDatabase();
  const [locations, dealerships] = await Promise.all([
    listLocations(db, scope),
    listDealerships(db, scope),
  ]);
  const service = locations.filter((l) => l.location_type === "service");
  const places = service.length > 0 ? service : locations;
  return places.map((location) => {
    const dealership = dealerships.find((d) => d.id === location.dealership_id) ?? null;
    return {
      location,
      bookingUrl: serviceBookingUrl(
        {
          name: location.name,
          dealershipName: dealership?.name ?? null,
          makes: [...location.manufacturers, ...(dealership?.make ? [dealership.make] : [])],
        },
        config.navigation.serviceBooking.entries,
        dealership?.service_booking_url ?? null,
      ),
    };
  });
}

export type ServicePlace = Awaited<ReturnType<typeof loadServicePlaces>>[number];
