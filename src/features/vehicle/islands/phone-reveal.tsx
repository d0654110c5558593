"use client";
/**
 * The dealer's number, masked after its first 5 characters until the shopper asks for it
 * (or in full from the start where the site says so). Revealing records the reveal
 * (POST /api/phone-reveal with car_id, dealership_id, website_id) and a phone click (event 25);
 * a failure to record is logged only, the number shows regardless.
 */
import { useState } from "react";
import { phoneShown } from "@/domain/vehicle/phone";
import { pushDataLayer } from "@/features/analytics/push-data-layer";

export type PhoneRevealProps = {
  phone: string;
  carId: number;
  dealershipId: number;
  websiteId: string;
  revealedByDefault: boolean;
  /** "block": the call-the-dealer number; "cta": the Call Now button. */
  variant: "block" | "cta";
  className?: string;
};

function recordReveal(props: PhoneRevealProps) {
  const body = JSON.stringify({
    car_id: props.carId,
    dealership_id: props.dealershipId,
    website_id: props.websiteId,
  });
  fetch("/api/phone-reveal", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    keepalive: true,
  })
    .then((reply) => {
      if (!reply.ok) console.error(`Phone reveal not recorded: HTTP ${reply.status}`);
    })
    .catch((error: unknown) => console.error("Phone reveal not recorded:", error));
}

export function PhoneReveal(props: PhoneRevealProps) {
  const [revealed, setRevealed] = useState(props.revealedByDefault);
  const shown = phoneShown(props.phone, revealed);
  if (!shown) return null;

  const reveal = () => {
    if (!revealed) {
      setRevealed(true);
      recordReveal(props);
    }
    pushDataLayer(25, { car_id: props.carId });
  };

  if (props.variant === "cta") {
    return (
      <a href={shown.tel} onClick={reveal} className={props.className}>
        <span>Call Now</span>
        <span className="text-sm font-normal tabular-nums">{shown.text}</span>
      </a>
    );
  }
  return revealed ? (
    <a
      href={shown.tel}
      onClick={() => pushDataLayer(25, { car_id: props.carId })}
      className={props.className}
    >
      {shown.full}
    </a>
  ) : (
    <button
      type="button"
      onClick={reveal}
      className={props.className}
      aria-label={`Show the full number, ${shown.text}`}
    >
      <span aria-hidden="true" className="tabular-nums">
        {shown.text}
      </span>
      <span className="ml-2 text-sm underline underline-offset-2">Show number</span>
    </button>
  );
}
