/** The vehicle page's heading: the car's title, and its badge and series beneath. */
import type { CarPresentation } from "@/features/car";

export function VehicleHeading({ car }: { car: Pick<CarPresentation, "title" | "subtitle"> }) {
  return (
    <div>
      <h1 id="vehicle-heading" className="text-2xl font-extrabold leading-tight">
        {car.title}
      </h1>
      {car.subtitle ? <p className="text-lg text-ink/80">{car.subtitle}</p> : null}
    </div>
  );
}
