/**
 * GET /api/test-drive/slots?location_id={id} (or ?car_id={id}): the free test-drive times of a
 * location, as the form offers them, for pages that pick a time in the browser.
 */
import type { Database } from "@/data/db";
import { bookedTestDrives } from "@/data/leads/lead-reads";
import { findCarById } from "@/data/repositories/cars";
import { findLocationById, listLocations } from "@/data/repositories/locations";
import { testDriveSlots } from "@/domain/leads/test-drive-slots";
import type { SiteScope } from "@/domain/site/site-scope";

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });
const id = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export async function handleTestDriveSlots(
  request: Request,
  site: SiteScope,
  db: Database,
  now = new Date(),
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const carId = id(query.get("car_id"));
  const car = carId === null ? null : await findCarById(db, site, carId);
  const locationId = id(query.get("location_id")) ?? car?.location_id ?? null;
  const location =
    locationId !== null
      ? await findLocationById(db, site, locationId, { includeHidden: true })
      : ((await listLocations(db, site))[0] ?? null);
  if (!location) return json(404, { error: "No such location." });
  const days = testDriveSlots({
    opening: location.contact_detail.opening_hours,
    special: location.special_hours,
    timeZone: location.time_zone,
    now,
    booked: await bookedTestDrives(db, site, location.id, now),
  });
  return json(200, {
    location: { id: location.id, name: location.name, time_zone: location.time_zone },
    days,
  });
}
