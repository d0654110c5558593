/**
 * The blocks of a lead form, each a few labelled fields (First Name, Mobile Number, Email Address
 * ...). A form's setup lists which blocks it shows; this renders them in order with their values,
 * errors and requiredness.
 */
import type { Ref } from "react";
import { AU_STATES, CONTACT_PREFERENCE_LABELS, CONTACT_PREFERENCES } from "@/domain/leads/lead";
import { KIND_RULES } from "@/domain/leads/lead-kinds";
import { CaptchaField, type CaptchaHandle } from "./captcha-field";
import { CheckboxField, RadioGroup, SelectField, TextArea, TextField } from "./fields";
import { type FormSetup, LEGAL_PAGES, type Option, type Section } from "./form-setup";
import { unpackSlots } from "./slot-list";

export type SectionProps = {
  setup: FormSetup;
  values: Record<string, string>;
  errorOf: (name: string) => string | undefined;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
  captchaRef: Ref<CaptchaHandle>;
};

const STATES: Option[] = AU_STATES.map((s) => ({ value: s, label: s }));
const PREFERENCES: Option[] = CONTACT_PREFERENCES.map((p) => ({
  value: p,
  label: CONTACT_PREFERENCE_LABELS[p],
}));
const TERMS: Option[] = [1, 2, 3, 4, 5, 6, 7].map((y) => ({
  value: String(y),
  label: `${y} year${y > 1 ? "s" : ""}`,
}));
const EMPLOYMENT: Option[] = [
  "Full time",
  "Part time",
  "Casual",
  "Self-employed",
  "Retired",
  "Other",
].map((e) => ({ value: e, label: e }));

const grid = "grid gap-4 sm:grid-cols-2";

