/** Mapping between the showroom, review and promotion domain types and their rows. */
import type { Model, ModelColour, ModelVariant } from "@/domain/model/model";
import type { Promotion } from "@/domain/promotion/promotion";
import type { Review } from "@/domain/review/review";
import type { modelColours, models, modelVariants, promotions, reviews } from "../schema";

type ModelRow = typeof models.$inferSelect;
type VariantRow = typeof modelVariants.$inferSelect;
type ColourRow = typeof modelColours.$inferSelect;

export function rowToVariant(r: VariantRow): ModelVariant {
  return {
    id: r.id,
    full_name: r.fullName,
    series: r.series,
    name: r.name,
    features: r.features,
    image: r.imageUrl ? { url: r.imageUrl } : null,
    dap_min_price: r.dapMinPrice,
    dap_max_price: r.dapMaxPrice,
  };
}

export function rowToColour(r: ColourRow): ModelColour {
  return {
    id: r.id,
    name: r.name,
    photo_url: r.photoUrl,
    hexCode: r.hexCode,
    oem_id: r.oemId,
    model_variant_name: r.modelVariantName,
  };
}

export function rowToModel(r: ModelRow, variants: ModelVariant[], colours: ModelColour[]): Model {
  return {
    id: r.id,
    dealership_id: r.dealershipId,
    slug: r.slug,
    name: r.name,
    make: r.make,
    status: r.status,
    image: r.imageUrl ? { url: r.imageUrl } : null,
    short_description: r.shortDescription,
    manufacturer_body: r.manufacturerBody,
    manufacturer_body2: r.manufacturerBody2,
    manufacturer_body3: r.manufacturerBody3,
    body: r.body,
    manufacturer_name: r.manufacturerName,
    model_variants: variants,
    colours,
  };
}

/** A model's row plus the rows of its variants and colours, in the model's order. */
export function modelToRows(m: Model) {
  const model: typeof models.$inferInsert = {
    id: m.id,
    dealershipId: m.dealership_id,
    slug: m.slug,
    name: m.name,
    make: m.make,
    status: m.status,
    imageUrl: m.image?.url ?? null,
    shortDescription: m.short_description,
    manufacturerBody: m.manufacturer_body,
    manufacturerBody2: m.manufacturer_body2,
    manufacturerBody3: m.manufacturer_body3,
    body: m.body,
    manufacturerName: m.manufacturer_name,
  };
  const variants = m.model_variants.map((v, position): typeof modelVariants.$inferInsert => ({
    id: v.id,
    modelId: m.id,
    position,
    fullName: v.full_name,
    series: v.series,
    name: v.name,
    features: v.features,
    imageUrl: v.image?.url ?? null,
    dapMinPrice: v.dap_min_price,
    dapMaxPrice: v.dap_max_price,
  }));
  const colours = m.colours.map((c, position): typeof modelColours.$inferInsert => ({
    id: c.id,
    modelId: m.id,
    position,
    name: c.name,
    photoUrl: c.photo_url,
    hexCode: c.hexCode,
    oemId: c.oem_id,
    modelVariantName: c.model_variant_name,
  }));
  return { model, variants, colours };
}

type ReviewRow = typeof reviews.$inferSelect;

export function rowToReview(r: ReviewRow): Review {
  return {
    id: r.id,
    dealership_id: r.dealershipId,
    location_id: r.locationId,
    image: r.imageUrl ? { url: r.imageUrl, thumb: { url: r.imageThumbUrl ?? r.imageUrl } } : null,
    customer_name: r.customerName,
    text: r.text,
    rating: r.rating,
    review_date: r.reviewDate,
    source: r.source,
  };
}

export function reviewToRow(r: Review): typeof reviews.$inferInsert {
  return {
    id: r.id,
    dealershipId: r.dealership_id,
    locationId: r.location_id,
    imageUrl: r.image?.url ?? null,
    imageThumbUrl: r.image?.thumb.url ?? null,
    customerName: r.customer_name,
    text: r.text,
    rating: r.rating,
    reviewDate: r.review_date,
    source: r.source,
  };
}

type PromotionRow = typeof promotions.$inferSelect;

export function rowToPromotion(r: PromotionRow): Promotion {
  return {
    id: r.id,
    dealership_id: r.dealershipId,
    slug: r.slug,
    title: r.title,
    description: r.description,
    image: r.imageUrl ? { url: r.imageUrl } : null,
    link_url: r.linkUrl,
    start: r.start,
    expiry: r.expiry,
    position: r.position,
    display: r.display,
    strictDisplay: r.strictDisplay,
    makes: r.makes,
    car_types: r.carTypes,
  };
}

export function promotionToRow(p: Promotion): typeof promotions.$inferInsert {
  return {
    id: p.id,
    dealershipId: p.dealership_id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    imageUrl: p.image?.url ?? null,
    linkUrl: p.link_url,
    start: p.start,
    expiry: p.expiry,
    position: p.position,
    display: p.display,
    strictDisplay: p.strictDisplay,
    makes: p.makes,
    carTypes: p.car_types,
  };
}
