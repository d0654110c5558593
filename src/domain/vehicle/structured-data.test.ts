import { describe, expect, it } from "vitest";
import { testCar } from "@/domain/search/test-car.test-support";
import { jsonLdScript, vehicleDescription, vehicleStructuredData } from "./structured-data";

const car = testCar({
  id: 7,
  name: "2021 Mazda CX-5 Maxx",
  year: 2021,
  make: "Mazda",
  model: "CX-5",
  badge: "Maxx",
  car_type: "used",
  km: 45123,
  colour: "Soul Red",
  stocknum: "U123",
  vin: "JM0KF4W",
  city: "Adelaide",
  trans: "6 Speed Automatic",
});
const seller = {
  name: "Redgum Pre-Owned",
  telephone: "08 8262 9300",
  url: "https://redgum.example/",
  address: { street: "1 Main Rd", city: "Adelaide", state: "SA", postcode: "5000" },
};
const url = "https://redgum.example/cars/x";

describe("vehicleStructuredData", () => {
  it("describes a Car and Product with an AUD offer and the AutoDealer's address", () => {
    const data = vehicleStructuredData(car, {
      url,
      imageUrls: ["https://redgum.example/media/a.jpg"],
      price: { kind: "price", amount: 32990, reduced: false, wasPrice: null },
      seller,
      description: "d",
    });
    expect(data["@type"]).toEqual(["Car", "Product"]);
    expect(data.offers).toEqual({
      "@type": "Offer",
      price: 32990,
      priceCurrency: "AUD",
      availability: "https://schema.org/InStock",
      url,
      seller: {
        "@type": "AutoDealer",
        name: "Redgum Pre-Owned",
        telephone: "08 8262 9300",
        url: "https://redgum.example/",
        address: {
          "@type": "PostalAddress",
          streetAddress: "1 Main Rd",
          addressLocality: "Adelaide",
          addressRegion: "SA",
          postalCode: "5000",
          addressCountry: "AU",
        },
      },
    });
    expect(data.mileageFromOdometer).toEqual({
      "@type": "QuantitativeValue",
      value: 45123,
      unitCode: "KMT",
    });
    expect(data.itemCondition).toBe("https://schema.org/UsedCondition");
    expect(data.vehicleIdentificationNumber).toBe("JM0KF4W");
    expect("numberOfDoors" in data).toBe(false);
  });

  it("marks a sold car SoldOut", () => {
    const data = vehicleStructuredData(
      { ...car, status: "sold" },
      {
        url,
        imageUrls: ["https://redgum.example/media/a.jpg"],
        price: { kind: "price", amount: 32990, reduced: false, wasPrice: null },
        seller: { ...seller, address: null },
        description: "d",
      },
    );
    expect(data.offers).toMatchObject({ availability: "https://schema.org/SoldOut", price: 32990 });
  });

  it("describes a car without a shown price as the vehicle alone, never an Offer without a price", () => {
    const data = vehicleStructuredData(car, {
      url,
      imageUrls: ["https://redgum.example/media/placeholder.jpg"],
      price: { kind: "no-price", text: "Enquire for price.", wasPrice: null },
      seller,
      description: "d",
    });
    expect(data["@type"]).toBe("Car");
    expect("offers" in data).toBe(false);
    expect(data.image).toEqual(["https://redgum.example/media/placeholder.jpg"]);
  });

  it("types a caravan as a Vehicle, without an odometer reading", () => {
    const data = vehicleStructuredData(
      { ...car, item_type: "caravan", km: 0 },
      {
        url,
        imageUrls: ["https://redgum.example/media/a.jpg"],
        price: { kind: "price", amount: 64990, reduced: false, wasPrice: null },
        seller,
        description: "d",
      },
    );
    expect(data["@type"]).toEqual(["Vehicle", "Product"]);
    expect("mileageFromOdometer" in data).toBe(false);
  });

  it("serialises safely inside a script tag", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("title and description", () => {
  it("reads like a listing", () => {
    expect(
      vehicleDescription(
        car,
        { kind: "price", amount: 32990, reduced: false, wasPrice: null },
        "Redgum Pre-Owned",
      ),
    ).toBe(
      "Used 2021 Mazda CX-5 Maxx, 45,123 kms, 6 Speed Automatic, Soul Red. $32,990 at Redgum Pre-Owned in Adelaide.",
    );
  });
});
