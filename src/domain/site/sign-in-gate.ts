/**
 * Sign-in gating: a visitor who is not signed in and opens a gated journey is sent to
 * /sign-in?type={type}&redirect={target}&back={origin}, so that sign-in can bring them to the
 * target (or back where they came from); a signed-in shopper goes straight to the target. Which
 * journeys are gated is the site's choice, except the my-garage pages, which always are.
 */

/** The sign-in page's `type` values, one per gated journey kind. */
export const SIGN_IN_TYPES = [
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "online-payment",
  "car-finance",
  "my-garage",
  "watchlist",
  "saved-search",
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

/** The journeys a site may gate, each with the sign-in type it is sent with. */
export const GATED_JOURNEY_TYPES = {
  checkout: "checkout",
  finance: "finance",
  tradeIn: "trade-in",
  // Selling a car outright is a trade-in without a car bought: the same sign-in type.
  sellMyCar: "trade-in",
  carFinance: "car-finance",
  spinToWin: "spin-to-win",
  onlinePayment: "online-payment",
} as const satisfies Record<string, SignInType>;
export type GatedJourney = keyof typeof GATED_JOURNEY_TYPES;

/** The site's switches: which journeys need sign-in, and its my-garage pages (always gated). */
export type Gating = Record<GatedJourney, boolean> & { garagePaths: readonly string[] };

export const SIGN_IN_PATH = "/sign-in";

/** The sign-in address for a journey; `back` is left out when the origin is not known. */
export function signInHref(type: SignInType, redirect: string, back: string | null = null): string {
  const query = new URLSearchParams({ type, redirect });
  if (back !== null) query.set("back", back);
  return `${SIGN_IN_PATH}?${query.toString()}`;
}

/** A page's own address with its query, as the target sign-in brings the visitor back to. */
export function targetOf(path: string, query: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, one);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export type Visitor = { signedIn: boolean };

/** Where a visitor opening `target` of a journey must go first: sign-in, or nowhere (null). */
export function signInGate(
  gating: Gating,
  journey: GatedJourney,
  target: string,
  visitor: Visitor,
  back: string | null = null,
): string | null {
  if (visitor.signedIn || !gating[journey]) return null;
  return signInHref(GATED_JOURNEY_TYPES[journey], target, back);
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The journey of each fixed address whose page asks the gate (finance pages name their own). */
const JOURNEY_PAGES: readonly (readonly [RegExp, GatedJourney])[] = [
  [/^\/(?:cars\/)?trade-in$/, "tradeIn"],
  [/^\/sell-my-car$/, "sellMyCar"],
  [/^\/checkout-journey$/, "checkout"],
  [/^\/cars\/[^/]+\/(?:checkout|buy-online)$/, "checkout"],
  [/^\/spin-to-win$/, "spinToWin"],
  [/^\/online-payment$/, "onlinePayment"],
];

/**
 * Whether the site sends a visitor who is not signed in from `path` to sign-in: a my-garage page
 * always, a journey's page where the site gates that journey. `journey` names the journey of a
 * page the table does not know (a finance page's own).
 */
export function isGatedPath(
  gating: Gating,
  path: string,
  journey: GatedJourney | null = null,
): boolean {
  const bare = trimSlash(path.split(/[?#]/)[0]!);
  if (isGaragePath(gating, bare)) return true;
  const own = journey ?? JOURNEY_PAGES.find(([pattern]) => pattern.test(bare))?.[1] ?? null;
  return own !== null && gating[own];
}

/** Whether a path is one of the site's my-garage pages (a trailing slash does not matter). */
export function isGaragePath(gating: Pick<Gating, "garagePaths">, path: string): boolean {
  return gating.garagePaths.some((garage) => trimSlash(garage) === trimSlash(path));
}

/** A my-garage page sends every visitor who is not signed in to sign-in (type=my-garage). */
export function garageGate(target: string, visitor: Visitor, back: string | null = null) {
  return visitor.signedIn ? null : signInHref("my-garage", target, back);
}

/**
 * The page a visitor came from, as a path on this site, from the Referer and the Host the
 * request named: null when the referrer is missing, malformed, or another site.
 */
export function sameSiteOrigin(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host.toLowerCase() ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
