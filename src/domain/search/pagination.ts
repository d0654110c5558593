/**
 * Which page links a results page shows: always the first and last, the current page with
 * `around` neighbours each side, and a gap marker where pages are skipped. A gap of exactly one
 * page shows that page instead, since "…" would take the same room.
 */
export type PageItem = { readonly kind: "page"; readonly page: number } | { readonly kind: "gap" };

export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  if (!(pages >= 1)) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), pages);
  // A short run of pages is shown whole: gaps would save no room.
  if (pages <= 2 * around + 5) {
    return Array.from({ length: pages }, (_, i) => ({ kind: "page", page: i + 1 }) as const);
  }
  const shown = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: "page", page: p - 1 });
    else if (p - previous > 2) items.push({ kind: "gap" });
    items.push({ kind: "page", page: p });
    previous = p;
  }
  return items;
}
