import { slugify } from "@/domain/search/slugify";

/** A stable id for a facet value's checkbox; distinct values never share one. */
export function facetInputId(key: string, value: string, taken?: Set<string>): string {
  const base = `f-${key}-${slugify(value) || "x"}`;
  if (!taken) return base;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
