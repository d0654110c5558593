/**
 * A site's browser icon when it has none of its own: the first letters of its name on its brand
 * colour, as SVG (crisp at any size, a few hundred bytes). Without an icon link browsers ask for
 * /favicon.ico on every first visit and log the 404 as an error.
 */

/** Up to two letters: the initials of the first two words that start with a letter or digit. */
export function siteInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toUpperCase());
  return letters.join("") || "?";
}

export function siteIconSvg(input: {
  name: string;
  background: string;
  foreground: string;
}): string {
  // Letters and digits only (siteInitials), and hex colours (the theme schema): nothing to escape.
  const initials = siteInitials(input.name);
  const size = initials.length > 1 ? 30 : 40;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="12" fill="${input.background}"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="${input.foreground}">${initials}</text>`,
    "</svg>",
  ].join("");
}
