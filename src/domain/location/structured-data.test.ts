import { describe, expect, it } from "vitest";
import type { Location } from "./location";
import { autoDealerStructuredData, breadcrumbStructuredData } from "./structured-data";

const hour = (weekday: number, open: string | null, close: string | null) => ({
  weekday,
  status: open ? ("Open" as const) : ("Closed" as const),
  open,
  close,
  formated_hours: "",
});

const location = {
  id: 7,
  name: "Redgum Pre-Owned Adelaide",
  slug: "redgum-adelaide",
  address: {
    id: 7,
    street: "1 Main Rd",
    city: "Adelaide",
    state: "SA",
    postcode: "5000",
    place_url: null,
    lat: -34.93,
    long: 138.6,
  },
  contact_detail: {
    phone: "08 8262 9300",
    landline_phone: null,
    email: null,
    lead_email: null,
    opening_hours: [hour(0, null, null), hour(1, "08:30", "17:30"), hour(6, "09:00", "13:00")],
  },
  average_rating: 4.6,
  review_count: 128,
} as Location;

describe("autoDealerStructuredData", () => {
  it("names the dealer, its address, position, number, open days and rating", () => {
    const data = autoDealerStructuredData(location, {
      siteName: "Redgum Pre-Owned",
      url: "https://redgum.example/contact-us/redgum-adelaide",
      telephone: "08 8262 9300",
    });
    expect(data).toMatchObject({
      "@type": "AutoDealer",
      name: "Redgum Pre-Owned Adelaide",
      telephone: "08 8262 9300",
      address: { streetAddress: "1 Main Rd", addressLocality: "Adelaide", postalCode: "5000" },
      geo: { latitude: -34.93, longitude: 138.6 },
      aggregateRating: { ratingValue: 4.6, reviewCount: 128 },
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "08:30",
        closes: "17:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "09:00",
        closes: "13:00",
      },
    ]);
  });

  it("puts the days with the same hours in one specification, in the order of their first day", () => {
    const week = [
      hour(0, null, null),
      ...[1, 2, 3, 4].map((day) => hour(day, "08:30", "17:30")),
      hour(5, "08:30", "20:00"),
      hour(6, "08:30", "17:30"),
    ];
    const data = autoDealerStructuredData(
      { ...location, contact_detail: { ...location.contact_detail, opening_hours: week } },
      { siteName: "R", url: "https://r.example/", telephone: null },
    );
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Saturday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "08:30",
        closes: "17:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "08:30",
        closes: "20:00",
      },
    ]);
  });

  it("leaves out a rating without reviews and a number it does not have", () => {
    const data = autoDealerStructuredData(
      { ...location, average_rating: null, review_count: 0 },
      { siteName: "R", url: "https://r.example/", telephone: null },
    );
    expect("aggregateRating" in data).toBe(false);
    expect("telephone" in data).toBe(false);
  });
});

describe("breadcrumbStructuredData", () => {
  it("numbers the crumbs from 1 and links the last to the page itself", () => {
    expect(
      breadcrumbStructuredData(
        [
          { label: "Home", href: "/" },
          { label: "Used Cars", href: "/search/used-cars" },
          { label: "2021 Mazda CX-5", href: null },
        ],
        "https://r.example",
        "https://r.example/cars/x",
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://r.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Used Cars",
        item: "https://r.example/search/used-cars",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "2021 Mazda CX-5",
        item: "https://r.example/cars/x",
      },
    ]);
  });
});
