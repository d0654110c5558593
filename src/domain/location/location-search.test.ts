import { describe, expect, it } from "vitest";
import type { Location } from "./location";
import {
  locationTabs,
  locationTypeLabel,
  matchesLocationQuery,
  selectedTab,
} from "./location-search";

const at = (
  id: number,
  name: string,
  type: Location["location_type"],
  street: string,
  postcode: string,
  visible = true,
) =>
  ({
    id,
    name,
    location_type: type,
    visible,
    address: { street, postcode, city: "", state: "QLD", id, place_url: null, lat: 0, long: 0 },
  }) as Location;

const locations = [
  at(1, "Southern Cross Toyota Springwood", "sales", "3250 Pacific Highway", "4127"),
  at(2, "Southern Cross Toyota Service", "service", "3252 Pacific Highway", "4127"),
  at(3, "Southern Cross Ford Liverpool", "sales", "290 Hume Highway", "2170"),
  at(4, "Southern Cross Parts", "parts", "1 Hidden Way", "4000", false),
];

describe("matchesLocationQuery", () => {
  it("matches name, postcode, street or type, ignoring case", () => {
    expect(matchesLocationQuery(locations[2]!, "LIVERPOOL")).toBe(true);
    expect(matchesLocationQuery(locations[2]!, "2170")).toBe(true);
    expect(matchesLocationQuery(locations[2]!, "hume")).toBe(true);
    expect(matchesLocationQuery(locations[1]!, "service")).toBe(true);
    expect(matchesLocationQuery(locations[2]!, "brisbane")).toBe(false);
  });

  it("an empty or blank query matches everything", () => {
    expect(matchesLocationQuery(locations[0]!, "")).toBe(true);
    expect(matchesLocationQuery(locations[0]!, "   ")).toBe(true);
  });
});

describe("locationTabs", () => {
  it("groups visible locations by type in the site's order, dropping empty tabs", () => {
    const tabs = locationTabs(locations, ["service", "sales", "used", "parts"]);
    expect(tabs.map((t) => [t.type, t.locations.map((l) => l.id)])).toEqual([
      ["service", [2]],
      ["sales", [1, 3]],
    ]);
  });

  it("filters by the query before grouping", () => {
    expect(
      locationTabs(locations, ["sales", "service"], "4127").map((t) => t.locations.length),
    ).toEqual([1, 1]);
    expect(locationTabs(locations, ["sales", "service"], "nowhere")).toEqual([]);
  });

  it("selects the asked tab, else the first", () => {
    const tabs = locationTabs(locations, ["sales", "service"]);
    expect(selectedTab(tabs, "service")?.type).toBe("service");
    expect(selectedTab(tabs, "parts")?.type).toBe("sales");
    expect(selectedTab(tabs, undefined)?.type).toBe("sales");
    expect(selectedTab([], "sales")).toBeUndefined();
  });
});

describe("locationTypeLabel", () => {
  it("names each type, used by the site's own word", () => {
    expect(locationTypeLabel("sales", "Used")).toBe("Sales");
    expect(locationTypeLabel("service", "Used")).toBe("Service");
    expect(locationTypeLabel("parts", "Pre-Owned")).toBe("Parts");
    expect(locationTypeLabel("used", "Used")).toBe("Used");
    expect(locationTypeLabel("used", "Pre-Owned")).toBe("Pre-Owned");
  });
});
