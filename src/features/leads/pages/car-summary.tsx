/** The car a form is about, in one line with its price, linking back to its page. */
import Link from "next/link";
import type { Car } from "@/domain/car/car";
import { formatKm } from "@/domain/format/km";
import { formatPrice } from "@/domain/format/price";

export function CarSummary({ car, caption }: { car: Car; caption: string }) {
  return (
    <section aria-label={caption} className="rounded-brand bg-surface p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink/70">{caption}</p>
      <p className="mt-1 text-lg font-semibold">
        <Link href={`/cars/${car.slug}`} className="underline-offset-4 hover:underline">
          {car.year} {car.make} {car.model} {car.badge ?? ""}
        </Link>
      </p>
      <p className="mt-1 text-sm text-ink/80">
        {[
          car.price > 0 ? formatPrice(car.price) : null,
          car.car_type === "new" ? null : formatKm(car.km),
          `Stock ${car.stocknum}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {car.location_name ? (
        <p className="mt-1 text-sm text-ink/80">At {car.location_name}</p>
      ) : null}
    </section>
  );
}
