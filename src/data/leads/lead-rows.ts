/** Mapping between the Lead domain type and its row (the JSON document plus searchable columns). */
import type { Lead } from "@/domain/leads/lead";
import { type NewLead, storedData } from "@/domain/leads/stored-lead";
import type { leads } from "../schema";

type LeadRow = typeof leads.$inferSelect;

export function rowToLead(row: LeadRow, siteSlug: string): Lead {
  return {
    ...row.data,
    id: row.id,
    reference: row.reference,
    site_slug: siteSlug,
    kind: row.kind,
    category: row.category,
    subcategory: row.subcategory,
    appointment_at: row.appointmentAt,
    created_at: row.createdAt,
    delivery_status: row.deliveryStatus,
    ...(row.isTest ? { is_test: true } : {}),
  };
}

export function leadToRow(lead: NewLead, siteId: number, idempotencyKey: string) {
  return {
    id: lead.id,
    reference: lead.reference,
    siteId,
    idempotencyKey,
    kind: lead.kind,
    category: lead.category,
    subcategory: lead.subcategory,
    dealershipId: lead.place.dealership?.id ?? null,
    locationId: lead.place.location?.id ?? null,
    carId: lead.car?.id ?? null,
    email: lead.contact.email,
    phone: lead.contact.phone,
    appointmentAt: lead.appointment_at,
    data: storedData(lead),
    isTest: lead.is_test === true,
  } satisfies typeof leads.$inferInsert;
}
