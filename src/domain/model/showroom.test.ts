import { describe, expect, it } from "vitest";
import type { Model, ModelVariant } from "./model";
import {
  bodyFilterHref,
  filterModelsByBody,
  modelActions,
  modelBodies,
  modelFromPrice,
  modelStockHref,
  orderNowHref,
  parseQuoteRequest,
  showSliderArrows,
  splitFeatures,
  truncateDescription,
  variantPriceBand,
} from "./showroom";

describe("truncateDescription (75 characters)", () => {
  it("keeps text of 75 characters or fewer", () => {
    const text = "x".repeat(75);
    expect(truncateDescription(text)).toBe(text);
  });

  it("cuts longer text at the last word break with an ellipsis", () => {
    const text =
      "Seven seats, clever storage and e-POWER for the modern Australian family and its weekends.";
    const out = truncateDescription(text);
    expect(out).toBe("Seven seats, clever storage and e-POWER for the modern Australian family…");
    expect(out.length).toBeLessThanOrEqual(76);
  });

  it("cuts mid-word when no break is near", () => {
    expect(truncateDescription("a".repeat(100))).toBe(`${"a".repeat(75)}…`);
  });

  it("drops trailing punctuation before the ellipsis and tidies whitespace", () => {
    expect(truncateDescription("one,   two", 5)).toBe("one…");
  });

  it.each([null, undefined, "", "   "])("gives '' for %s", (input) =>
    expect(truncateDescription(input)).toBe(""),
  );
});

describe("splitFeatures (8 shown)", () => {
  const features = Array.from({ length: 11 }, (_, i) => `F${i + 1}`);
  it("shows 8 and keeps the rest for View more", () => {
    expect(splitFeatures(features).first).toHaveLength(8);
    expect(splitFeatures(features).rest).toEqual(["F9", "F10", "F11"]);
  });
  it("has no rest with 8 or fewer", () => {
    expect(splitFeatures(features.slice(0, 8)).rest).toEqual([]);
    expect(splitFeatures([])).toEqual({ first: [], rest: [] });
  });
});

describe("showSliderArrows (4 or more variants)", () => {
  it.each([
    [0, false],
    [3, false],
    [4, true],
    [9, true],
  ])("%d variants → %s", (n, out) => expect(showSliderArrows(n)).toBe(out));
});

const variant = (min: number | null, max: number | null): ModelVariant => ({
  id: 1,
  full_name: "X-Trail ST SUV Auto",
  series: "T33",
  name: "ST",
  features: [],
  image: null,
  dap_min_price: min,
  dap_max_price: max,
});

describe("variantPriceBand and modelFromPrice", () => {
  it("gives a band from dap_min to dap_max", () =>
    expect(variantPriceBand(variant(41990, 44490))).toEqual({ min: 41990, max: 44490 }));
  it("gives one price when the maximum is missing or not higher", () => {
    expect(variantPriceBand(variant(41990, null))).toEqual({ min: 41990, max: null });
    expect(variantPriceBand(variant(41990, 41990))).toEqual({ min: 41990, max: null });
    expect(variantPriceBand(variant(null, 50000))).toEqual({ min: 50000, max: null });
  });
  it("gives nothing without a positive price", () => {
    expect(variantPriceBand(variant(null, null))).toBeNull();
    expect(variantPriceBand(variant(0, 0))).toBeNull();
  });
  it("finds the lowest price of a model, or null", () => {
    expect(modelFromPrice({ model_variants: [variant(51990, 54990), variant(41990, null)] })).toBe(
      41990,
    );
    expect(modelFromPrice({ model_variants: [variant(null, null)] })).toBeNull();
    expect(modelFromPrice({ model_variants: [] })).toBeNull();
  });
});

const model = (status: Model["status"]) => ({
  slug: "nissan-x-trail",
  name: "X-Trail",
  make: "Nissan",
  status,
});

