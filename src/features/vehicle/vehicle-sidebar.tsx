/**
 * The vehicle sidebar (spec 1 §2; spec 2 §2): heading year make model, subheading badge and
 * series, the price by the display priority with its type label and was-price, the market
 * indicator, km / transmission / body, the location and finance links, the auto gauge, Share,
 * Save and Print, then the site's calls to action.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { formatKm } from "@/domain/format/km";
import { formatPrice } from "@/domain/format/price";
import { CompareButton } from "@/features/favourites/compare-button";
import { FavouriteButton } from "@/features/favourites/favourite-button";
import { compareVisibility, favouriteVisibility } from "@/features/favourites/favourite-rules";
import { SidebarFinance } from "@/features/finance/sidebar-finance";
import { CardBadge } from "@/features/stock-search/card-badge";
import { CardIcon } from "@/features/stock-search/card-icons";
import { CtaLinks } from "./cta-links";
import { AutoGauge } from "./islands/auto-gauge";
import { ShareButton } from "./islands/share-button";
import type { VehicleView } from "./vehicle-view";

type Props = {
  car: Car;
  config: SiteConfig;
  view: VehicleView;
  url: string;
  locationName: string | null;
};

export const toolClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink/20 px-3 text-sm font-semibold hover:bg-surface";

export function VehicleSidebar({ car, config, view, url, locationName }: Props) {
  const { price } = view;
  const amount = price.kind === "price" || price.kind === "subscription";
  const facts = [
    { icon: "km" as const, label: "Odometer", text: formatKm(car.km) },
    {
      icon: "transmission" as const,
      label: "Transmission",
      text: car.simple_transmission ?? car.trans,
    },
    { icon: "body" as const, label: "Body", text: car.simple_body ?? car.bodyconfiguration },
  ].filter((fact) => fact.text);
  return (
    <div className="space-y-4 rounded-brand border border-ink/10 bg-page p-5 shadow-sm">
      {view.badge ? <CardBadge badge={view.badge} /> : null}
      <div>
        <h1 id="vehicle-heading" className="text-2xl font-extrabold leading-tight">
          {view.heading}
        </h1>
        {view.subheading ? <p className="text-lg text-ink/80">{view.subheading}</p> : null}
      </div>
      <div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-extrabold text-brand">
            {amount ? formatPrice(price.amount) : price.text}
          </span>
          {price.kind === "subscription" ? (
            <span className="text-sm">per week subscription</span>
          ) : null}
          {price.kind === "price" && car.price_type ? (
            <span className="text-sm font-medium text-ink/80">{car.price_type}</span>
          ) : null}
        </p>
        {price.wasPrice !== null ? (
          <p className="text-ink/80">
            Was <s>{formatPrice(price.wasPrice)}</s>
          </p>
        ) : null}
        {view.belowMarket !== null ? (
          <p className="mt-2 inline-flex items-center gap-1 rounded bg-emerald-50 px-2 py-1 text-sm font-semibold text-emerald-800">
            <CardIcon name="tag" />
            {formatPrice(view.belowMarket)} below market average
          </p>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-ink/85">
        {facts.map((fact) => (
          <li key={fact.icon} className="flex items-center gap-1.5">
            <CardIcon name={fact.icon} />
            <span className="sr-only">{fact.label}: </span>
            {fact.text}
          </li>
        ))}
      </ul>
      {locationName ? (
        <a
          href="#vehicle-map"
          className="flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
            <circle cx="12" cy="10" r="2.5" />
          </svg>
          {locationName}
        </a>
      ) : null}
      <SidebarFinance car={car} config={config} />
      {config.vehicle.marketIndicator && car.autograb_data ? (
        <AutoGauge carPath={`/cars/${car.slug}`} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ShareButton url={url} carName={car.name} className={toolClass} />
        <FavouriteButton
          siteSlug={config.slug}
          storage={config.favourites.storage}
          visibility={favouriteVisibility(car, config.favourites)}
          entry={{
            id: car.id,
            name: car.name,
            slug: car.slug,
            make: car.make,
            model: car.model,
            primary_image_url: car.primary_image_url,
          }}
        />
        <CompareButton
          siteSlug={config.slug}
          visibility={compareVisibility(car, config)}
          carId={car.id}
          carName={car.name}
        />
        {config.vehicle.printable ? (
          <a href={`/print?car_id=${encodeURIComponent(car.slug)}`} className={toolClass}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z" strokeLinejoin="round" />
            </svg>
            Print
          </a>
        ) : null}
      </div>
      <CtaLinks ctas={view.ctas} car={car} config={config} phone={view.phone} layout="stack" />
    </div>
  );
}
