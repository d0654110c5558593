"use client";
/**
 * The dealer's number, masked after its first 5 characters until the shopper asks for it (or
 * in full from the start where the site says so). The page holds only the masked number: the
 * reveal asks the server (POST /api/phone-reveal with car_id, dealership_id, website_id), which
 * counts it and answers the number. Without JavaScript the masked number links to the contact
 * page, where the number is listed. A phone click is pushed as event 25.
 */
import { useEffect, useState } from "react";
import { telHref } from "@/domain/vehicle/phone";
import { pushDataLayer } from "@/features/analytics";

export type PhoneRevealProps = {
  /** The number as the page may show it before a reveal ('02 98XX XXXX'). */
  masked: string;
  /** The full number, only where the site shows it from the start. */
  phone: string | null;
  carId: number;
  dealershipId: number;
  websiteId: string;
  /** "block": the call-the-dealer number; "cta": the Call Now button. */
  variant: "block" | "cta";
  className?: string;
};

async function fetchNumber(props: PhoneRevealProps): Promise<string | null> {
  try {
    const reply = await fetch("/api/phone-reveal", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        car_id: props.carId,
        dealership_id: props.dealershipId,
        website_id: props.websiteId,
      }),
    });
    const body = (await reply.json()) as { phone?: unknown };
    if (reply.ok && typeof body.phone === "string") return body.phone;
    console.error(`Phone number not revealed: HTTP ${reply.status}`);
  } catch (error) {
    console.error("Phone number not revealed:", error);
  }
  return null;
}

export function PhoneReveal(props: PhoneRevealProps) {
  const [full, setFull] = useState(props.phone);
  const [asking, setAsking] = useState(false);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const called = () => pushDataLayer(25, { car_id: props.carId });

  if (full) {
    return (
      <a href={telHref(full)} onClick={called} className={props.className}>
        {props.variant === "cta" ? <span>Call Now</span> : null}
        <span className={props.variant === "cta" ? "text-sm font-normal tabular-nums" : undefined}>
          {full}
        </span>
      </a>
    );
  }

  const reveal = async () => {
    if (asking) return;
    setAsking(true);
    const number = await fetchNumber(props);
    setAsking(false);
    if (number) setFull(number);
  };
  const content = (
    <>
      {props.variant === "cta" ? <span aria-hidden="true">Call Now</span> : null}
      <span aria-hidden="true" className="tabular-nums">
        {props.masked}
      </span>
      {props.variant === "block" ? (
        <span aria-hidden="true" className="ml-2 text-sm underline underline-offset-2">
          Show number
        </span>
      ) : null}
    </>
  );
  const label = `Show the full number, ${props.masked}`;
  // Before the script runs (or without it) the masked number links to the contact page.
  if (!live) {
    return (
      <a href="/contact" className={props.className} aria-label={label}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={reveal}
      aria-busy={asking || undefined}
      className={props.className}
      aria-label={label}
    >
      {content}
    </button>
  );
}
