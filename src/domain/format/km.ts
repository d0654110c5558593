/**
 * Odometer formatting. The suffix is ' kms', the same as the kilometre input and its
 * quick-picks, so a reading looks the same in filters and on cards.
 */
import { groupThousands } from "./price";

/** 45123 → '45,123 kms'; 0 → '0 kms'. Missing, negative or non-finite input gives ''. */
export function formatKm(value: number | null | undefined): string {
  if (value === null || value === undefined || value < 0) return "";
  const grouped = groupThousands(value);
  return grouped === null ? "" : `${grouped} kms`;
}
