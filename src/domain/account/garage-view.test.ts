import { describe, expect, it } from "vitest";
import { type EnquiryRecord, garageView, type SavedCarRecord } from "./garage-view";

const TZ = "Australia/Sydney";

const car = (over: Partial<SavedCarRecord>): SavedCarRecord => ({
  carId: 1,
  slug: "2021-mazda-cx-5-1",
  name: "2021 Mazda CX-5",
  imageUrl: "/media/a.jpg",
  status: "in_stock",
  reserved: false,
  price: 30000,
  priceWhenSaved: 30000,
  savedAt: new Date("2026-11-01T01:00:00Z"),
  ...over,
});

const lead = (over: Partial<EnquiryRecord>): EnquiryRecord => ({
  reference: "RG-1",
  category: "General Enquiry",
  subcategory: null,
  car: null,
  sentAt: new Date("2026-11-02T01:00:00Z"),
  seenAt: null,
  ...over,
});

describe("garageView", () => {
  it("shows an empty garage with the number in its usual form", () => {
    expect(garageView({ phone: "+61412345678", cars: [], enquiries: [], details: {} }, TZ)).toEqual(
      {
        phone: "04 1234 5678",
        cars: [],
        enquiries: [],
        details: {},
        prefill: { phone: "0412345678" },
      },
    );
  });

  it("lists saved cars newest first with their state and price change", () => {
    const view = garageView(
      {
        phone: "+61412345678",
        cars: [
          car({ carId: 1, price: 28500 }),
          car({
            carId: 2,
            slug: "b",
            status: "sold",
            price: 0,
            savedAt: new Date("2026-11-03T01:00:00Z"),
          }),
          car({ carId: 3, slug: "c", reserved: true, savedAt: new Date("2026-10-01T01:00:00Z") }),
        ],
        enquiries: [],
        details: {},
      },
      TZ,
    );
    expect(view.cars.map((c) => [c.id, c.availabilityLabel, c.price, c.priceNote])).toEqual([
      [2, "Sold", "Price on application", null],
      [1, "Available", "$28,500", "Price dropped from $30,000 to $28,500 since you saved it"],
      [3, "Reserved", "$30,000", null],
    ]);
    expect(view.cars[1]).toMatchObject({ href: "/cars/2021-mazda-cx-5-1", savedOn: "01/11/2026" });
  });

  it("says a price rose", () => {
    const [shown] = garageView(
      { phone: "+61412345678", cars: [car({ price: 31000 })], enquiries: [], details: {} },
      TZ,
    ).cars;
    expect(shown?.priceNote).toBe("Price rose from $30,000 to $31,000 since you saved it");
  });

  it("lists enquiries newest first with the form, the car and the day sent", () => {
    const view = garageView(
      {
        phone: "+61412345678",
        cars: [],
        enquiries: [
          lead({ reference: "RG-1" }),
          lead({
            reference: "RG-2",
            category: "General Enquiry",
            subcategory: "Career Enquiry",
            car: { name: "2021 Mazda CX-5", slug: "a" },
            sentAt: new Date("2026-11-20T23:30:00Z"),
            seenAt: new Date("2026-11-21T00:10:00Z"),
          }),
        ],
        details: { name: "Kim" },
      },
      TZ,
    );
    expect(view.enquiries).toEqual([
      {
        reference: "RG-2",
        form: "General Enquiry: Career Enquiry",
        car: { name: "2021 Mazda CX-5", href: "/cars/a" },
        sentOn: "21/11/2026",
        sentAt: "2026-11-20T23:30:00.000Z",
        status: "Seen by the dealer",
      },
      {
        reference: "RG-1",
        form: "General Enquiry",
        car: null,
        sentOn: "02/11/2026",
        sentAt: "2026-11-02T01:00:00.000Z",
        status: "Sent",
      },
    ]);
    expect(view.details).toEqual({ name: "Kim" });
  });
});
