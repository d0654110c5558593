/**
 * The main calls to action as links, in the site's order: Reserve Car Now,
 * Enquire Now or Instant Message, Get Finance, Book a Test Drive, trade-in, Call Now with the
 * number. Worked out here, drawn by CtaList; one renderer for the sidebar and the bars.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { reserveHref, type VehicleCtaKind } from "@/domain/vehicle/ctas";
import { phoneForPage } from "@/domain/vehicle/phone";
import { financeLink } from "@/features/finance";
import { type CtaItem, CtaList } from "./islands/cta-list";

export const ENQUIRY_ANCHOR = "enquire";
export const TEST_DRIVE_ANCHOR = "test-drive";

type Props = {
  ctas: readonly VehicleCtaKind[];
  car: Car;
  config: SiteConfig;
  phone: string | null;
  /** Sidebar: full-width stack; bar: a compact row. */
  layout: "stack" | "bar";
};

function linkFor(kind: Exclude<VehicleCtaKind, "call">, car: Car, config: SiteConfig) {
  switch (kind) {
    case "enquire":
      return { href: `#${ENQUIRY_ANCHOR}`, label: "Enquire Now" };
    case "chat":
      return { href: `#${ENQUIRY_ANCHOR}`, label: "Instant Message" };
    case "finance":
      return { href: financeLink(config, car), label: "Get Finance" };
    case "reserve":
      return {
        href: reserveHref(config.features, car.slug),
        label: config.labels.reserveButton,
      };
    case "test-drive":
      return { href: `#${TEST_DRIVE_ANCHOR}`, label: "Book a Test Drive" };
    case "trade-in":
      return { href: `/cars/trade-in?car_id=${car.id}`, label: config.labels.tradeInButton };
  }
}

export function CtaLinks({ ctas, car, config, phone, layout }: Props) {
  const shownPhone = phoneForPage(phone, config.vehicle.phoneRevealedByDefault);
  const items = ctas.flatMap((kind): CtaItem[] => {
    if (kind === "call") return shownPhone ? [{ kind: "call", ...shownPhone }] : [];
    const { href, label } = linkFor(kind, car, config);
    const note = kind === "reserve" ? `${config.labels.reserveDeposit} deposit` : null;
    return [{ kind: "link", href, label, note }];
  });
  return (
    <CtaList
      items={items}
      layout={layout}
      call={{ carId: car.id, dealershipId: car.dealership_id, websiteId: config.slug }}
    />
  );
}
