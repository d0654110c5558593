/** POST /api/online-payment: the online payment page's form (see handle-online-payment.ts). */
import { handleOnlinePayment } from "@/features/leads/online-payment/handle-online-payment";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function POST(
  request: Request,
  { params }: RouteContext<"/[site]/api/online-payment">,
) {
  return handleOnlinePayment(request, await getCurrentSite((await params).site));
}
