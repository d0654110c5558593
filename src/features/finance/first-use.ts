/**
 * Analytics event 26 (finance calculator first use): sent once per page view, on the
 * first change to any calculator, however many calculators the page shows (the vehicle page has
 * the section's and the sidebar's).
 */
import { pushDataLayer } from "@/features/analytics";

export const FINANCE_CALCULATOR_EVENT = 26;

let reported = false;

export function reportFirstUse(carId: number | null): void {
  if (reported) return;
  reported = true;
  pushDataLayer(FINANCE_CALCULATOR_EVENT, carId === null ? {} : { car_id: carId });
}
