/**
 * Who may use a site's console and what each may see and do. Staff are listed in the site's
 * configuration by email with a role; an email is compared trimmed and in lower case. A member
 * with locations sees only the leads of those locations; a sales member without locations sees
 * no leads at all, while owners and managers without locations see every lead of the site.
 * Leads with no location are seen only by members who see the whole site.
 * Every member reads the site's stock; only owners and managers hide or show a car or upload a
 * feed. A member with locations sees only those locations' cars; any other member sees all of
 * the site's cars (stock is public knowledge, unlike a shopper's lead).
 * Every member sees the health of lead delivery; only owners and managers send a test lead.
 */

export const STAFF_ROLES = ["owner", "manager", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffMember = { email: string; role: StaffRole; locations?: readonly string[] };

export type LeadScope = { kind: "site" } | { kind: "locations"; slugs: readonly string[] };

export type ConsoleAction =
  | "read-leads"
  | "retry-delivery"
  | "change-follow-up"
  | "read-audit"
  | "read-stock"
  | "change-stock"
  | "read-delivery"
  | "send-test-lead";

/** Which roles may do each console action (the lead scope limits which leads). */
const ALLOWED: Record<ConsoleAction, readonly StaffRole[]> = {
  "read-leads": ["owner", "manager", "sales"],
  "retry-delivery": ["owner", "manager", "sales"],
  "change-follow-up": ["owner", "manager", "sales"],
  "read-audit": ["owner"],
  "read-stock": ["owner", "manager", "sales"],
  "change-stock": ["owner", "manager"],
  "read-delivery": ["owner", "manager", "sales"],
  "send-test-lead": ["owner", "manager"],
};

/** An email as staff addresses are compared: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The member of `staff` with this email, or null. */
export function findStaff(staff: readonly StaffMember[], email: string): StaffMember | null {
  const wanted = normaliseEmail(email);
  return staff.find((member) => normaliseEmail(member.email) === wanted) ?? null;
}

export function mayDo(member: StaffMember, action: ConsoleAction): boolean {
  return ALLOWED[action].includes(member.role);
}

/** The leads a member sees. */
export function leadScope(member: StaffMember): LeadScope {
  if (member.locations && member.locations.length > 0)
    return { kind: "locations", slugs: [...member.locations] };
  return member.role === "sales" ? { kind: "locations", slugs: [] } : { kind: "site" };
}

/** Whether a lead at `locationSlug` (null: no location) is in the scope. */
export function inLeadScope(scope: LeadScope, locationSlug: string | null): boolean {
  if (scope.kind === "site") return true;
  return locationSlug !== null && scope.slugs.includes(locationSlug);
}

/** The cars a member sees on the stock page (cars without a location only with the whole site). */
export function stockScope(member: StaffMember): LeadScope {
  if (member.locations && member.locations.length > 0)
    return { kind: "locations", slugs: [...member.locations] };
  return { kind: "site" };
}
