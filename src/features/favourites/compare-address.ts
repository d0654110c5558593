/**
 * Reading the compare page's address: `?ids=12,34,56`, where an entry may also be a car's slug
 * (`?ids=2021-toyota-hilux-12,34`), so a shared link works either way. Entries are checked with
 * zod, repeats dropped, at most MAX_COMPARE kept in the order written; anything else in the
 * entry list is ignored rather than refused, since a mistyped link should still show what it can.
 */
import { z } from "zod";
import { MAX_COMPARE } from "./compare-store";

export type CompareRef = { kind: "id"; id: number } | { kind: "slug"; slug: string };

const idEntry = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));
const slugEntry = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  // All digits is an id, never a slug.
  .regex(/[a-z]/);

export function readCompareRefs(value: string | string[] | undefined): CompareRef[] {
  const entries = (Array.isArray(value) ? value : [value ?? ""])
    .flatMap((part) => part.split(","))
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const refs: CompareRef[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (refs.length === MAX_COMPARE) break;
    const id = idEntry.safeParse(entry);
    const ref: CompareRef | null = id.success
      ? { kind: "id", id: id.data }
      : slugEntry.safeParse(entry).success
        ? { kind: "slug", slug: entry }
        : null;
    const key = ref ? (ref.kind === "id" ? `#${ref.id}` : ref.slug) : null;
    if (!ref || !key || seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs;
}