describe("orderNowHref and modelActions", () => {
  it("writes model_id, model_name and vehicle", () => {
    const href = orderNowHref(model("available"), { full_name: "X-Trail ST SUV Auto" });
    const url = new URL(href, "http://x.invalid");
    expect(url.pathname).toBe("/models/order-now");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      model_id: "nissan-x-trail",
      model_name: "X-Trail",
      vehicle: "Nissan X-Trail ST SUV Auto",
    });
  });

  it("leaves vehicle out without a variant", () =>
    expect(orderNowHref(model("available"))).toBe(
      "/models/order-now?model_id=nissan-x-trail&model_name=X-Trail",
    ));

  it("gives an available model a quote button and links its image to its page", () =>
    expect(modelActions(model("available"))).toEqual({
      quoteHref: "/models/order-now?model_id=nissan-x-trail&model_name=X-Trail",
      imageHref: "/models/nissan-x-trail",
    }));

  it("hides the quote button of a coming-soon model and links its image to the form", () =>
    expect(modelActions(model("coming_soon"))).toEqual({
      quoteHref: null,
      imageHref: "/models/nissan-x-trail#model-enquiry",
    }));
});

describe("body filter", () => {
  const models = [
    { body: "SUV", manufacturer_body2: "Wagon" },
    { body: "Ute", manufacturer_body2: "Dual Cab Ute" },
    { body: "suv", manufacturer_body2: null },
    { body: null, manufacturer_body2: null },
  ];
  it("lists each body once, first spelling kept", () =>
    expect(modelBodies(models)).toEqual(["SUV", "Ute"]));
  it("matches the body or the manufacturer body, ignoring case", () => {
    expect(filterModelsByBody(models, "suv")).toHaveLength(2);
    expect(filterModelsByBody(models, "dual-cab-ute")).toEqual([models[1]]);
  });
  it("keeps every model for no value and none for an unknown one", () => {
    expect(filterModelsByBody(models, null)).toHaveLength(4);
    expect(filterModelsByBody(models, " ")).toHaveLength(4);
    expect(filterModelsByBody(models, "Convertible")).toEqual([]);
  });
  it("writes the filter link", () => {
    expect(bodyFilterHref("SUV")).toBe("/models?body=SUV");
    expect(bodyFilterHref(null)).toBe("/models");
  });
});

describe("modelStockHref", () => {
  it("searches new stock by make and model", () =>
    expect(modelStockHref({ make: "Nissan", name: "X-Trail" })).toBe(
      "/search/new-cars?make=Nissan&model=X-Trail",
    ));
});

describe("parseQuoteRequest", () => {
  it("reads the three parameters of a quote link", () =>
    expect(
      parseQuoteRequest({
        model_id: "nissan-x-trail",
        model_name: "X-Trail",
        vehicle: "Nissan X-Trail ST SUV Auto",
      }),
    ).toEqual({
      modelSlug: "nissan-x-trail",
      modelName: "X-Trail",
      vehicle: "Nissan X-Trail ST SUV Auto",
    }));

  it("round-trips what orderNowHref writes", () => {
    const url = new URL(
      orderNowHref(model("available"), { full_name: "X-Trail Ti-L e-POWER SUV Auto" }),
      "http://x.invalid",
    );
    expect(parseQuoteRequest(Object.fromEntries(url.searchParams))).toEqual({
      modelSlug: "nissan-x-trail",
      modelName: "X-Trail",
      vehicle: "Nissan X-Trail Ti-L e-POWER SUV Auto",
    });
  });

  it("takes the first of repeated values, tidies and caps length", () => {
    const out = parseQuoteRequest({ model_id: ["a", "b"], vehicle: `  ${"v".repeat(200)} ` });
    expect(out.modelSlug).toBe("a");
    expect(out.vehicle).toHaveLength(120);
  });

  it("gives nulls for missing or blank values", () =>
    expect(parseQuoteRequest({ model_name: "  " })).toEqual({
      modelSlug: null,
      modelName: null,
      vehicle: null,
    }));
});
