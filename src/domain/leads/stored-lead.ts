/**
 * The part of a lead kept as one JSON document: everything the shopper said and what the lead
 * was about, as it was when sent. The columns beside it hold what is searched or constrained.
 */
import type { Lead } from "./lead";

export type StoredLeadData = Pick<
  Lead,
  | "contact"
  | "comments"
  | "opt_in"
  | "car"
  | "place"
  | "trade_in"
  | "finance"
  | "reserve"
  | "extra"
  | "payload"
>;

/** A lead as it is about to be stored: everything but what the database assigns. */
export type NewLead = Omit<Lead, "created_at" | "delivery_status">;

export function storedData(lead: NewLead): StoredLeadData {
  const { contact, comments, opt_in, car, place, trade_in, finance, reserve, extra, payload } =
    lead;
  return { contact, comments, opt_in, car, place, trade_in, finance, reserve, extra, payload };
}
