/**
 * A site's demo blueprint: its dealerships, their locations (real suburbs, invented street
 * numbers) and how much stock of which kind each holds. The builders turn these into domain rows.
 */

import type { LocationType } from "@/domain/location/location";
import type { Backdrop, LocationPhotoVariant } from "@/photos/photo-catalogue";
import type { ModelLine } from "../catalogue/catalogue-types";

export type AuState = "QLD" | "NSW" | "VIC" | "SA" | "WA" | "TAS" | "ACT" | "NT";
export type HoursPreset = "sales" | "used" | "service" | "parts" | "caravan";

export type LocationBlueprint = {
  name: string;
  slug: string;
  type: LocationType;
  subtype?: string;
  primary?: boolean;
  street: string;
  city: string;
  state: AuState;
  postcode: string;
  lat: number;
  long: number;
  /** Eight local digits; the builder formats them as +61 n nnnn nnnn. */
  phone: string;
  hours: HoursPreset;
  photo: LocationPhotoVariant;
  /** Share of the dealership's stock parked here (sales/used locations only). */
  stockShare?: number;
};

export type LenderKind = "nissan" | "manual" | "taurus" | "360" | "angle";

export type DealershipBlueprint = {
  name: string;
  slug: string;
  make: string | null;
  manufacturers: string[];
  /** Stock number prefix, unique per dealership. */
  stockPrefix: string;
  backdrop: Backdrop;
  locations: LocationBlueprint[];
  stock: { new: number; demo: number; used: number };
  /** Lines for new and demo stock (the franchise); used stock draws from usedLines. */
  newLines: ModelLine[];
  usedLines: ModelLine[];
  caravans?: boolean;
  certifiedShare: number;
  lenders: { new?: LenderKind; used?: LenderKind };
  rating: number;
};

export type SiteBlueprint = { slug: string; name: string; dealerships: DealershipBlueprint[] };

export const TIME_ZONES: Record<AuState, string> = {
  QLD: "Australia/Brisbane",
  NSW: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  SA: "Australia/Adelaide",
  WA: "Australia/Perth",
  TAS: "Australia/Hobart",
  ACT: "Australia/Sydney",
  NT: "Australia/Darwin",
};

export const AREA_CODES: Record<AuState, string> = {
  QLD: "7",
  NSW: "2",
  ACT: "2",
  VIC: "3",
  TAS: "3",
  SA: "8",
  WA: "8",
  NT: "8",
};
