/**
 * Showroom display rules of the models pages: the description cut at 75
 * characters, 8 variant features before View more, slider arrows from 4 variants, a coming-soon
 * model without a quote button, drive-away price bands, the body filter of /models?body=, and the
 * quote address /models/order-now?model_id&model_name&vehicle.
 */
import type { Model, ModelVariant } from "./model";

export const DESCRIPTION_LIMIT = 75;
export const FEATURES_SHOWN = 8;
export const SLIDER_ARROWS_FROM = 4;
export const ORDER_NOW_PATH = "/models/order-now";
/** The model page's form section, where a coming-soon model's image leads. */
export const FORM_SECTION_ID = "model-enquiry";

/** Cut at 75 characters on a word boundary where one is near, with an ellipsis. */
export function truncateDescription(text: string | null | undefined, limit = DESCRIPTION_LIMIT) {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  // A break more than 15 characters back would lose too much; cut mid-word instead.
  const head = space >= limit - 15 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:-]+$/, "")}…`;
}

export function splitFeatures(features: readonly string[], shown = FEATURES_SHOWN) {
  return { first: features.slice(0, shown), rest: features.slice(shown) };
}

export const showSliderArrows = (variantCount: number) => variantCount >= SLIDER_ARROWS_FROM;

export type PriceBand = { min: number; max: number | null } | null;

/** A variant's drive-away band; a missing or equal maximum shows one price, none shows nothing. */
export function variantPriceBand(
  variant: Pick<ModelVariant, "dap_min_price" | "dap_max_price">,
): PriceBand {
  const min = variant.dap_min_price ?? variant.dap_max_price;
  if (min === null || min <= 0) return null;
  const max = variant.dap_max_price;
  return { min, max: max !== null && max > min ? max : null };
}

/** The lowest drive-away price of a model ("from $41,990"), null when no variant is priced. */
export function modelFromPrice(model: Pick<Model, "model_variants">): number | null {
  const prices = model.model_variants
    .map((v) => variantPriceBand(v)?.min)
    .filter((p): p is number => p !== undefined);
  return prices.length > 0 ? Math.min(...prices) : null;
}

export function orderNowHref(
  model: Pick<Model, "slug" | "name" | "make">,
  variant?: Pick<ModelVariant, "full_name"> | null,
): string {
  const query = new URLSearchParams({ model_id: model.slug, model_name: model.name });
  if (variant) query.set("vehicle", `${model.make} ${variant.full_name}`);
  return `${ORDER_NOW_PATH}?${query.toString()}`;
}

/** Where the quote button and the hero image lead: coming-soon models have no quote button. */
export function modelActions(model: Pick<Model, "slug" | "name" | "make" | "status">) {
  const comingSoon = model.status === "coming_soon";
  return {
    quoteHref: comingSoon ? null : orderNowHref(model),
    imageHref: comingSoon ? `/models/${model.slug}#${FORM_SECTION_ID}` : `/models/${model.slug}`,
  };
}

const bodySlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The body types of a site's models, in first-seen order, for the filter links. */
export function modelBodies(models: readonly Pick<Model, "body">[]): string[] {
  const bodies: string[] = [];
  for (const model of models) {
    if (model.body && !bodies.some((b) => bodySlug(b) === bodySlug(model.body!)))
      bodies.push(model.body);
  }
  return bodies;
}

/** ?body=SUV and ?body=suv match alike; an empty value keeps every model, an unknown one none. */
export function filterModelsByBody<M extends Pick<Model, "body" | "manufacturer_body2">>(
  models: readonly M[],
  body: string | null | undefined,
): M[] {
  const wanted = bodySlug(body ?? "");
  if (!wanted) return [...models];
  return models.filter((m) =>
    [m.body, m.manufacturer_body2].some((b) => b != null && bodySlug(b) === wanted),
  );
}

export const bodyFilterHref = (body: string | null) =>
  body ? `/models?${new URLSearchParams({ body }).toString()}` : "/models";

/** The new stock of a model in the stock search (refinements as query parameters). */
export function modelStockHref(model: Pick<Model, "make" | "name">): string {
  return `/search/new-cars?${new URLSearchParams({ make: model.make, model: model.name }).toString()}`;
}

export type QuoteRequest = {
  modelSlug: string | null;
  modelName: string | null;
  vehicle: string | null;
};

type QueryValue = string | readonly string[] | undefined;

/** First value, trimmed, at most 120 characters; blank is null. A link cannot inject markup or length. */
const queryText = (value: QueryValue): string | null => {
  const first = typeof value === "string" ? value : value?.[0];
  const text = first?.replace(/\s+/g, " ").trim().slice(0, 120);
  return text ? text : null;
};

/** /models/order-now?model_id={slug}&model_name={name}&vehicle={variant full name}. */
export function parseQuoteRequest(query: Readonly<Record<string, QueryValue>>): QuoteRequest {
  return {
    modelSlug: queryText(query.model_id),
    modelName: queryText(query.model_name),
    vehicle: queryText(query.vehicle),
  };
}
