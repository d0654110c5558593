/**
 * The one schema of every lead form: the server action, the JSON endpoint and the
 * browser's as-you-type checks all build it from the same FormRules, so a message can never
 * differ between them. zod/mini keeps it small enough for the vehicle page's script budget.
 *
 * Every field is read as text first (form-values.ts), so a wrong type gets the field's message.
 * Cross-field rules (phone unless email-only) run even when other fields fail, so a shopper sees
 * every problem at once.
 */
import * as z from "zod/mini";
import { isTicked, normalisePhone, parseWholeNumber, toText } from "./form-values";
import {
  AU_STATES,
  type AuState,
  CONTACT_PREFERENCES,
  type LeadContact,
  type LeadKind,
} from "./lead";
import { type ExtraField, KIND_RULES } from "./lead-kinds";
import { FIELD_MESSAGES as M, POSTCODE_MESSAGE } from "./messages";

/** What a site and a page decide about one form; serialisable, so the browser gets it as a prop. */
export type FormRules = {
  kind: LeadKind;
  /** labels.termsMessage of the site. */
  termsMessage: string;
  /** forms.commentsRequired of the site (for kinds whose comments follow the site). */
  commentsRequired: boolean;
  /** Options of the category select, or null when the form shows none. */
  categories: readonly string[] | null;
  /** Ids of the location select, or null when the form shows none (a hidden location_id may come). */
  locationIds: readonly number[] | null;
  /** Ids of the dealership select, or null when the site has one dealership. */
  dealershipIds: readonly number[] | null;
  /** Latest model year accepted for a trade-in (the current year plus one). */
  maxYear: number;
};

export type LeadFormValues = LeadContact & {
  idempotency_key: string;
  comments: string;
  category: string | null;
  location_id: number | null;
  dealership_id: number | null;
  car_id: number | null;
  opt_in: boolean;
  terms: boolean;
  rego: string | null;
  rego_state: AuState | null;
  appointment_at: string | null;
  year: number | null;
  make: string;
  model: string;
  variant: string;
  km: number | null;
  amount: number | null;
  deposit: number | null;
  term_years: number | null;
  employment: string;
  position: string;
  part: string;
  payment: string;
  offer_accepted: boolean;
  /** A quote request's model (its slug, as in /models/order-now?model_id=) and variant id. */
  quote_model: string | null;
  quote_variant: number | null;
  page_url: string;
  visited_pages: string;
  linked_query_params: string;
};

/** Every name a lead form posts, in the order errors are listed. */
export const LEAD_FIELD_NAMES = [
  "name",
  "last_name",
  "phone",
  "email",
  "postcode",
  "contact_preference",
  "category",
  "location_id",
  "dealership_id",
  "car_id",
  "rego",
  "rego_state",
  "year",
  "make",
  "model",
  "variant",
  "km",
  "appointment_at",
  "amount",
  "deposit",
  "term_years",
  "employment",
  "position",
  "part",
  "payment",
  "comments",
  "opt_in",
  "terms",
  "offer_accepted",
  "quote_model",
  "quote_variant",
  "idempotency_key",
  "page_url",
  "visited_pages",
  "linked_query_params",
] as const satisfies readonly (keyof LeadFormValues)[];
export type LeadFieldName = (typeof LEAD_FIELD_NAMES)[number];

// Optional on input so that a missing key reads as "" rather than failing the object.
const text = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => toText(v).trim()),
);

/** Optional text, at most `max` characters. */
const optional = (max: number, message: string) =>
  z.pipe(text, z.string().check(z.maxLength(max, message)));

/** Required text, at most `max` characters. */
const required = (message: string, max = 200, tooLong = message) =>
  z.pipe(text, z.string().check(z.minLength(1, message), z.maxLength(max, tooLong)));

/** Text that is empty (null) or one of `values`. */
const oneOf = <T extends string>(values: readonly T[], message: string, isRequired: boolean) =>
  z.pipe(
    text,
    z.transform((v, ctx) => {
      if (v === "" && !isRequired) return null;
      if ((values as readonly string[]).includes(v)) return v as T;
      ctx.issues.push({ code: "custom", message, input: v });
      return z.NEVER;
    }),
  );

