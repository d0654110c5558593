import { describe, expect, it } from "vitest";
import type { ModelVariant } from "@/domain/model/model";
import { quotedVariant, quoteFields } from "./quoted-variant";

const variant = (id: number, full_name: string) => ({ id, full_name }) as ModelVariant;
const xTrail = {
  slug: "nissan-x-trail",
  make: "Nissan",
  model_variants: [variant(1, "X-Trail ST SUV Auto"), variant(2, "X-Trail ST-L SUV Auto")],
};

describe("quotedVariant", () => {
  it("finds the variant a quote link names, with or without the make, in any case or spacing", () => {
    expect(quotedVariant(xTrail, "Nissan X-Trail ST-L SUV Auto")?.id).toBe(2);
    expect(quotedVariant(xTrail, "x-trail  st suv auto")?.id).toBe(1);
  });

  it("matches none for an unknown, partial or missing name", () => {
    expect(quotedVariant(xTrail, "Nissan X-Trail Ti SUV Auto")).toBeNull();
    expect(quotedVariant(xTrail, "Nissan X-Trail ST")).toBeNull();
    expect(quotedVariant(xTrail, null)).toBeNull();
  });
});

describe("quoteFields", () => {
  it("carries the model's slug and the variant's id, or nothing without a model", () => {
    expect(quoteFields(xTrail, { id: 2 })).toEqual({
      quote_model: "nissan-x-trail",
      quote_variant: "2",
    });
    expect(quoteFields(xTrail, null)).toEqual({ quote_model: "nissan-x-trail" });
    expect(quoteFields(null, { id: 2 })).toEqual({});
  });
});
