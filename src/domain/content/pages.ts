/**
 * Which content page a path serves on a site: optional pages answer only when the site's
 * pages.enabled lists them (otherwise 404), and /pages/{slug} is either a built-in optional page
 * (capped-price servicing, unsubscribe) or one of the site's own sale pages. A sale page marked
 * topLevel is also served at /{slug} (as /eofy is), and that is its one canonical address.
 */

export type SalePage = {
  slug: string;
  title: string;
  body: string;
  imageUrl: string | null;
  topLevel: boolean;
};

export type PagesSettings = { enabled: readonly string[]; sale: readonly SalePage[] };

/** Built-in pages served under /pages/, by slug. */
export const BUILT_IN_PAGES = ["capped-price-servicing", "unsubscribe"] as const;
export type BuiltInPage = (typeof BUILT_IN_PAGES)[number];

export function isPageEnabled(pages: Pick<PagesSettings, "enabled">, path: string): boolean {
  return pages.enabled.includes(path);
}

export type PagesEntry =
  | { kind: "built-in"; slug: BuiltInPage }
  | { kind: "sale"; page: SalePage }
  | { kind: "none" };

/** A site's sale page wins over nothing; a built-in page needs pages.enabled to list it. */
export function resolvePagesSlug(pages: PagesSettings, slug: string): PagesEntry {
  const sale = pages.sale.find((p) => p.slug === slug);
  if (sale) return { kind: "sale", page: sale };
  const builtIn = BUILT_IN_PAGES.find((s) => s === slug);
  if (builtIn && isPageEnabled(pages, `/pages/${builtIn}`))
    return { kind: "built-in", slug: builtIn };
  return { kind: "none" };
}

/** The sale page a top-level address such as /eofy serves, if the site marks one topLevel. */
export function topLevelSalePage(
  pages: Pick<PagesSettings, "sale">,
  path: string,
): SalePage | null {
  return pages.sale.find((page) => page.topLevel && `/${page.slug}` === path) ?? null;
}

/** A sale page's canonical address: /{slug} when it is top-level, else /pages/{slug}. */
export function salePagePath(page: Pick<SalePage, "slug" | "topLevel">): string {
  return page.topLevel ? `/${page.slug}` : `/pages/${page.slug}`;
}
