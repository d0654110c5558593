/** POST /api/checkout-journey: one step of the online purchase (see handle-checkout.ts). */
import { handleCheckoutPost } from "@/features/leads/checkout/handle-checkout";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/checkout-journey">,
) {
  return handleCheckoutPost(request, await getCurrentSite((await params).site));
}
