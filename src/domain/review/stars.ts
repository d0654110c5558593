/**
 * Star ratings: a partial star when the fraction is above 0.3, up to 4 full
 * stars plus a partial one, the average to one decimal and the count with thousands separators;
 * shown only above the site's minimum rating and when reviews are not hidden.
 */
import { formatCount } from "@/domain/format/price";

export type StarFill = "full" | "partial" | "empty";

export function starFills(rating: number): StarFill[] {
  const clamped = Math.min(5, Math.max(0, rating));
  const full = Math.floor(clamped);
  const fraction = clamped - full;
  return Array.from({ length: 5 }, (_, i): StarFill => {
    if (i < full) return "full";
    if (i === full && fraction > 0.3) return "partial";
    return "empty";
  });
}

export function showRating(
  average: number | null,
  settings: { minimumRating: number; hidden: boolean },
): average is number {
  return !settings.hidden && average != null && average > settings.minimumRating;
}

export function ratingText(average: number, count: number): string {
  return `${average.toFixed(1)} (${formatCount(count)} ${count === 1 ? "review" : "reviews"})`;
}
