/**
 * The analytics event of each lead, by form and car. The rules are a table; the first rule
 * that applies wins. Demo cars count as new, as dealers route them to new-car sales.
 */
import { isTestDriveOnly } from "@/domain/vehicle/ctas";
import type { CarType } from "../car/car";
import { CAREERS_CATEGORY } from "./careers";
import type { LeadKind } from "./lead";

export const LEAD_EVENT_IDS = {
  newCarEnquiry: 14,
  usedCarEnquiry: 15,
  testDriveNew: 17,
  usedTestDrive: 48,
  offerAccepted: 18,
  careerEnquiry: 51,
  generalEnquiry: 22,
  financeForm: 9,
} as const;

export type LeadEventInput = {
  kind: LeadKind;
  /** The category the shopper chose, before the careers conversion. */
  category: string;
  car: { car_type: CarType; tag: string | null } | null;
};

const RULES: readonly { when: (input: LeadEventInput) => boolean; id: number }[] = [
  {
    when: (i) => i.kind === "careers" || i.category === CAREERS_CATEGORY,
    id: LEAD_EVENT_IDS.careerEnquiry,
  },
  { when: (i) => i.kind === "finance", id: LEAD_EVENT_IDS.financeForm },
  {
    when: (i) =>
      i.kind === "test-drive" && i.car?.car_type === "used" && !isTestDriveOnly(i.car.tag),
    id: LEAD_EVENT_IDS.usedTestDrive,
  },
  { when: (i) => i.kind === "test-drive", id: LEAD_EVENT_IDS.testDriveNew },
  { when: (i) => i.car?.car_type === "used", id: LEAD_EVENT_IDS.usedCarEnquiry },
  { when: (i) => i.car !== null, id: LEAD_EVENT_IDS.newCarEnquiry },
];

export function leadEventId(input: LeadEventInput): number {
  return RULES.find((rule) => rule.when(input))?.id ?? LEAD_EVENT_IDS.generalEnquiry;
}