function Block({ section, p }: { section: Section; p: SectionProps }) {
  const { setup, values } = p;
  const required = (field: string) =>
    (KIND_RULES[setup.rules.kind].required as readonly string[]).includes(field);
  const field = (name: string) => ({
    id: `${setup.id}-${name}`,
    name,
    value: values[name] ?? "",
    error: p.errorOf(name),
    onChange: p.onChange,
    onBlur: p.onBlur,
  });
  const rego = (
    <>
      <TextField {...field("rego")} label="Rego" maxLength={9} autoComplete="off" />
      <SelectField
        {...field("rego_state")}
        label="Rego state"
        placeholder="Choose a state"
        options={STATES}
      />
    </>
  );
  switch (section) {
    case "contact":
      return (
        <div className={grid}>
          <TextField
            {...field("name")}
            label="First Name"
            required
            autoComplete="given-name"
            maxLength={50}
          />
          <TextField
            {...field("last_name")}
            label="Last Name"
            required
            autoComplete="family-name"
            maxLength={50}
          />
          <TextField
            {...field("phone")}
            label="Mobile Number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required={values.contact_preference !== "email"}
            maxLength={20}
          />
          <TextField
            {...field("email")}
            label="Email Address"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextField
            {...field("postcode")}
            label="Postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={4}
            pattern="[0-9]{4}"
          />
        </div>
      );
    case "contact-preference":
      return (
        <RadioGroup
          {...field("contact_preference")}
          label="How would you like us to contact you?"
          options={PREFERENCES}
        />
      );
    case "category":
      return (
        <SelectField
          {...field("category")}
          label="Enquiry type"
          required
          options={setup.options.categories}
        />
      );
    case "location":
      return (
        <SelectField
          {...field("location_id")}
          label="Location"
          required
          placeholder="Choose a location"
          options={setup.options.locations}
        />
      );
    case "dealership":
      return (
        <SelectField
          {...field("dealership_id")}
          label="Dealership"
          required
          placeholder="Choose a dealership"
          options={setup.options.dealerships}
        />
      );
    case "appointment":
      return (
        <SelectField
          {...field("appointment_at")}
          label="Preferred time"
          hint={
            setup.options.slots.length === 0
              ? "No times are free online in the next two weeks; we will call you to arrange one."
              : "Times are at the dealership, in its local time."
          }
          placeholder="Choose a time"
          options={[]}
          groups={unpackSlots(setup.options.slots).map((d) => ({
            label: d.label,
            options: d.slots.map((s) => ({ value: s.at, label: `${d.label}, ${s.label}` })),
          }))}
        />
      );
    case "rego":
      return <div className={grid}>{rego}</div>;
    case "vehicle-of-interest":
      return (
        <div className={grid}>
          <TextField {...field("make")} label="Make" maxLength={60} />
          <TextField {...field("model")} label="Model" maxLength={60} />
          <TextField {...field("year")} label="Year" inputMode="numeric" maxLength={4} />
        </div>
      );
    case "trade-in-car":
      return (
        <div className={grid}>
          {rego}
          <TextField
            {...field("year")}
            label="Year"
            required={required("year")}
            inputMode="numeric"
            maxLength={4}
          />
          <TextField {...field("make")} label="Make" required={required("make")} maxLength={60} />
          <TextField
            {...field("model")}
            label="Model"
            required={required("model")}
            maxLength={60}
          />
          <TextField {...field("variant")} label="Variant" maxLength={100} />
          <TextField
            {...field("km")}
            label="Odometer (kms)"
            required={required("km")}
            inputMode="numeric"
            maxLength={12}
          />
        </div>
      );
    case "finance":
      return (
        <div className={grid}>
          <TextField
            {...field("amount")}
            label="Amount to borrow ($)"
            inputMode="numeric"
            maxLength={12}
          />
          <TextField
            {...field("deposit")}
            label="Deposit or trade-in ($)"
            inputMode="numeric"
            maxLength={12}
          />
          <SelectField
            {...field("term_years")}
            label="Loan term"
            placeholder="Choose a term"
            options={TERMS}
          />
          <SelectField
            {...field("employment")}
            label="Employment"
            placeholder="Choose one"
            options={EMPLOYMENT}
          />
        </div>
      );
    case "position":
      return (
        <TextField
          {...field("position")}
          label="Role you are interested in"
          required={required("position")}
          maxLength={200}
        />
      );
    case "part":
      return (
        <TextArea
          {...field("part")}
          label="Part or accessory you need"
          required={required("part")}
          rows={3}
        />
      );
    case "comments": {
      const commentsRequired =
        KIND_RULES[setup.rules.kind].comments === "site" && setup.rules.commentsRequired;
      return (
        <TextArea
          {...field("comments")}
          label={setup.text.commentsLabel}
          required={commentsRequired}
        />
      );
    }
    case "payment":
      return (
        <RadioGroup
          {...field("payment")}
          label="Deposit payment"
          options={setup.options.payments}
        />
      );
    case "opt-in":
      return (
        <CheckboxField
          {...field("opt_in")}
          checked={values.opt_in === "on"}
          label="Keep me up to date with offers and news."
        />
      );
    case "captcha":
      return (
        <CaptchaField
          id={`${setup.id}-captcha`}
          formId={setup.id}
          handle={p.captchaRef}
          question={setup.captcha.question}
          token={setup.captcha.token}
        />
      );
    case "terms":
      return (
        <CheckboxField
          {...field("terms")}
          checked={values.terms === "on"}
          label="I agree to the privacy policy and terms of use."
          required
        >
          I agree to the{" "}
          <a href={LEGAL_PAGES.privacy} className="underline">
            privacy policy
          </a>{" "}
          and{" "}
          <a href={LEGAL_PAGES.terms} className="underline">
            terms of use
          </a>
          .
        </CheckboxField>
      );
  }
}

export function FormSections(p: SectionProps) {
  return (
    <div className="space-y-5">
      {p.setup.sections.map((section) => (
        <Block key={section} section={section} p={p} />
      ))}
    </div>
  );
}
