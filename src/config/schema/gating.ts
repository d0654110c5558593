/**
 * Which journeys need sign-in. An anonymous visitor opening a gated route goes to
 * /sign-in?type={type}&redirect={target}&back={origin}. The my-garage pages are always gated,
 * so they are not a switch: only their paths are configured.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { isUnique, sitePath } from "./primitives";

const GATED =
  "2 §6 Which of these are gated depends on dealer feature switches; 2 §4 Gated journeys";
const gate = (journey: string) =>
  z
    .boolean()
    .default(false)
    .meta(doc(`Sign-in required for ${journey}.`, GATED));

export const gatingSchema = z
  .strictObject({
    checkout: gate("the reserve/checkout journey (type=checkout)"),
    finance: gate("the finance pages (type=finance)"),
    tradeIn: gate("the trade-in journey (type=trade-in)"),
    sellMyCar: gate("/sell-my-car"),
    spinToWin: gate("/spin-to-win (type=spin-to-win)"),
    onlinePayment: gate("/online-payment (type=online-payment)"),
    carFinance: gate("the credit-check finance route (type=car-finance)"),
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
          "My-garage pages, always gated: /my-garage plus brand garage pages such as /mymotorama.",
          "2 §2 /my-garage and the brand garage pages are always gated; 2 §6",
        ),
      ),
  })
  .prefault({});
