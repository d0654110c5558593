/**
 * The variant a quote link names. Links carry the variant's full name with the make in front
 * (vehicle=Nissan X-Trail ST SUV Auto, see orderNowHref); a hand-written link may leave the make
 * out or change the case or spacing. Only one of the model's own variants is ever matched.
 */
import type { Model, ModelVariant } from "@/domain/model/model";

const plain = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

export function quotedVariant(
  model: Pick<Model, "make" | "model_variants">,
  vehicle: string | null,
): ModelVariant | null {
  if (!vehicle) return null;
  const wanted = plain(vehicle);
  return (
    model.model_variants.find(
      (v) => plain(`${model.make} ${v.full_name}`) === wanted || plain(v.full_name) === wanted,
    ) ?? null
  );
}

/** The hidden fields that carry the quoted model and variant into the lead. */
export function quoteFields(
  model: Pick<Model, "slug"> | null,
  variant: Pick<ModelVariant, "id"> | null,
): Record<string, string> {
  if (!model) return {};
  return { quote_model: model.slug, ...(variant ? { quote_variant: String(variant.id) } : {}) };
}
