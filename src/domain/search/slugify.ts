/**
 * URL slugs of makes, models, bodies: "Mercedes-Benz" -> "mercedes-benz", "Škoda" -> "skoda",
 * "3 Series" -> "3-series". Lower-case ASCII letters and digits joined by single hyphens, so a
 * slug is safe in a path segment without escaping. A name with no letters or digits has no slug ("").
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
