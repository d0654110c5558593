import { describe, expect, it } from "vitest";
import { hoursByType } from "./hours-by-type";
import type { Location } from "./location";

/** One degree of latitude is 111.19 km, so 0.001° is about 111 m. */
const at = (
  id: number,
  type: Location["location_type"],
  lat: number,
  { dealership = 1, visible = true } = {},
) =>
  ({
    id,
    dealership_id: dealership,
    location_type: type,
    visible,
    address: {
      id,
      street: "",
      city: "",
      state: "QLD",
      postcode: "4127",
      place_url: null,
      lat,
      long: 153,
    },
  }) as Location;

const ids = (list: ReturnType<typeof hoursByType>) => list.map((h) => [h.type, h.location.id]);

describe("hoursByType", () => {
  const showroom = at(1, "sales", -27.614);
  const service = at(2, "service", -27.6144); // about 45 m away
  const parts = at(3, "parts", -27.615); // about 110 m away
  const farParts = at(4, "parts", -27.68); // about 7 km away
  const nearerParts = at(5, "parts", -27.6141); // about 11 m away

  it("offers the location's own hours and its site's other departments, in type order", () => {
    expect(ids(hoursByType(service, [showroom, service, parts]))).toEqual([
      ["sales", 1],
      ["service", 2],
      ["parts", 3],
    ]);
  });

  it("offers only the location's own hours when it stands alone", () => {
    expect(ids(hoursByType(showroom, [showroom]))).toEqual([["sales", 1]]);
    expect(ids(hoursByType(showroom, []))).toEqual([["sales", 1]]);
    expect(ids(hoursByType(farParts, [showroom, service, farParts]))).toEqual([["parts", 4]]);
  });

  it("leaves out departments more than 1 km away", () => {
    expect(ids(hoursByType(showroom, [showroom, farParts]))).toEqual([["sales", 1]]);
  });

  it("takes the nearest location of a type when the site has two", () => {
    expect(ids(hoursByType(showroom, [parts, nearerParts, showroom]))).toEqual([
      ["sales", 1],
      ["parts", 5],
    ]);
  });

  it("keeps the location's own hours over a neighbour of the same type", () => {
    const otherShowroom = at(6, "sales", -27.6141);
    expect(ids(hoursByType(showroom, [otherShowroom, showroom]))).toEqual([["sales", 1]]);
  });

  it("ignores other dealerships and hidden locations", () => {
    const rival = at(7, "service", -27.6141, { dealership: 2 });
    const hidden = at(8, "parts", -27.6141, { visible: false });
    expect(ids(hoursByType(showroom, [showroom, rival, hidden]))).toEqual([["sales", 1]]);
  });
});
