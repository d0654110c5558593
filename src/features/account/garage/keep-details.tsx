"use client";
/**
 * My Garage hands the shopper's kept details and number to this browser's form memory, so that
 * every enquiry form on the site starts filled in. Renders nothing.
 */
import { useEffect } from "react";
import { rememberShopper } from "@/features/leads";

export function KeepDetailsForForms({
  siteSlug,
  values,
}: {
  siteSlug: string;
  values: Partial<Record<"name" | "last_name" | "email" | "phone" | "postcode", string>>;
}) {
  useEffect(() => {
    rememberShopper(siteSlug, values);
  }, [siteSlug, values]);
  return null;
}
