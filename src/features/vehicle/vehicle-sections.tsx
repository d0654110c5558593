/**
 * The vehicle page's lists: specifications (4 first, Show More / Show Less),
 * features (8, Show All / Hide), the details list with the registration line and, where the
 * site shows it, the day a stock feed last confirmed the car is available, and the dealer
 * comments (cut at 400 characters with a more / less toggle, or the pending message).
 */
import { LiveWhenNear } from "@/components/ui/live-when-near";
import type { Row } from "@/domain/vehicle/spec-lists";
import { CollapsibleText } from "./islands/collapsible-text";
import { FeatureList, RowList, SpecificationList } from "./islands/spec-lists";
import { headingClass, sectionClass } from "./section-classes";
import type { VehicleView } from "./vehicle-view";

export function VehicleSections({ view }: { view: VehicleView }) {
  const details: Row[] = [
    ...view.details,
    ...(view.registration ? [{ label: "Registration expiry", value: view.registration }] : []),
    ...(view.availabilityConfirmed
      ? [{ label: "Availability confirmed", value: view.availabilityConfirmed }]
      : []),
  ];
  return (
    <>
      {view.specs.length > 0 ? (
        <section aria-labelledby="specs-heading" className={sectionClass}>
          <h2 id="specs-heading" className={headingClass}>
            Specifications
          </h2>
          <LiveWhenNear>
            <SpecificationList rows={view.specs} />
          </LiveWhenNear>
        </section>
      ) : null}
      {view.features.length > 0 ? (
        <section aria-labelledby="features-heading" className={sectionClass}>
          <h2 id="features-heading" className={headingClass}>
            Features
          </h2>
          <LiveWhenNear>
            <FeatureList features={view.features} />
          </LiveWhenNear>
        </section>
      ) : null}
      <section aria-labelledby="details-heading" className={sectionClass}>
        <h2 id="details-heading" className={headingClass}>
          Details
        </h2>
        <LiveWhenNear>
          <RowList rows={details} />
        </LiveWhenNear>
      </section>
      <section aria-labelledby="comments-heading" className={sectionClass}>
        <h2 id="comments-heading" className={headingClass}>
          Dealer comments
        </h2>
        {view.comments.kind === "collapsible" ? (
          <LiveWhenNear>
            <CollapsibleText short={view.comments.short} full={view.comments.full} />
          </LiveWhenNear>
        ) : (
          <p
            className={
              view.comments.kind === "pending" ? "text-ink/80 italic" : "whitespace-pre-line"
            }
          >
            {view.comments.text}
          </p>
        )}
      </section>
    </>
  );
}
