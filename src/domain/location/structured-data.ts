/**
 * A location as a schema.org AutoDealer for search engines (the home page lists its
 * dealerships' locations, a location's page itself): name, address, geo position, telephone,
 * weekly opening hours (days with the same hours together) and, when it has reviews, its rating. And the BreadcrumbList of a page
 * that shows a breadcrumb. Pure: pages serialise them with jsonLdScript.
 */
import type { Location } from "./location";

type Json = { [key: string]: unknown };

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function autoDealerStructuredData(
  location: Location,
  input: { siteName: string; url: string; telephone: string | null },
): Json {
  // Days with the same hours share one specification (dayOfWeek takes several days), in the
  // order their first day comes.
  const byHours = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const day of location.contact_detail.opening_hours) {
    if (day.status !== "Open" || !day.open || !day.close) continue;
    const key = `${day.open}-${day.close}`;
    const group = byHours.get(key) ?? { days: [], opens: day.open, closes: day.close };
    group.days.push(`https://schema.org/${DAYS[day.weekday]}`);
    byHours.set(key, group);
  }
  const hours = [...byHours.values()].map((group) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: group.days.length === 1 ? group.days[0] : group.days,
    opens: group.opens,
    closes: group.closes,
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
