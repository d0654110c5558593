import { describe, expect, it } from "vitest";
import { vehicleBreadcrumb } from "./breadcrumb";

const labels = { new: "New", used: "Pre-Owned", demo: "Demo" };
const car = {
  car_type: "used" as const,
  make: "Mercedes-Benz",
  model: "C-Class",
  simple_body: "Sedan",
  bodyconfiguration: "4D Sedan",
  year: 2021,
};

describe("vehicleBreadcrumb", () => {
  it("goes Home, car type, make, model, body, title with search links", () => {
    expect(vehicleBreadcrumb(car, "2021 Mercedes-Benz C-Class", labels)).toEqual([
      { label: "Home", href: "/" },
      { label: "Pre-Owned", href: "/search/used-cars" },
      { label: "Mercedes-Benz", href: "/search/mercedes-benz" },
      { label: "C-Class", href: "/search/mercedes-benz/c-class" },
      { label: "Sedan", href: "/search/sedan" },
      { label: "2021 Mercedes-Benz C-Class", href: null },
    ]);
  });

  it("leaves out a missing model or body", () => {
    const crumbs = vehicleBreadcrumb(
      { ...car, car_type: "demo", model: "  ", simple_body: null, bodyconfiguration: null },
      "Title",
      labels,
    );
    expect(crumbs.map((c) => c.label)).toEqual(["Home", "Demo", "Mercedes-Benz", "Title"]);
    expect(crumbs[1]?.href).toBe("/search/demo-cars");
  });

  it("falls back to the body configuration", () => {
    const crumbs = vehicleBreadcrumb({ ...car, simple_body: null }, "T", labels);
    expect(crumbs[4]).toEqual({ label: "4D Sedan", href: "/search/4d-sedan" });
  });
});
