/**
 * The console's lead services: the inbox page, the CSV of the same filter, a lead's page (which
 * marks it seen), sending it again and moving its follow-up on. Each takes the signed-in member
 * and checks what the role allows and which leads the member sees; a lead outside them is
 * "not found", never "forbidden", so its existence is not told.
 */

import { type AuditEntry, listAudit } from "@/data/console/audit";
import {
  type ConsoleLead,
  changeFollowUp,
  exportInbox,
  findConsoleLead,
  type InboxRow,
  listInbox,
  markLeadSeen,
  retryLeadDelivery,
  siteTimeZone,
  type Viewer,
  viewerLocations,
} from "@/data/console/console-leads";
import type { Database } from "@/data/db";
import { csvDateTimeIn } from "@/domain/console/console-time";
import { CSV_BOM, csvLine } from "@/domain/console/csv";
import { FOLLOW_UP_LABELS, type FollowUpChange } from "@/domain/console/follow-up";
import {
  dateBounds,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  parseInboxFilter,
} from "@/domain/console/inbox-filter";
import {
  type ConsoleAction,
  leadScope,
  mayDo,
  normaliseEmail,
  type StaffMember,
} from "@/domain/console/staff";

export type ConsoleDeps = {
  db: Database;
  site: { slug: string; dealershipIds: readonly number[] };
  now: Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member's view of the site, or null when the role may not do `action`. */
function viewerFor(deps: ConsoleDeps, member: StaffMember, action: ConsoleAction): Viewer | null {
  return mayDo(member, action) ? { site: deps.site, scope: leadScope(member) } : null;
}

export type InboxPage = {
  filter: InboxFilter;
  rows: InboxRow[];
  total: number;
  page: number;
  pages: number;
  locations: { slug: string; name: string }[];
  timeZone: string;
};

export async function loadInbox(
  deps: ConsoleDeps,
  member: StaffMember,
  query: URLSearchParams,
): Promise<InboxPage | null> {
  const viewer = viewerFor(deps, member, "read-leads");
  if (!viewer) return null;
  const filter = parseInboxFilter(query);
  const timeZone = await siteTimeZone(deps.db, deps.site.dealershipIds);
  const page = filter.page ?? 1;
  const [{ rows, total }, locations] = await Promise.all([
    listInbox(
      deps.db,
      viewer,
      { ...filter, ...dateBounds(filter, timeZone) },
      { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE },
    ),
    viewerLocations(deps.db, viewer, deps.site.dealershipIds),
  ]);
  return {
    filter,
    rows,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    locations,
    timeZone,
  };
}

const CSV_HEADER = [
  "Received",
  "Reference",
  "Form",
  "Category",
  "Name",
  "Email",
  "Phone",
  "Postcode",
  "Location",
  "Car",
  "Stock number",
  "Delivery",
  "Follow-up",
  "Seen",
  "Comments",
];

/** The filtered leads as CSV (every page of them), or null when the role may not read leads. */
export async function inboxCsv(
  deps: ConsoleDeps,
  member: StaffMember,
  query: URLSearchParams,
): Promise<string | null> {
  const viewer = viewerFor(deps, member, "read-leads");
  if (!viewer) return null;
  const filter = parseInboxFilter(query);
  const timeZone = await siteTimeZone(deps.db, deps.site.dealershipIds);
  const rows = await exportInbox(deps.db, viewer, { ...filter, ...dateBounds(filter, timeZone) });
  const csvDateTime = csvDateTimeIn(timeZone);
  const lines = rows.map((row) =>
    csvLine([
      csvDateTime(row.createdAt),
      row.reference,
      row.kind,
      row.category,
      row.name,
      row.email,
      row.phone,
      row.postcode,
      row.location,
      row.car,
      row.stocknum,
      row.deliveryStatus,
      FOLLOW_UP_LABELS[row.followUpState],
      row.seenAt ? csvDateTime(row.seenAt) : "",
      row.comments,
    ]),
  );
  return CSV_BOM + csvLine(CSV_HEADER) + lines.join("");
}

/** A lead's page: the lead if the member sees it, marked seen by them the first time. */
export async function openLead(
  deps: ConsoleDeps,
  member: StaffMember,
  id: string,
): Promise<(ConsoleLead & { timeZone: string }) | null> {
  const viewer = viewerFor(deps, member, "read-leads");
  if (!viewer || !UUID.test(id)) return null;
  await markLeadSeen(deps.db, viewer, id, normaliseEmail(member.email), deps.now);
  const found = await findConsoleLead(deps.db, viewer, id);
  return found
    ? { ...found, timeZone: await siteTimeZone(deps.db, deps.site.dealershipIds) }
    : null;
}

/** Queues the lead's dealer deliveries again; false when the member has no such lead or may not. */
export async function retryDelivery(
  deps: ConsoleDeps,
  member: StaffMember,
  id: string,
): Promise<boolean> {
  const viewer = viewerFor(deps, member, "retry-delivery");
  if (!viewer || !UUID.test(id)) return false;
  return retryLeadDelivery(deps.db, viewer, {
    id,
    email: normaliseEmail(member.email),
    now: deps.now,
  });
}

export async function moveFollowUp(
  deps: ConsoleDeps,
  member: StaffMember,
  id: string,
  change: FollowUpChange,
): Promise<boolean> {
  const viewer = viewerFor(deps, member, "change-follow-up");
  if (!viewer || !UUID.test(id)) return false;
  return changeFollowUp(deps.db, viewer, {
    id,
    ...change,
    email: normaliseEmail(member.email),
    now: deps.now,
  });
}

/** The site's audit log, newest first, for owners only (null for anyone else). */
export async function loadAudit(
  deps: ConsoleDeps,
  member: StaffMember,
  limit = 200,
): Promise<{ entries: AuditEntry[]; timeZone: string } | null> {
  if (!mayDo(member, "read-audit")) return null;
  const [entries, timeZone] = await Promise.all([
    listAudit(deps.db, deps.site, { limit, offset: 0 }),
    siteTimeZone(deps.db, deps.site.dealershipIds),
  ]);
  return { entries, timeZone };
}
