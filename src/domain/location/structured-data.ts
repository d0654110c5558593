/**
 * A location as a schema.org AutoDealer for search engines (the home page lists its
 * dealerships' locations, a location's page itself): name, address, geo position, telephone,
 * weekly opening hours and, when it has reviews, its rating. And the BreadcrumbList of a page
 * that shows a breadcrumb. Pure: pages serialise them with jsonLdScript.
 */
import type { Location } from "./location";

type Json = { [key: string]: unknown };

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function autoDealerStructuredData(
  location: Location,
  input: { siteName: string; url: string; telephone: string | null },
): Json {
  const hours = location.contact_detail.opening_hours
    .filter((day) => day.status === "Open" && day.open && day.close)
    .map((day) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${DAYS[day.weekday]}`,
      opens: day.open,
      closes: day.close,
    }));
  const rated = location.average_rating !== null && location.review_count > 0;
  const data: Json = {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: location.name,
    url: input.url,
    parentOrganization: { "@type": "Organization", name: input.siteName },
    address: {
      "@type": "PostalAddress",
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postcode,
      addressCountry: "AU",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: location.address.lat,
      longitude: location.address.long,
    },
    openingHoursSpecification: hours,
  };
  if (input.telephone) data.telephone = input.telephone;
  if (rated) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: location.average_rating,
      reviewCount: location.review_count,
      bestRating: 5,
    };
  }
  return data;
}

/** The BreadcrumbList of a shown breadcrumb; the last crumb (the page itself) may have no link. */
export function breadcrumbStructuredData(
  crumbs: readonly { label: string; href?: string | null }[],
  origin: string,
  pageUrl: string,
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? `${origin}${crumb.href}` : pageUrl,
    })),
  };
}