/** A positive id, or null; with `allowed`, one of them (and then required). */
const id = (message: string, allowed: readonly number[] | null, isRequired = false) =>
  z.pipe(
    text,
    z.transform((v, ctx) => {
      const n = /^\d{1,10}$/.test(v) ? Number(v) : null;
      const mustChoose = allowed !== null || isRequired;
      if (v === "" && !mustChoose) return null;
      if (n !== null && n > 0 && (allowed === null || allowed.includes(n))) return n;
      ctx.issues.push({ code: "custom", message, input: v });
      return z.NEVER;
    }),
  );

/** A whole number within bounds, written with or without $, commas and 'kms'. */
const whole = (message: string, min: number, max: number, isRequired: boolean) =>
  z.pipe(
    text,
    z.transform((v, ctx) => {
      if (v === "" && !isRequired) return null;
      const n = parseWholeNumber(v);
      if (n !== null && n >= min && n <= max) return n;
      ctx.issues.push({ code: "custom", message, input: v });
      return z.NEVER;
    }),
  );

const checkbox = z.pipe(text, z.transform(isTicked));

const postcode = z.pipe(
  text,
  z.string().check(z.regex(/^\d{4}$/, POSTCODE_MESSAGE), z.maxLength(4, POSTCODE_MESSAGE)),
);

const email = z.pipe(
  required(M.emailRequired, 254, M.emailInvalid),
  z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, M.emailInvalid)),
);

/** National digits, or "" when none was given (required-ness is a cross-field rule). */
const phone = z.pipe(
  text,
  z.transform((v, ctx) => {
    if (v === "") return "";
    const national = normalisePhone(v);
    if (national) return national;
    ctx.issues.push({ code: "custom", message: M.phoneInvalid, input: v });
    return z.NEVER;
  }),
);

const need = (field: ExtraField, kind: LeadKind) => KIND_RULES[kind].required.includes(field);

