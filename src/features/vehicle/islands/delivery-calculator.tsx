"use client";
/**
 * The delivery calculator: a postcode in, the delivery price and region out, from the site's
 * delivery zones (GET /api/delivery?postcode=). The messages are fixed: 'Please enter a
 * postcode.' for an empty field, and the no-estimate text when no zone covers it.
 */
import { useId, useState } from "react";
import { formatPrice } from "@/domain/format/price";
import {
  DELIVERY_MESSAGES,
  type DeliveryQuote,
  parseDeliveryPostcode,
} from "@/domain/vehicle/delivery";

export type DeliveryState =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "quote"; quote: DeliveryQuote }
  | { kind: "error"; message: string };

/**
 * Without script the form reloads the page with ?postcode=, and the page renders the answer
 * (`initial`), so the calculator works either way.
 */
export function DeliveryCalculator({
  carSlug,
  postcode,
  initial = { kind: "idle" },
}: {
  carSlug: string;
  postcode?: string;
  initial?: DeliveryState;
}) {
  const [state, setState] = useState<DeliveryState>(initial);
  const inputId = useId();
  const messageId = useId();

  async function submit(form: HTMLFormElement) {
    const parsed = parseDeliveryPostcode(String(new FormData(form).get("postcode") ?? ""));
    if (!parsed.ok) return setState({ kind: "error", message: DELIVERY_MESSAGES[parsed.error] });
    setState({ kind: "busy" });
    try {
      const reply = await fetch(`/api/delivery?postcode=${parsed.value}`);
      const body = (await reply.json()) as { price?: number; name?: string; message?: string };
      if (reply.ok && typeof body.price === "number" && body.name) {
        setState({ kind: "quote", quote: { price: body.price, name: body.name } });
      } else {
        setState({ kind: "error", message: body.message ?? DELIVERY_MESSAGES["no-estimate"] });
      }
    } catch (error) {
      console.error("Delivery estimate failed:", error);
      setState({ kind: "error", message: DELIVERY_MESSAGES["no-estimate"] });
    }
  }

  return (
    <form
      noValidate
      method="get"
      action={`/cars/${carSlug}#delivery`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
      className="space-y-3"
    >
      <label htmlFor={inputId} className="block text-sm font-semibold">
        Postcode
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="postcode"
          defaultValue={postcode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          pattern="\d{4}"
          aria-describedby={messageId}
          aria-invalid={state.kind === "error" || undefined}
          className="w-32 rounded-brand border border-ink/30 bg-page px-3 py-2"
        />
        <button
          type="submit"
          disabled={state.kind === "busy"}
          className="rounded-brand bg-brand px-4 py-2 font-semibold text-brand-contrast disabled:opacity-60"
        >
          {state.kind === "busy" ? "Calculating..." : "Calculate delivery"}
        </button>
      </div>
      <div id={messageId} role="status" aria-live="polite">
        {state.kind === "error" ? (
          <p className="text-sm font-medium text-red-800">{state.message}</p>
        ) : null}
        {state.kind === "quote" ? (
          <p className="text-lg">
            Delivery to <strong>{state.quote.name}</strong>:{" "}
            <strong>{state.quote.price === 0 ? "Free" : formatPrice(state.quote.price)}</strong>
          </p>
        ) : null}
      </div>
    </form>
  );
}
