/**
 * What the colour picker island needs of a model, computed on the server: per variant its own
 * colours (colours are keyed by model_variant_name), grouped by body style when the split rule
 * applies. Plain data, so it crosses to the client cheaply.
 */
import { groupColoursByBodyStyle } from "@/domain/model/body-styles";
import { coloursForVariant } from "@/domain/model/colour-picker";
import type { Model } from "@/domain/model/model";

export type PickerColour = { id: number; name: string; hex: string; photo: string | null };
export type PickerGroup = { label: string; colours: PickerColour[] };
export type PickerVariant = { id: number; name: string; fullName: string; groups: PickerGroup[] };

export function pickerVariants(model: Model): PickerVariant[] {
  return model.model_variants.map((variant) => ({
    id: variant.id,
    name: variant.name,
    fullName: variant.full_name,
    groups: groupColoursByBodyStyle(coloursForVariant(variant, model.colours)).map((g) => ({
      label: g.label,
      colours: g.colours.map((c) => ({
        id: c.id,
        name: c.name,
        hex: c.hexCode,
        photo: c.photo_url ?? variant.image?.url ?? model.image?.url ?? null,
      })),
    })),
  }));
}

/** The colours of a variant in picker order (groups flattened), as the arrows step through them. */
export const flatColours = (variant: PickerVariant | undefined): PickerColour[] =>
  variant?.groups.flatMap((g) => g.colours) ?? [];
