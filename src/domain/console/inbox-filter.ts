/**
 * The leads inbox's address <-> filter: every filter is a plain query parameter, so the inbox is
 * a GET form that works without JavaScript and its address can be shared. A value that is not
 * valid is dropped (the filter falls back to showing more, never to an error page). Dates are
 * whole days in the site's time zone, both ends included. Test leads are left out unless
 * `test` asks for them ('include' beside the real ones, 'only' by themselves).
 */
import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { DELIVERY_STATUSES, LEAD_KINDS } from "../leads/lead";
import { FOLLOW_UP_STATES } from "./follow-up";

export const INBOX_PAGE_SIZE = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => {
    const [y, m, d] = text.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  });

/** Each field alone: a bad one becomes undefined without spoiling the others. */
const FIELDS = {
  form: z.enum(LEAD_KINDS),
  location: z.string().regex(/^[a-z0-9-]{1,100}$/),
  delivery: z.enum(DELIVERY_STATUSES),
  followUp: z.enum(FOLLOW_UP_STATES),
  from: day,
  to: day,
  q: z
    .string()
    .transform((text) => text.trim().replace(/\s+/g, " ").slice(0, 100))
    .pipe(z.string().min(1)),
  test: z.enum(["include", "only"]),
  page: z.coerce.number().int().min(1).max(10_000),
} as const;

type Fields = typeof FIELDS;
export type InboxFilter = { [K in keyof Fields]?: z.output<Fields[K]> };
const KEYS = Object.keys(FIELDS) as (keyof Fields)[];

/** The filter a query string names; unknown and invalid parameters are ignored. */
export function parseInboxFilter(query: URLSearchParams): InboxFilter {
  const filter: Record<string, unknown> = {};
  for (const key of KEYS) {
    const parsed = FIELDS[key].safeParse(query.get(key) ?? undefined);
    if (parsed.success) filter[key] = parsed.data;
  }
  return filter as InboxFilter;
}

/** The query string of a filter (without "?"), keys in a fixed order, page 1 left out. */
export function inboxQuery(filter: InboxFilter): string {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = filter[key];
    if (value === undefined || (key === "page" && value === 1)) continue;
    query.set(key, String(value));
  }
  return query.toString();
}

export function inboxHref(path: string, filter: InboxFilter): string {
  const query = inboxQuery(filter);
  return query ? `${path}?${query}` : path;
}

/** The instants the filter's days cover: from the first day's start to the day after the last. */
export function dateBounds(
  filter: Pick<InboxFilter, "from" | "to">,
  timeZone: string,
): { since: Date | null; until: Date | null } {
  const start = (text: string, plusDays: number) => {
    const [y, m, d] = text.split("-").map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d + plusDays, timeZone).getTime());
  };
  return {
    since: filter.from ? start(filter.from, 0) : null,
    until: filter.to ? start(filter.to, 1) : null,
  };
}

/** What the search box may hold: digits of a phone are searched without spaces. */
export function searchTerms(q: string): { text: string; digits: string | null } {
  const raw = q.replace(/[\s()+-]/g, "");
  // +61 4xx … is stored as 04xx …
  const digits = /^61\d{9}$/.test(raw) ? `0${raw.slice(2)}` : raw;
  return { text: q.toLowerCase(), digits: /^\d{3,}$/.test(digits) ? digits : null };
}
