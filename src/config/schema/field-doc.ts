/**
 * Every site-config field carries what it changes, as zod metadata. docs/site-config.md is
 * generated from it (see ../site-config-doc.ts), so the reference cannot drift from the schema.
 */
export type FieldDoc = { description: string };

export function doc(description: string): FieldDoc {
  return { description };
}
