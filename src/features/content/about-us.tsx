import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import { paragraphs } from "@/domain/content/legal-text";
import { addressLine, cityShown } from "@/domain/location/address-line";
import { showRating } from "@/domain/review/stars";
import { hasDealerLocator } from "@/domain/site/dealer-locator";
import { StarRating } from "@/features/locations";
import { Bullets, ContentPage, ContentSection } from "./content-page";
import type { AboutData } from "./load-about.server";
import { ReviewList } from "./review-list";
import { SalesCounterBanner } from "./sales-counter-banner";

/** The generated story of a site from its real data, led by any site-authored introduction. */
function introduction(config: SiteConfig, data: AboutData): string[] {
  const authored = paragraphs(config.group.intro);
  if (authored.length > 0) return authored;
  const override = config.locations.overrideCity;
  const cities = [...new Set(data.locations.map((l) => cityShown(l.address, override)))];
  const makes = [
    ...new Set(data.dealerships.flatMap((d) => (d.make ? [d.make] : d.manufacturers))),
  ];
  const where = cities.length > 0 ? ` in ${listWords(cities)}` : "";
  const what = config.dealer.manufacturer
    ? `new ${config.dealer.manufacturer} vehicles, quality used cars and servicing`
    : makes.length > 0
      ? `new and used vehicles from ${listWords(makes.slice(0, 6))}`
      : "quality new and used vehicles";
  return [
    `${config.name} offers ${what}${where}.`,
    config.tagline ? `${config.tagline}.`.replace(/\.\.$/, ".") : "",
  ].filter(Boolean);
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export function AboutUs({ config, data, now }: { config: SiteConfig; data: AboutData; now: Date }) {
  const average = Number(data.summary.average_rating);
  const rated = showRating(data.summary.count > 0 ? average : null, config.reviews);
  return (
    <ContentPage
      title={`About ${config.name}`}
      lead={introduction(config, data).map((p) => (
        <p key={p} className="mt-2 first:mt-0">
          {p}
        </p>
      ))}
    >
      <SalesCounterBanner config={config} now={now} />
      {data.dealerships.length > 0 ? (
        <ContentSection
          id="dealerships"
          heading={data.dealerships.length > 1 ? "Our dealerships" : "Our dealership"}
        >
          <Bullets
            items={data.dealerships.map((d) => (d.make ? `${d.name} (${d.make})` : d.name))}
          />
        </ContentSection>
      ) : null}
      {data.locations.length > 0 ? (
        <ContentSection id="locations" heading="Where to find us">
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.locations.map((l) => (
              <li key={l.id} className="rounded-brand bg-surface p-4">
                <p className="font-semibold">{l.name}</p>
                <address className="text-sm not-italic">
                  {addressLine(l.address, config.locations.overrideCity)}
                </address>
              </li>
            ))}
          </ul>
          {hasDealerLocator(config) ? (
            <p>
              <Link href="/dealer-locator" className="font-semibold text-brand underline">
                Opening hours and directions
              </Link>
            </p>
          ) : null}
        </ContentSection>
      ) : null}
      {rated ? (
        <ContentSection id="reviews" heading="What our customers say">
          <StarRating average={average} count={data.summary.count} />
          {data.recent.length > 0 ? <ReviewList reviews={data.recent} /> : null}
        </ContentSection>
      ) : null}
      <ContentSection id="get-in-touch" heading="Get in touch">
        <p>
          Questions about a car, finance or a service?{" "}
          <Link href="/contact" className="font-semibold text-brand underline">
            Contact our team
          </Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
