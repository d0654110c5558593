/**
 * The two bars that follow the shopper: the sticky header with the car's title,
 * price and first call to action after 500 px of scrolling, and the fixed bottom bar of calls to
 * action on mobile, which takes its opened style after 900 px. Server-rendered; a small island
 * (ScrollFlag) only flips their state.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { formatPrice } from "@/domain/format/price";
import { CtaLinks } from "./cta-links";
import { ScrollFlag } from "./islands/scroll-flag";
import type { VehicleView } from "./vehicle-view";

export const STICKY_HEADER_AFTER_PX = 500;
export const MOBILE_BAR_OPEN_AFTER_PX = 900;

type Props = { car: Car; config: SiteConfig; view: VehicleView };

export function StickyHeader({ car, config, view }: Props) {
  if (!config.vehicle.stickyHeader) return null;
  const { price } = view;
  const amount =
    price.kind === "price" || price.kind === "subscription"
      ? formatPrice(price.amount)
      : price.text;
  return (
    <ScrollFlag
      as="section"
      threshold={STICKY_HEADER_AFTER_PX}
      hideWhenClosed
      label="Car summary"
      look="sticky-header"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <p className="min-w-0 truncate font-bold">
          {car.name}
          <span className="ml-3 font-extrabold text-brand">{view.available ? amount : "Sold"}</span>
        </p>
        {view.ctas[0] ? (
          <div className="hidden shrink-0 sm:block">
            <CtaLinks
              ctas={view.ctas.slice(0, 1)}
              car={car}
              config={config}
              phone={view.phone}
              layout="bar"
            />
          </div>
        ) : null}
      </div>
    </ScrollFlag>
  );
}

export function MobileCtaBar({ car, config, view }: Props) {
  if (view.mobileCtas.length === 0) return null;
  return (
    <ScrollFlag
      as="nav"
      label="Contact the dealer"
      threshold={MOBILE_BAR_OPEN_AFTER_PX}
      look="mobile-bar"
    >
      <CtaLinks ctas={view.mobileCtas} car={car} config={config} phone={view.phone} layout="bar" />
    </ScrollFlag>
  );
}
