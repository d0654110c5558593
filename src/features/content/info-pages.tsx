/** /faqs, /fleet and /roadside-assist: standard text shaped by what the site offers. */
import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import { warrantyHeadline } from "@/domain/content/legal-text";
import { Bullets, ContentPage, ContentSection, Questions } from "./content-page";

const linkClass = "font-semibold text-brand underline";

export function FaqsPage({ config }: { config: SiteConfig }) {
  const items = [
    {
      q: "Can I book a test drive online?",
      a: config.features.testDrive ? (
        <p>
          Yes. Choose a car and use{" "}
          <Link href={config.forms.testDrive.path} className={linkClass}>
            Book a Test Drive
          </Link>
          , and we will confirm a time with you.
        </p>
      ) : (
        <p>
          Please{" "}
          <Link href="/contact" className={linkClass}>
            contact us
          </Link>{" "}
          to arrange a time to see a vehicle.
        </p>
      ),
    },
    {
      q: "Do you offer finance?",
      a: (
        <p>
          Yes. Estimate repayments and send an application on our{" "}
          <Link href={config.finance.financeLinkPath} className={linkClass}>
            finance page
          </Link>
          .
        </p>
      ),
    },
    {
      q: "Will you take my car as a trade-in?",
      a: (
        <p>
          We value trade-ins every day.{" "}
          <Link href={config.features.tradeIn ? "/trade-in" : "/contact"} className={linkClass}>
            Ask for a valuation
          </Link>
          .
        </p>
      ),
    },
    {
      q: "What warranty do I get?",
      a: (
        <p>
          Eligible vehicles come with a {warrantyHeadline(config.legal.warrantyYears)}. See{" "}
          <Link href="/warranty" className={linkClass}>
            our warranty
          </Link>
          .
        </p>
      ),
    },
    {
      q: "Can I have a car delivered?",
      a: <p>We deliver across Australia. Ask us for a delivery quote to your postcode.</p>,
    },
  ];
  return (
    <ContentPage
      title="Frequently Asked Questions"
      lead={<p>Quick answers about buying from {config.name}.</p>}
    >
      <Questions items={items} />
    </ContentPage>
  );
}

export function FleetPage({ config }: { config: SiteConfig }) {
  return (
    <ContentPage
      title="Fleet Sales"
      lead={<p>{config.name} supplies and looks after vehicles for businesses of every size.</p>}
    >
      <ContentSection id="fleet-offer" heading="What we offer fleet customers">
        <Bullets
          items={[
            "Fleet pricing on new vehicles and volume orders.",
            "A dedicated fleet manager from order to delivery.",
            "Priority servicing to keep your vehicles on the road.",
            "Finance and leasing options for businesses.",
          ]}
        />
      </ContentSection>
      <ContentSection id="fleet-contact" heading="Talk to our fleet team">
        <p>
          <Link href="/contact" className={linkClass}>
            Send us your requirements
          </Link>{" "}
          and we will prepare a fleet proposal.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

export function RoadsideAssistPage({ config }: { config: SiteConfig }) {
  return (
    <ContentPage
      title="Roadside Assist"
      lead={<p>Help when you need it, for vehicles bought and serviced at {config.name}.</p>}
    >
      <ContentSection id="roadside-cover" heading="What roadside assist covers">
        <Bullets
          items={[
            "Flat battery jump starts and flat tyre changes.",
            "Emergency fuel delivery and lost key assistance.",
            "Towing to the nearest authorised repairer after a breakdown.",
            "Accommodation and travel help when you break down far from home.",
          ]}
        />
      </ContentSection>
      <ContentSection id="roadside-keep" heading="Keeping your cover">
        <p>
          Cover is renewed each time your vehicle is serviced with us to the manufacturer&rsquo;s
          schedule.{" "}
          <Link href={config.navigation.serviceBooking.defaultPath} className={linkClass}>
            Book a service
          </Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
