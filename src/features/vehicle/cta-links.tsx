/**
 * The main calls to action as links, in the site's order: Reserve Car Now,
 * Enquire Now or Instant Message, Get Finance, Book a Test Drive, trade-in, Call Now with the
 * number. One renderer for the sidebar and the mobile bar.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { reserveHref, type VehicleCtaKind } from "@/domain/vehicle/ctas";
import { phoneForPage } from "@/domain/vehicle/phone";
import { financeLink } from "@/features/finance";
import { PhoneReveal } from "./islands/phone-reveal";

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
  const base =
    layout === "stack"
      ? "flex min-h-12 w-full flex-col items-center justify-center rounded-brand px-4 py-2 text-center font-semibold"
      : "flex min-h-11 flex-1 flex-col items-center justify-center rounded-brand px-2 py-1.5 text-center text-sm font-semibold leading-tight";
  return (
    <ul className={layout === "stack" ? "space-y-2" : "flex gap-2"}>
      {ctas.map((kind, i) => {
        const tone =
          i === 0
            ? "bg-brand text-brand-contrast hover:opacity-90"
            : "border-2 border-brand bg-page text-brand hover:bg-surface";
        return (
          <li key={kind} className={layout === "bar" ? "flex flex-1" : undefined}>
            {kind === "call" ? (
              shownPhone ? (
                <PhoneReveal
                  variant="cta"
                  {...shownPhone}
                  carId={car.id}
                  dealershipId={car.dealership_id}
                  websiteId={config.slug}
                  className={`${base} ${tone}`}
                />
              ) : null
            ) : (
              <a href={linkFor(kind, car, config).href} className={`${base} ${tone}`}>
                {linkFor(kind, car, config).label}
                {kind === "reserve" ? (
                  <span className="text-xs font-normal">
                    {config.labels.reserveDeposit} deposit
                  </span>
                ) : null}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
