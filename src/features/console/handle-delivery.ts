/**
 * POST /admin/delivery/test-lead: an owner or manager sends a test lead through the real
 * delivery path, then comes back to the delivery page, which names it. A post from another
 * site's page is refused; a member whose role may not send one gets a 404, as for anything
 * outside their view.
 */

import { readCookie } from "@/domain/account/cookies";
import { readFields } from "@/features/platform";
import { isSameOrigin } from "@/lib/origin";
import { CROSS_SITE_TEXT } from "./console-copy";
import type { ConsoleContext } from "./console-services.server";
import { type HealthDeps, requestTestLead } from "./delivery-health";
import { sessionStaff } from "./staff-sign-in";

const NO_STORE = "private, no-store";

const answer = (status: number, body: string | null, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "cache-control": NO_STORE, ...headers } });

export async function handleTestLead(
  request: Request,
  context: ConsoleContext,
  deps: HealthDeps,
): Promise<Response> {
  if (!isSameOrigin(request.headers, context.trustProxy))
    return answer(403, CROSS_SITE_TEXT, { "content-type": "text/plain; charset=utf-8" });
  const body = await readFields(request, 1024);
  if (!body.ok) return body.response;
  const member = await sessionStaff(
    context.staffDeps,
    readCookie(request.headers.get("cookie"), "staff"),
  );
  if (!member) return answer(303, null, { location: "/admin/sign-in" });
  const sent = await requestTestLead(deps, member);
  if (!sent) return answer(404, "Not found", { "content-type": "text/plain; charset=utf-8" });
  return answer(303, null, {
    location: `/admin/delivery?sent=${encodeURIComponent(sent.reference)}`,
  });
}
