import "server-only";
/**
 * The console member of a page request, read once per request from the staff cookie: null
 * without a cookie, with an ended or expired session, with another site's session (a cookie
 * copied from another dealer's host is nobody here), or when the site's configuration no longer
 * lists them. Console pages call requireStaff, which sends anyone else to the sign-in page.
 */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { readCookie } from "@/domain/account/cookies";
import type { StaffMember } from "@/domain/console/staff";
import { type CurrentSite, getCurrentSite } from "@/features/site/server";
import { type ConsoleContext, consoleContext } from "./console-services.server";
import { sessionStaff } from "./staff-sign-in";

export type StaffRequest = { site: CurrentSite; member: StaffMember; context: ConsoleContext };

export const currentStaff = cache(async (slug: string): Promise<StaffRequest | null> => {
  const bag = await headers();
  const token = readCookie(bag.get("cookie"), "staff");
  if (!token) return null;
  const site = await getCurrentSite(slug);
  const context = await consoleContext(site, bag);
  const member = await sessionStaff(context.staffDeps, token);
  return member ? { site, member, context } : null;
});

export async function requireStaff(slug: string): Promise<StaffRequest> {
  const staff = await currentStaff(slug);
  if (!staff) redirect("/admin/sign-in");
  return staff;
}
