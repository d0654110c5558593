/**
 * Similar cars: up to 6 cards in a carousel that starts at the first. It
 * streams in after the rest of the page; a failure is logged and the section is left out.
 */
import { LiveWhenNear } from "@/components/ui/live-when-near";
import type { Car } from "@/domain/car/car";
import { CarCard, CarCards } from "@/features/car";
import type { CurrentSite } from "@/features/site/server";
import { Carousel } from "./islands/carousel";
import { headingClass } from "./section-classes";
import { findSimilarCars } from "./similar-cars.server";

export async function SimilarCars({ site, car, now }: { site: CurrentSite; car: Car; now: Date }) {
  let cars: Car[];
  try {
    cars = await findSimilarCars(site, car);
  } catch (error) {
    console.error(`Similar cars for ${car.slug}:`, error);
    return null;
  }
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading" className={headingClass}>
        Similar cars
      </h2>
      <LiveWhenNear>
        <CarCards config={site.config} headingLevel={3} sizes="(min-width: 1024px) 24rem, 85vw">
          <Carousel label="Similar cars" pageSize={site.config.vehicle.similarCarsPageSize}>
            {cars.map((similar) => (
              <CarCard key={similar.id} car={similar} config={site.config} now={now} />
            ))}
          </Carousel>
        </CarCards>
      </LiveWhenNear>
    </section>
  );
}