export function leadFormSchema(rules: FormRules) {
  const kind = KIND_RULES[rules.kind];
  const commentsRequired = kind.comments === "site" && rules.commentsRequired;
  const must = (field: ExtraField) => need(field, rules.kind);
  const shape = {
    idempotency_key: optional(64, M.tooLong),
    name: required(M.nameRequired, 50, M.nameTooLong),
    last_name: required(M.lastNameRequired, 50, M.nameTooLong),
    email,
    phone,
    postcode,
    contact_preference: z.pipe(
      oneOf(CONTACT_PREFERENCES, M.contactPreferenceInvalid, false),
      z.transform((v) => v ?? "any"),
    ),
    comments: commentsRequired
      ? required(M.commentsRequired, 2000, M.commentsTooLong)
      : z.pipe(
          optional(2000, M.commentsTooLong),
          z.transform((v) => v || kind.defaultComments),
        ),
    // Without a select the kind decides the category; a posted one is ignored.
    category: rules.categories
      ? oneOf(rules.categories, M.categoryRequired, true)
      : z.pipe(
          text,
          z.transform((): string | null => null),
        ),
    location_id: id(M.locationRequired, rules.locationIds),
    dealership_id: id(M.dealershipRequired, rules.dealershipIds),
    car_id: id(M.carMissing, null, must("car_id")),
    opt_in: checkbox,
    terms: z.pipe(checkbox, z.boolean().check(z.refine((v) => v, rules.termsMessage))),
    rego: z.pipe(
      optional(9, M.regoInvalid),
      z.transform((v, ctx) => {
        const compact = v.replace(/[\s-]/g, "").toUpperCase();
        if (compact === "") return null;
        if (/^[A-Z0-9]{1,9}$/.test(compact)) return compact;
        ctx.issues.push({ code: "custom", message: M.regoInvalid, input: v });
        return z.NEVER;
      }),
    ),
    rego_state: oneOf(AU_STATES, M.regoStateRequired, false),
    appointment_at: z.pipe(
      optional(40, M.appointmentInvalid),
      z.transform((v, ctx) => {
        if (v === "") return null;
        if (!Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v)) return v;
        ctx.issues.push({ code: "custom", message: M.appointmentInvalid, input: v });
        return z.NEVER;
      }),
    ),
    year: whole(M.yearInvalid, 1950, rules.maxYear, must("year")),
    make: must("make") ? required(M.makeRequired, 60) : optional(60, M.makeRequired),
    model: must("model") ? required(M.modelRequired, 60) : optional(60, M.modelRequired),
    variant: optional(100, M.tooLong),
    km: whole(M.kmInvalid, 0, 2_000_000, must("km")),
    amount: whole(M.amountInvalid, 0, 10_000_000, false),
    deposit: whole(M.amountInvalid, 0, 10_000_000, false),
    term_years: whole(M.amountInvalid, 1, 7, false),
    employment: optional(60, M.tooLong),
    position: must("position")
      ? required(M.positionRequired, 200)
      : optional(200, M.positionRequired),
    part: must("part") ? required(M.partRequired, 500) : optional(500, M.partRequired),
    payment: must("payment") ? required(M.paymentRequired, 40) : optional(40, M.paymentRequired),
    offer_accepted: checkbox,
    quote_model: z.pipe(
      optional(120, M.modelMissing),
      z.transform((v, ctx) => {
        if (v === "") return null;
        if (/^[a-z0-9][a-z0-9-]*$/.test(v)) return v;
        ctx.issues.push({ code: "custom", message: M.modelMissing, input: v });
        return z.NEVER;
      }),
    ),
    quote_variant: id(M.modelMissing, null),
    page_url: optional(2000, M.tooLong),
    visited_pages: optional(8000, M.tooLong),
    linked_query_params: optional(4000, M.tooLong),
  };
  return z.object(shape).check(
    z.superRefine(
      (values, ctx) => {
        // Email-only shoppers need not give a number; everyone else must.
        if (values.contact_preference !== "email" && values.phone === "") {
          ctx.addIssue({ code: "custom", message: M.phoneRequired, path: ["phone"] });
        }
      },
      { when: () => true },
    ),
  );
}

export type LeadFormSchema = ReturnType<typeof leadFormSchema>;

export type FieldErrors = Partial<Record<LeadFieldName, string>>;
export type ParsedLeadForm =
  | { ok: true; value: LeadFormValues }
  | { ok: false; errors: FieldErrors };

/** The first message of each field; the form shows one message per field. */
function firstErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(LEAD_FIELD_NAMES as readonly string[]).includes(field)) {
      continue;
    }
    const name = field as LeadFieldName;
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * Schemas by their rules. Building one is most of the cost of a check (a vehicle page renders
 * five forms, and a live form checks on every keystroke), and a site has only a few sets of
 * rules; zod schemas are immutable, so one serves every request.
 */
const schemas = new Map<string, LeadFormSchema>();
const MAX_SCHEMAS = 256;

/** The same rules object (a live form's, keystroke after keystroke) skips the key. */
const schemaOfRules = new WeakMap<FormRules, LeadFormSchema>();

function schemaFor(rules: FormRules): LeadFormSchema {
  const known = schemaOfRules.get(rules);
  if (known) return known;
  const key = JSON.stringify(rules);
  let schema = schemas.get(key);
  if (!schema) {
    if (schemas.size >= MAX_SCHEMAS) schemas.delete(schemas.keys().next().value!);
    schema = leadFormSchema(rules);
    schemas.set(key, schema);
  }
  schemaOfRules.set(rules, schema);
  return schema;
}

export function parseLeadForm(rules: FormRules, input: Record<string, unknown>): ParsedLeadForm {
  const result = schemaFor(rules).safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: firstErrors(result.error.issues) };
}

/** The field errors in the order the fields appear, for the 'Please fix the following errors:' list. */
export function orderedErrors(errors: FieldErrors): { field: LeadFieldName; message: string }[] {
  return LEAD_FIELD_NAMES.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
}
