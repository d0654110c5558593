import Image from "next/image";
import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { priceDisplay } from "@/domain/car/price-display";
import { formatPrice } from "@/domain/format/price";

/** A compact stock card for the home page: photo, title, key facts, price. */
export function CarTile({ car, config }: { car: Car; config: SiteConfig }) {
  const price = priceDisplay(car, {
    subscriptions: config.features.subscriptions,
    noPriceText: config.labels.noPrice,
  });
  const photo = car.primary_image_url ?? "/media/placeholder.jpg";
  return (
    <article className="overflow-hidden rounded-brand border border-black/10 bg-page shadow-sm">
      <Link href={`/cars/${car.slug}`} className="block">
        <Image
          src={photo}
          alt={`${car.name}, ${car.colour ?? ""}`.replace(/, $/, "")}
          width={600}
          height={400}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          quality={75}
          className="aspect-[3/2] w-full bg-surface object-cover"
        />
        <div className="space-y-1 p-4">
          <h3 className="font-semibold leading-snug">
            {car.year} {car.make} {car.model}
          </h3>
          <p className="truncate text-sm text-ink/75">
            {[car.badge, car.series].filter(Boolean).join(" ") || "\u00a0"}
          </p>
          <p className="text-sm text-ink/75">
            {car.km.toLocaleString("en-AU")} km · {car.simple_transmission ?? car.trans ?? ""}
          </p>
          <p className="pt-1 text-xl font-bold text-brand">
            {price.kind === "price" || price.kind === "subscription"
              ? formatPrice(price.amount)
              : price.text}
            {car.price_type && price.kind === "price" ? (
              <span className="ml-1 text-xs font-medium text-ink/75">{car.price_type}</span>
            ) : null}
          </p>
        </div>
      </Link>
    </article>
  );
}
