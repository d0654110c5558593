/** A page's schema.org description for search engines, as a JSON-LD script. */
import { jsonLdScript } from "@/domain/vehicle/structured-data";
import { scriptNonce } from "./script-nonce.server";

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (jsonLdScript)
      dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }}
    />
  );
}

/** Event 4 (used car view) for the site's tag manager; the server records it itself. */
export async function UsedCarViewPush({ carId }: { carId: number }) {
  const push = `(window.dataLayer=window.dataLayer||[]).push(${JSON.stringify({ event: "used_car_view", event_id: 4, car_id: carId })});`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant push of numbers
  return <script nonce={await scriptNonce()} dangerouslySetInnerHTML={{ __html: push }} />;
}
