"use client";
/** Posts the valuation result to /api/miscellaneous once; success or failure is only logged. */
import { useEffect } from "react";

export function SaveValuation(props: {
  reference: string;
  valuation: Record<string, string | number>;
}) {
  const { reference, valuation } = props;
  useEffect(() => {
    const key = `valuation-saved:${reference}`;
    if (sessionStorage.getItem(key)) return;
    fetch("/api/miscellaneous", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lead_id: reference, column_name: "valuation", value: valuation }),
    })
      .then((r) => {
        if (r.ok) sessionStorage.setItem(key, "1");
        console.info(`Valuation ${r.ok ? "saved" : `not saved (${r.status})`}`);
      })
      .catch((error: unknown) => console.warn("Valuation not saved:", error));
  }, [reference, valuation]);
  return null;
}
