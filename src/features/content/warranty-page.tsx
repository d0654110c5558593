/** /warranty and /new-vehicle-warranty: the site's warranty claim (legal.warrantyYears: 3, 5 or 7). */
import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import { returnsPolicyLines, warrantyHeadline, warrantySummary } from "@/domain/content/legal-text";
import { Bullets, ContentPage, ContentSection } from "./content-page";

export function WarrantyPage({
  config,
  newVehicles,
}: {
  config: SiteConfig;
  newVehicles: boolean;
}) {
  const years = config.legal.warrantyYears;
  const make = config.dealer.manufacturer;
  const title = newVehicles ? `New ${make ? `${make} ` : ""}Vehicle Warranty` : "Warranty";
  const returns = returnsPolicyLines(config.legal.returnsPolicy);
  return (
    <ContentPage
      title={title}
      lead={
        <>
          <p className="text-2xl font-bold text-brand">{warrantyHeadline(years)}</p>
          <p className="mt-2">{warrantySummary(years, config.name)}</p>
        </>
      }
    >
      <ContentSection id="covered" heading="What is covered">
        <Bullets
          items={[
            "Repairs of defects in materials and workmanship, parts and labour included.",
            "Engine, transmission, steering, brakes, electrical and cooling systems.",
            `Cover for ${years} years from the date of delivery, transferable if you sell.`,
          ]}
        />
      </ContentSection>
      <ContentSection id="conditions" heading="Keeping your warranty">
        <p>
          Have your vehicle serviced on time to the manufacturer&rsquo;s schedule and keep the
          service records. Wear-and-tear items, accident damage and misuse are not covered.
        </p>
        <p>
          <Link
            href={config.navigation.serviceBooking.defaultPath}
            className="font-semibold text-brand underline"
          >
            Book a service
          </Link>
        </p>
      </ContentSection>
      {returns.length > 0 ? (
        <ContentSection id="returns" heading="Peace of mind returns">
          <Bullets items={returns} />
        </ContentSection>
      ) : null}
      <ContentSection id="law" heading="Your consumer rights">
        <p>
          Our goods come with guarantees that cannot be excluded under the Australian Consumer Law.
          This warranty is given in addition to those rights.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
