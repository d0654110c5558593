/**
 * The vehicle sidebar: heading year make model, subheading badge and
 * series, the price by the display priority with its type label and was-price, the market
 * indicator, km / transmission / body, the location and finance links, the auto gauge, Share,
 * Save and Print, then the site's calls to action.
 */

import { LineIcon } from "@/components/ui/line-icon";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { CardBadge, CarFactList, CarPrice, SaveAndCompare } from "@/features/car";
import { SidebarFinance } from "@/features/finance";
import { CtaLinks } from "./cta-links";
import { AutoGauge } from "./islands/auto-gauge";
import { ShareButton } from "./islands/share-button";
import { VehicleHeading } from "./vehicle-heading";
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
  return (
    <div className="space-y-4 rounded-brand border border-ink/10 bg-page p-5 shadow-sm">
      {view.badge ? <CardBadge badge={view.badge} /> : null}
      <VehicleHeading car={view} />
      <CarPrice car={view} priceType={car.price_type} size="page" />
      <CarFactList car={view} className="gap-x-5 text-ink/85" />
      {locationName ? (
        <a
          href="#vehicle-map"
          className="flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <LineIcon>
            <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
            <circle cx="12" cy="10" r="2.5" />
          </LineIcon>
          {locationName}
        </a>
      ) : null}
      <SidebarFinance car={car} config={config} />
      {config.vehicle.marketIndicator && car.autograb_data ? (
        <AutoGauge carPath={`/cars/${car.slug}`} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ShareButton url={url} carName={view.name} className={toolClass} />
        <SaveAndCompare
          siteSlug={config.slug}
          storage={config.favourites.storage}
          carId={car.id}
          car={view}
        />
        {config.vehicle.printable ? (
          <a href={`/print?car_id=${encodeURIComponent(car.slug)}`} className={toolClass}>
            <LineIcon>
              <path d="M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z" strokeLinejoin="round" />
            </LineIcon>
            Print
          </a>
        ) : null}
      </div>
      <CtaLinks ctas={view.ctas} car={car} config={config} phone={view.phone} layout="stack" />
    </div>
  );
}
