/**
 * The site-configured claims of the legal and warranty pages: the warranty years,
 * the returns policy (days, km, fuel, free of liens) and the privacy timings, written as the
 * sentences the pages print, so each figure in the config reaches the page exactly once.
 */
import { formatCount } from "@/domain/format/price";

export type ReturnsPolicy = { days: number; maxKm: number; minFuel: "quarter" | "half" | "full" };
export type PrivacyTimings = { acknowledgeDays: number; accessDays: number; complaintDays: number };

const FUEL: Record<ReturnsPolicy["minFuel"], string> = {
  quarter: "at least a quarter tank of fuel",
  half: "at least half a tank of fuel",
  full: "a full tank of fuel",
};

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export function warrantyHeadline(years: number): string {
  return `${years}-year warranty`;
}

export function warrantySummary(years: number, dealer: string): string {
  return `Every eligible vehicle sold by ${dealer} comes with ${years} years of warranty cover, so you can drive away with confidence.`;
}

/** The conditions of the money-back or exchange promise, one per line; none without a policy. */
export function returnsPolicyLines(policy: ReturnsPolicy | null): string[] {
  if (!policy) return [];
  return [
    `${policy.days}-day money back or exchange guarantee.`,
    `The vehicle has been driven no more than ${formatCount(policy.maxKm)} km since purchase.`,
    `The vehicle is returned with ${FUEL[policy.minFuel]}.`,
    "The vehicle is free of liens and encumbrances.",
  ];
}

export function privacyTimingLines(t: PrivacyTimings): string[] {
  return [
    `We acknowledge a request to access your personal information within ${days(t.acknowledgeDays)}.`,
    `We give you access to the information within ${days(t.accessDays)} of your request.`,
    `We aim to resolve a privacy complaint within ${days(t.complaintDays)}.`,
  ];
}

/** Site-authored text: paragraphs separated by blank lines, whitespace inside tidied. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.length > 0);
}
