import type { SiteConfig } from "@/config/site-config.schema";
import { salesCount } from "@/domain/content/sales-counter";
import { SalesCounter } from "./sales-counter";

/** The banner shows only where features.salesCounter is on; its heading is labels.salesCounter. */
export function SalesCounterBanner({ config, now }: { config: SiteConfig; now: Date }) {
  if (!config.features.salesCounter) return null;
  const settings = config.salesCounter;
  return (
    <section
      aria-labelledby="sales-counter-heading"
      className="rounded-brand bg-brand p-6 text-center text-brand-contrast"
    >
      <h2 id="sales-counter-heading" className="text-sm font-semibold uppercase tracking-wide">
        {config.labels.salesCounter}
      </h2>
      <p className="mt-1 text-4xl font-extrabold">
        <SalesCounter initial={salesCount(now, settings)} settings={settings} />
      </p>
    </section>
  );
}
