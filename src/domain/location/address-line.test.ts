import { describe, expect, it } from "vitest";
import { addressLine, cityShown } from "./address-line";

const address = { street: "1 Logan Rd", city: "Woolloongabba", state: "QLD", postcode: "4102" };

describe("addressLine", () => {
  it("names the location's own city", () => {
    expect(addressLine(address, null)).toBe("1 Logan Rd, Woolloongabba QLD 4102");
    expect(cityShown(address, null)).toBe("Woolloongabba");
  });

  it("names the site's city instead where it names one", () => {
    expect(addressLine(address, "Brisbane")).toBe("1 Logan Rd, Brisbane QLD 4102");
    expect(cityShown(address, "Brisbane")).toBe("Brisbane");
  });
});
