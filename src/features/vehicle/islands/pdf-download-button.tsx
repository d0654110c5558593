"use client";
/**
 * Downloads the car's PDF as {slug}.pdf: the button reads 'Preparing...' while
 * the file comes, a failure shows an alert with its message, and a download is event 61.
 * Without script the link still downloads the file.
 */
import { useState } from "react";
import { pushDataLayer } from "@/features/analytics";

type Props = { href: string; slug: string; carId: number; className?: string };

export function PdfDownloadButton({ href, slug, carId, className }: Props) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const reply = await fetch(href);
      if (!reply.ok) throw new Error(`The PDF could not be prepared (HTTP ${reply.status}).`);
      const blob = await reply.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      pushDataLayer(61, { car_id: carId });
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={href}
      download={`${slug}.pdf`}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void download();
      }}
      className={className}
    >
      {busy ? "Preparing..." : "Download PDF"}
    </a>
  );
}
