import { describe, expect, it } from "vitest";
import { preferredPlaceDefaults } from "./preferred-place";

const dealerships = [
  { id: 11, slug: "southern-cross-mazda" },
  { id: 12, slug: "southern-cross-kia" },
];
const locations = [
  { id: 101, dealership_id: 11 },
  { id: 102, dealership_id: 11 },
  { id: 103, dealership_id: 12 },
];
const dealershipSelect = { dealershipIds: [11, 12], locationIds: null };
const locationSelect = { dealershipIds: null, locationIds: [101, 102, 103] };

describe("preferredPlaceDefaults", () => {
  it("preselects the dealership a finance link names by slug or by id", () => {
    expect(
      preferredPlaceDefaults("southern-cross-kia", dealershipSelect, dealerships, locations),
    ).toEqual({ dealership_id: "12" });
    expect(preferredPlaceDefaults("11", dealershipSelect, dealerships, locations)).toEqual({
      dealership_id: "11",
    });
  });

  it("preselects the dealership's primary location where the form asks for a location", () => {
    expect(
      preferredPlaceDefaults("southern-cross-mazda", locationSelect, dealerships, locations),
    ).toEqual({ location_id: "101" });
    // A location the select does not offer (hidden) is passed over.
    expect(
      preferredPlaceDefaults(
        "southern-cross-mazda",
        { dealershipIds: null, locationIds: [102, 103] },
        dealerships,
        locations,
      ),
    ).toEqual({ location_id: "102" });
  });

  it("preselects nothing for an unknown dealership, another site's, or a form without the choice", () => {
    expect(preferredPlaceDefaults("nowhere", dealershipSelect, dealerships, locations)).toEqual({});
    expect(preferredPlaceDefaults("99", dealershipSelect, dealerships, locations)).toEqual({});
    expect(preferredPlaceDefaults(null, dealershipSelect, dealerships, locations)).toEqual({});
    expect(
      preferredPlaceDefaults(
        "southern-cross-kia",
        { dealershipIds: null, locationIds: null },
        dealerships,
        locations,
      ),
    ).toEqual({});
  });
});
