/**
 * Which journeys need sign-in. A visitor who is not signed in and opens a gated journey's page
 * goes to /sign-in?type={type}&redirect={target}&back={origin} (domain/site/sign-in-gate.ts). The
 * my-garage pages are always gated, so they are not a switch: only their paths are configured.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { isUnique, sitePath } from "./primitives";

const gate = (journey: string) =>
  z
    .boolean()
    .default(false)
    .meta(doc(`Sign-in required for ${journey}.`));

export const gatingSchema = z
  .strictObject({
    checkout: gate(
      "reserving or buying a car online: the reserve route and /checkout-journey (type=checkout)",
    ),
    finance: gate(
      "the finance pages: the site's finance page (finance.financeLinkPath) and /finance-pre-approval (type=finance)",
    ),
    tradeIn: gate("the trade-in pages /trade-in and /cars/trade-in (type=trade-in)"),
    sellMyCar: gate("/sell-my-car (type=trade-in)"),
    carFinance: gate(
      "the credit-check finance route: personalised finance at /personalised/finance (type=car-finance)",
    ),
    spinToWin: gate("the spin-to-win page /spin-to-win (type=spin-to-win)"),
    onlinePayment: gate("the online payment page /online-payment (type=online-payment)"),
    garagePaths: z
      .array(sitePath)
      .default(["/my-garage"])
      .refine(
        (paths) => paths.includes("/my-garage"),
        "must include /my-garage, which is always gated",
      )
      .refine(isUnique, "must not list a path twice")
      .meta(
        doc(
          "My-garage pages, always gated: each sends a visitor who is not signed in to /sign-in?type=my-garage. /my-garage plus brand garage pages such as /mymotorama.",
        ),
      ),
  })
  .prefault({});
