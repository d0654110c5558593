/**
 * Colour swatches split by body style: a model's colours are grouped under their
 * body style only when there are 3 or more styles and more than 15 colours, so a short palette
 * stays one row. A colour's body style is its oem_id when that names a known style; styles sort
 * by a fixed rank within their family (wagon/sedan/hatch, cab types, door counts).
 */
import type { ModelColour } from "./model";

/** Rank of each body style within its family; lower first. */
export const BODY_STYLE_ORDER: Readonly<Record<string, number>> = {
  wagon: 1,
  sedan: 2,
  hatch: 3,
  dual_cab: 1,
  extra_cab: 2,
  single_cab: 3,
  "2_door": 1,
  "4_door": 2,
};

const LABELS: Readonly<Record<string, string>> = {
  wagon: "Wagon",
  sedan: "Sedan",
  hatch: "Hatch",
  dual_cab: "Dual Cab",
  extra_cab: "Extra Cab",
  single_cab: "Single Cab",
  "2_door": "2 Door",
  "4_door": "4 Door",
};

export const SPLIT_MIN_STYLES = 3;
export const SPLIT_MIN_COLOURS = 16;

/** 'Dual Cab', 'dual-cab', 'DUAL_CAB' → 'dual_cab'; unknown codes (paint codes) → null. */
export function bodyStyleOf(oemId: string | null | undefined): string | null {
  if (!oemId) return null;
  const key = oemId
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return key in BODY_STYLE_ORDER ? key : null;
}

export function bodyStyleLabel(style: string | null): string {
  return style === null ? "Other" : (LABELS[style] ?? style);
}

export type ColourGroup<C> = { style: string | null; label: string; colours: C[] };

export function shouldSplitByBodyStyle(colours: readonly Pick<ModelColour, "oem_id">[]): boolean {
  const styles = new Set(colours.map((c) => bodyStyleOf(c.oem_id)).filter((s) => s !== null));
  return styles.size >= SPLIT_MIN_STYLES && colours.length >= SPLIT_MIN_COLOURS;
}

/**
 * One group (style null, label '') when no split applies; otherwise one group per style in rank
 * order (ties by name), colours without a known style last under 'Other'. Colour order is kept.
 */
export function groupColoursByBodyStyle<C extends Pick<ModelColour, "oem_id">>(
  colours: readonly C[],
): ColourGroup<C>[] {
  if (!shouldSplitByBodyStyle(colours)) return [{ style: null, label: "", colours: [...colours] }];
  const groups = new Map<string | null, C[]>();
  for (const colour of colours) {
    const style = bodyStyleOf(colour.oem_id);
    groups.set(style, [...(groups.get(style) ?? []), colour]);
  }
  const rank = (style: string | null) =>
    style === null ? Number.POSITIVE_INFINITY : (BODY_STYLE_ORDER[style] ?? 99);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || String(a).localeCompare(String(b)))
    .map(([style, list]) => ({ style, label: bodyStyleLabel(style), colours: list }));
}
