/**
 * What each lead form asks and sends, as one table (rules as data). The schema, the
 * category a lead is filed under and the analytics event all read it, so a new form is a row.
 */
import type { CarType } from "../car/car";
import type { LeadKind } from "./lead";
import { REQUEST_PHOTOS_MESSAGE } from "./messages";

/** Fields beyond the contact block that a form may require. */
export type ExtraField =
  | "car_id"
  | "year"
  | "make"
  | "model"
  | "km"
  | "position"
  | "part"
  | "payment";

export type KindRules = {
  /** Category when the form has no category select (a car form refines it by car type). */
  category: string;
  /** "site": required unless the site turns it off (forms.commentsRequired); else optional. */
  comments: "site" | "optional";
  /** Sent when the shopper writes nothing (the request-photos form's hidden default text). */
  defaultComments: string;
  required: readonly ExtraField[];
  /** The ADF vehicle interest of the lead's car. */
  interest: "buy" | "test-drive" | "trade-in";
  /** The lead takes a deposit and marks its car reserved: only a reservable car may have one. */
  holdsCar: boolean;
};

const rules = (r: Partial<KindRules> & Pick<KindRules, "category">): KindRules => ({
  comments: "optional",
  defaultComments: "",
  required: [],
  interest: "buy",
  holdsCar: false,
  ...r,
});

export const KIND_RULES: Record<LeadKind, KindRules> = {
  enquiry: rules({ category: "General Enquiry", comments: "site" }),
  "car-enquiry": rules({ category: "General Enquiry", comments: "site", required: ["car_id"] }),
  "request-photos": rules({
    category: "General Enquiry",
    defaultComments: REQUEST_PHOTOS_MESSAGE,
    required: ["car_id"],
  }),
  "test-drive": rules({ category: "Test Drive", interest: "test-drive" }),
  finance: rules({ category: "Finance Enquiry" }),
  "trade-in": rules({
    category: "Trade-In Enquiry",
    required: ["year", "make", "model", "km"],
    interest: "trade-in",
  }),
  reserve: rules({
    category: "Reserve Enquiry",
    required: ["car_id", "payment"],
    holdsCar: true,
  }),
  // An online purchase: the car, the deposit's payment, and the buyer's answers in the comments.
  checkout: rules({
    category: "Online Purchase",
    required: ["car_id", "payment"],
    holdsCar: true,
  }),
  // A payment from the online payment page: the reference and amount in the comments.
  payment: rules({ category: "Online Payment", required: ["payment"] }),
  careers: rules({ category: "Careers Enquiry", required: ["position"] }),
  parts: rules({ category: "Parts Enquiry", required: ["part"] }),
  service: rules({ category: "Service Enquiry", comments: "site" }),
};

/** Car forms are filed by the car's type, as dealers route new and used enquiries apart. */
const CAR_CATEGORY: Record<CarType, string> = {
  new: "New Car Enquiry",
  demo: "New Car Enquiry",
  used: "Used Car Enquiry",
};

/**
 * The category a lead is filed under: the shopper's choice when the form offered one, else the
 * kind's own; an enquiry about a car of a general kind takes the car's category.
 */
export function leadCategory(
  kind: LeadKind,
  chosen: string | null,
  carType: CarType | null,
): string {
  if (chosen) return chosen;
  const own = KIND_RULES[kind].category;
  if (carType && own === "General Enquiry") return CAR_CATEGORY[carType];
  return own;
}
