/**
 * /privacy-policy and /terms-and-conditions. The timings and the returns promise are the site's
 * configured claims (legal.privacy, legal.returnsPolicy); the rest is the platform's standard text.
 */
import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import { privacyTimingLines, returnsPolicyLines } from "@/domain/content/legal-text";
import { Bullets, ContentPage, ContentSection } from "./content-page";

const owner = (config: SiteConfig) => config.dealer.groupName ?? config.name;

function ContactLine({ config }: { config: SiteConfig }) {
  return (
    <p>
      Write to us through our{" "}
      <Link href="/contact" className="font-semibold text-brand underline">
        contact page
      </Link>
      {config.contact.email ? (
        <>
          {" "}
          or at{" "}
          <a href={`mailto:${config.contact.email}`} className="font-semibold text-brand underline">
            {config.contact.email}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}

export function PrivacyPolicy({ config }: { config: SiteConfig }) {
  return (
    <ContentPage
      title="Privacy Policy"
      lead={
        <p>
          {owner(config)} respects your privacy and handles personal information under the Privacy
          Act 1988 (Cth) and the Australian Privacy Principles.
        </p>
      }
    >
      <ContentSection id="collect" heading="What we collect">
        <p>
          When you enquire, book a test drive or service, apply for finance or value a trade-in, we
          collect the details you give us: your name, contact details, postcode and the vehicles you
          are interested in. We also record how our website is used, without identifying you.
        </p>
      </ContentSection>
      <ContentSection id="use" heading="How we use it">
        <p>
          We use your information to answer your enquiry, arrange the services you ask for, meet our
          legal obligations and, where you agree, tell you about offers. You can opt out of
          marketing at any time.
        </p>
      </ContentSection>
      <ContentSection id="access" heading="Access, correction and complaints">
        <Bullets items={privacyTimingLines(config.legal.privacy)} />
        <p>
          If you are not satisfied with our answer you may contact the Office of the Australian
          Information Commissioner.
        </p>
        <ContactLine config={config} />
      </ContentSection>
    </ContentPage>
  );
}

export function TermsAndConditions({ config }: { config: SiteConfig }) {
  const returns = returnsPolicyLines(config.legal.returnsPolicy);
  return (
    <ContentPage
      title="Terms and Conditions"
      lead={<p>These terms apply to your use of the {config.name} website.</p>}
    >
      <ContentSection id="listings" heading="Vehicle listings and prices">
        <p>
          We take care that vehicle details, photos and prices are accurate, but errors can occur
          and stock sells quickly. Please confirm availability, specifications and the final price
          with us before you buy. Drive-away prices include government charges unless stated.
        </p>
      </ContentSection>
      <ContentSection id="finance" heading="Finance estimates">
        <p>
          Repayment figures are estimates only and are not an offer of credit. Finance is subject to
          the lender&rsquo;s approval criteria, fees and charges.
        </p>
      </ContentSection>
      {returns.length > 0 ? (
        <ContentSection id="returns" heading="Returns policy">
          <Bullets items={returns} />
        </ContentSection>
      ) : null}
      <ContentSection id="privacy" heading="Your privacy">
        <p>
          We handle your personal information as our{" "}
          <Link href="/privacy-policy" className="font-semibold text-brand underline">
            Privacy Policy
          </Link>{" "}
          describes.
        </p>
      </ContentSection>
      <ContentSection id="law" heading="Australian Consumer Law">
        <p>Nothing in these terms limits your rights under the Australian Consumer Law.</p>
        <ContactLine config={config} />
      </ContentSection>
    </ContentPage>
  );
}
