/** The name each lead form goes by in the console's filters, lists and CSV. */
import type { DeliveryStatus, LeadKind } from "../leads/lead";

const FORM_LABELS: Partial<Record<LeadKind, string>> = {
  enquiry: "General enquiry",
  "car-enquiry": "Car enquiry",
  "request-photos": "Photo request",
  "test-drive": "Test drive",
  finance: "Finance",
  "trade-in": "Trade-in",
  reserve: "Reservation",
  careers: "Careers",
  parts: "Parts",
  service: "Service",
};

/** A form's name; a form without one here is named by its kind, "checkout" as "Checkout". */
export function formLabel(kind: LeadKind): string {
  return FORM_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, " ");
}

export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};
