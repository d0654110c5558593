/**
 * What the browser keeps between visits, under keys prefixed with the site slug: the shopper's
 * details to prefill later forms, the last success category, the enquired car, the last car
 * viewed (written by the vehicle page as it opens), and this visit's
 * pages and campaign parameters for the lead payload (recorded on every page of the site by
 * VisitTracker, sent by every form). Storage can be missing or full; every call fails quietly.
 */
import type { ViewedCar } from "@/domain/car/viewed-car";
import { VISITED_PAGES_MAX } from "@/domain/leads/form-values";

export const STORED_USER_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;
export type StoredUser = Partial<Record<(typeof STORED_USER_FIELDS)[number], string>>;

const key = (slug: string, name: string) => `${slug}:${name}`;

function read<T>(storage: Storage | undefined, k: string): T | null {
  try {
    const raw = storage?.getItem(k);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, k: string, value: unknown): void {
  try {
    storage?.setItem(k, JSON.stringify(value));
  } catch {
    // Private mode or full storage: nothing to keep.
  }
}

const local = () => (typeof window === "undefined" ? undefined : window.localStorage);
const session = () => (typeof window === "undefined" ? undefined : window.sessionStorage);

export function storedUser(slug: string): StoredUser {
  return read<StoredUser>(local(), key(slug, "user")) ?? {};
}

export function rememberSuccess(
  slug: string,
  values: Record<string, string>,
  category: string,
  car: { id: number; slug: string; name: string } | null,
): void {
  const user: StoredUser = {};
  for (const f of STORED_USER_FIELDS) if (values[f]) user[f] = values[f];
  write(local(), key(slug, "user"), user);
  write(local(), key(slug, "success_category"), category);
  if (car) write(local(), key(slug, "enquired_car"), car);
}

/**
 * What a signed-in shopper keeps on their account becomes what the forms prefill: each given
 * field replaces the one remembered in this browser; `storage` is for tests.
 */
export function rememberShopper(
  slug: string,
  values: StoredUser,
  storage: Storage | undefined = local(),
): void {
  const user: StoredUser = { ...(read<StoredUser>(storage, key(slug, "user")) ?? {}) };
  for (const f of STORED_USER_FIELDS) if (values[f]) user[f] = values[f];
  write(storage, key(slug, "user"), user);
}

/** The last car opened on the site, under `{slug}:viewed_car`; `storage` is for tests. */
export function rememberViewedCar(
  slug: string,
  car: ViewedCar,
  storage: Storage | undefined = local(),
): void {
  write(storage, key(slug, "viewed_car"), car);
}

export { VISITED_PAGES_MAX };

/**
 * The visit's trail with `page` added: a reload (or a second effect of the same page) is the
 * page already last, and is not added again; only the last `max` pages are kept.
 */
export function withVisitedPage(
  pages: readonly string[],
  page: string,
  max = VISITED_PAGES_MAX,
): string[] {
  if (pages.at(-1) === page) return pages.slice(-max);
  return [...pages, page].slice(-max);
}

const CAMPAIGN_PARAM = /^(utm_|gclid$|fbclid$|msclkid$)/;

/**
 * Records a page of the visit under the site's own keys: the page (path and query) in the
 * trail, and the first campaign parameters seen (utm_*, gclid, fbclid, msclkid).
 * `storage` is the session's; tests pass their own.
 */
export function recordVisit(
  slug: string,
  pathname: string,
  search: string,
  storage: Storage | undefined = session(),
): void {
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  const trailKey = key(slug, "visited_pages");
  const pages = read<string[]>(storage, trailKey);
  const trail = withVisitedPage(Array.isArray(pages) ? pages : [], pathname + query);
  write(storage, trailKey, trail);
  const linked: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(query)) if (CAMPAIGN_PARAM.test(k)) linked[k] = v;
  if (Object.keys(linked).length > 0 && !read(storage, key(slug, "linked_query_params"))) {
    write(storage, key(slug, "linked_query_params"), linked);
  }
}

/** The trail of this visit on a site, oldest first. */
export function visitedPages(slug: string, storage: Storage | undefined = session()): string[] {
  const pages = read<unknown>(storage, key(slug, "visited_pages"));
  return Array.isArray(pages) ? pages.filter((p): p is string => typeof p === "string") : [];
}

export function visitFields(slug: string): Record<string, string> {
  return {
    visited_pages: JSON.stringify(visitedPages(slug)),
    linked_query_params: JSON.stringify(read(session(), key(slug, "linked_query_params")) ?? {}),
    page_url: typeof window === "undefined" ? "" : window.location.href,
  };
}
