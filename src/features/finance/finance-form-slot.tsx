/**
 * Where the finance form goes: on the finance pages (#finance-form) and in the 'Finance Enquiry'
 * modal. The form itself belongs to the leads feature (FinanceEnquiryForm, lead kind
 * 'finance'); until it is published this slot offers the way to the finance page's form, and
 * the prefill below is what the form is to start from.
 */
import Link from "next/link";
import type { FinanceLinkParams } from "./finance-link";

/** Starting values for the finance form from a finance link and the calculator. */
export function financeFormPrefill(link: FinanceLinkParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (link.car_id !== null) out.car_id = String(link.car_id);
  if (link.vehiclePriceBudget !== null) out.amount = String(link.vehiclePriceBudget);
  if (link.preferredDealership !== null) out.preferred_dealership = link.preferredDealership;
  if (link.car_type !== null) out.car_type = link.car_type;
  if (link.vin !== null) out.vin = link.vin;
  return out;
}

type Props = {
  /** The finance page's form, for the modal's way through. */
  href?: string;
  className?: string;
};

export function FinanceFormSlot({ href, className = "" }: Props) {
  return (
    <div className={`space-y-3 ${className}`}>
      <p>
        Tell us a little about yourself and the car you are after, and our finance team will come
        back to you with options that suit your budget.
      </p>
      {href ? (
        <Link
          href={href}
          className="inline-block rounded-brand bg-brand px-4 py-2 font-semibold text-brand-contrast"
        >
          Continue to the finance application
        </Link>
      ) : null}
    </div>
  );
}
