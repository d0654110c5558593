"use server";
/**
 * The My Garage details form's server action: checks the fields (each optional, each valid when
 * given) and stores them on the signed-in shopper of the request's site. Without JavaScript the
 * browser posts the form and gets the page again with the answer.
 */
import { headers } from "next/headers";
import { getDatabase } from "@/data/db.server";
import { saveShopperDetails } from "@/data/repositories/watchlist";
import {
  DETAIL_FIELDS,
  type DetailField,
  readShopperDetails,
} from "@/domain/account/shopper-details";
import { resolveRequestSite } from "@/features/site/server";
import { currentShopper } from "../current-shopper.server";
import type { DetailsFormState } from "./details-state";

export async function saveDetailsAction(
  _previous: DetailsFormState,
  form: FormData,
): Promise<DetailsFormState> {
  const values: Partial<Record<DetailField, string>> = {};
  for (const field of DETAIL_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 300);
  }
  const site = resolveRequestSite(await headers());
  const shopper = site.ok ? await currentShopper(site.slug) : null;
  if (!site.ok || !shopper) return { status: "signed-out" };
  const read = readShopperDetails(values);
  if (!read.ok) return { status: "invalid", errors: read.fields, values };
  await saveShopperDetails(await getDatabase(), { slug: site.slug }, shopper.id, read.value);
  return { status: "saved", values };
}
