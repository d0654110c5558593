/**
 * The plain form parts of the online purchase and online payment pages: a text field and a
 * radio group with their messages tied by aria-describedby, and the focused error summary
 * whose links lead to the fields (ids are 'checkout-{name}'). Server markup, no script.
 */

const input =
  "mt-1 block w-full max-w-sm rounded-brand border border-black/30 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700";

export function ErrorSummary({ errors }: { errors: Record<string, string> }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a failed step's summary takes focus, without JavaScript too
      autoFocus
      aria-labelledby="checkout-errors-heading"
      className="mb-6 rounded-brand border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h2 id="checkout-errors-heading" className="font-semibold">
        Please fix the following errors:
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            {field === "form" ? (
              message
            ) : (
              <a href={`#checkout-${field}`} className="underline underline-offset-2">
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export type FieldProps = {
  label: string;
  name: string;
  value: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email";
};

export function TextField(props: FieldProps) {
  const id = `checkout-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={input}
      />
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function Choice(props: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  error?: string;
}) {
  const id = `checkout-${props.name}`;
  return (
    <fieldset
      id={id}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className="font-semibold">{props.label}</legend>
      {props.error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-4">
        {props.options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={props.name}
              value={option.value}
              defaultChecked={props.value === option.value}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The terms box and, where the site asks one, the no-JavaScript captcha question. */
export function TermsAndCaptcha({
  error,
  question,
}: {
  error: string | undefined;
  question: { token: string; text: string } | null;
}) {
  return (
    <>
      <div>
        <label className="flex items-start gap-2">
          <input
            id="checkout-terms"
            type="checkbox"
            name="terms"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "checkout-terms-error" : undefined}
            className="mt-1"
          />
          <span>
            I agree to the{" "}
            <a href="/privacy-policy" className="underline underline-offset-2">
              privacy policy
            </a>{" "}
            and{" "}
            <a href="/terms-and-conditions" className="underline underline-offset-2">
              terms of use
            </a>
            .
          </span>
        </label>
        {error ? (
          <p id="checkout-terms-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {question ? (
        <div>
          <input type="hidden" name="captcha_token" value={question.token} />
          <label htmlFor="checkout-captcha_answer" className="block font-semibold">
            {question.text} (to show you are not a robot)
          </label>
          <input
            id="checkout-captcha_answer"
            name="captcha_answer"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            className="mt-1 block w-24 rounded-brand border border-black/30 px-3 py-2"
          />
        </div>
      ) : null}
    </>
  );
}
