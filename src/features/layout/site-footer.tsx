import type { SiteConfig } from "@/config/site-config.schema";
import { licenceLabel } from "@/domain/location/licence";
import type { Location } from "@/domain/location/location";
import { AcceptedPayments } from "@/features/finance";
import { FooterLinks } from "./footer-links";
import { footerNav, type NavContext } from "./nav";

/** The footer: link groups from the site's config, licence numbers of its locations, legal line. */
export function SiteFooter({
  config,
  nav,
  locations,
}: {
  config: SiteConfig;
  nav: NavContext;
  locations: readonly Location[];
}) {
  const licensed = locations.filter((l) => l.dealer_license_number).slice(0, 6);
  return (
    // Below everything: laid out and painted only when it scrolls near.
    <footer className="mt-16 bg-ink text-white [contain-intrinsic-block-size:auto_40rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <FooterLinks groups={footerNav(config, nav)} />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <AcceptedPayments config={config} className="text-white [&_a]:text-white" />
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-white/85">
          {licensed.length > 0 ? (
            <p>
              {licensed
                .map((l) =>
                  [
                    l.name,
                    [
                      licenceLabel("DL", l.dealer_license_number),
                      licenceLabel("MRB", l.motor_vehicle_repairer),
                    ]
                      .filter(Boolean)
                      .join(", "),
                  ].join(": "),
                )
                .join(" · ")}
            </p>
          ) : null}
          <p>
            © {new Date().getFullYear()} {config.name}. Prices, specifications and availability are
            subject to change.
          </p>
        </div>
      </div>
    </footer>
  );
}
