/**
 * What the browser keeps between visits, under keys prefixed with the site slug (spec 1 §9,
 * 2 §3): the shopper's details to prefill later forms, the last success category, the enquired
 * car, and this visit's pages and campaign parameters for the lead payload. Storage can be
 * missing or full; every call fails quietly.
 */
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

/** Records this page in the visit's trail and keeps the first campaign parameters seen. */
export function trackVisit(slug: string): void {
  if (typeof window === "undefined") return;
  const pages = read<string[]>(session(), key(slug, "visited_pages")) ?? [];
  const here = window.location.pathname + window.location.search;
  if (pages.at(-1) !== here)
    write(session(), key(slug, "visited_pages"), [...pages, here].slice(-20));
  const params = new URLSearchParams(window.location.search);
  const linked: Record<string, string> = {};
  for (const [k, v] of params) if (/^(utm_|gclid$|fbclid$|msclkid$)/.test(k)) linked[k] = v;
  if (Object.keys(linked).length > 0 && !read(session(), key(slug, "linked_query_params"))) {
    write(session(), key(slug, "linked_query_params"), linked);
  }
}

export function visitFields(slug: string): Record<string, string> {
  return {
    visited_pages: JSON.stringify(read<string[]>(session(), key(slug, "visited_pages")) ?? []),
    linked_query_params: JSON.stringify(read(session(), key(slug, "linked_query_params")) ?? {}),
    page_url: typeof window === "undefined" ? "" : window.location.href,
  };
}
