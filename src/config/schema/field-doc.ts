/**
 * Every site-config field carries what it changes and the spec rule it serves, as zod metadata.
 * docs/site-config.md is generated from it (see ../site-config-doc.ts), so the reference
 * cannot drift from the schema.
 *
 * Spec references read "1 §5 Stock filter": document 1 (spec/01-stock-search-vehicle-locations.md)
 * or 2 (spec/02-finance-forms-gating-config.md), section number, then the rule's heading or words.
 */
export type FieldDoc = { description: string; spec: string };

export function doc(description: string, spec: string): FieldDoc {
  return { description, spec };
}
