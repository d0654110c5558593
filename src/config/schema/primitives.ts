/** Small value schemas shared by the site-config groups. */
import { z } from "zod";
import { CAR_TYPES } from "@/domain/car/car";

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by '-'");

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");

/** A path on the site itself, e.g. "/finance". */
export const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with '/'");

export const httpUrl = z.string().regex(/^https?:\/\/\S+$/, "must be an http(s) address");

/** A link target: a path on this site or an external address. */
export const href = z.union([sitePath, httpUrl], {
  error: "must be a site path or http(s) address",
});

/** Dollars, never negative. */
export const money = z.number().min(0);

/** A percentage such as an interest rate (6.29 means 6.29 % p.a.). */
export const percent = z.number().min(0).max(100);

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-06-15");

/** Australian postcodes are exactly 4 digits. */
export const postcode = z.string().regex(/^\d{4}$/, "must be a 4-digit postcode");

export const carType = z.enum(CAR_TYPES);

export const australianState = z.enum(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]);

export const nonEmpty = z.string().trim().min(1);

/** True when a list holds no value twice; used by the list refinements. */
export function isUnique(values: readonly unknown[]): boolean {
  return new Set(values.map((v) => JSON.stringify(v))).size === values.length;
}
