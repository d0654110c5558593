/** /pages/{slug}: a site-authored sale page, or a built-in page the site enabled. */

import Link from "next/link";
import { Img } from "@/components/ui/img";
import type { SiteConfig } from "@/config/site-config.schema";
import { paragraphs } from "@/domain/content/legal-text";
import type { BuiltInPage, SalePage } from "@/domain/content/pages";
import { Bullets, ContentPage, ContentSection } from "./content-page";

export const BUILT_IN_TITLES: Record<BuiltInPage, string> = {
  "capped-price-servicing": "Capped Price Servicing",
  unsubscribe: "Unsubscribe",
};

export function SalePageView({ page }: { page: SalePage }) {
  return (
    <ContentPage title={page.title}>
      {page.imageUrl?.startsWith("/") ? (
        <Img
          src={page.imageUrl}
          alt=""
          width={1200}
          height={500}
          preload
          sizes="(min-width: 896px) 896px, 100vw"
          quality={80}
          className="w-full rounded-brand object-cover"
        />
      ) : null}
      <div className="space-y-4 leading-relaxed">
        {paragraphs(page.body).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <p>
        <Link href="/search/new-used-and-demo-cars" className="font-semibold text-brand underline">
          Browse our stock
        </Link>
      </p>
    </ContentPage>
  );
}

export function BuiltInPageView({ slug, config }: { slug: BuiltInPage; config: SiteConfig }) {
  if (slug === "unsubscribe") {
    return (
      <ContentPage title={BUILT_IN_TITLES.unsubscribe}>
        <p>
          To stop receiving marketing from {config.name}, use the unsubscribe link in any of our
          emails, reply STOP to our text messages, or{" "}
          <Link href="/contact" className="font-semibold text-brand underline">
            contact us
          </Link>{" "}
          and we will remove you within five business days.
        </p>
      </ContentPage>
    );
  }
  return (
    <ContentPage
      title={BUILT_IN_TITLES["capped-price-servicing"]}
      lead={<p>Know what your scheduled service costs before you book.</p>}
    >
      <ContentSection id="capped-how" heading="How it works">
        <Bullets
          items={[
            "Each scheduled service has a fixed maximum price for your vehicle.",
            "Genuine parts and factory-trained technicians at every visit.",
            "We tell you about any extra work before we do it.",
          ]}
        />
        <p>
          <Link
            href={config.navigation.serviceBooking.defaultPath}
            className="font-semibold text-brand underline"
          >
            Book a service
          </Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
