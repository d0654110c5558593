/**
 * The enquiry forms of the vehicle page, each under the anchor its calls to action point at:
 * the car enquiry (#enquire; 'Find Me Something Similar' for a sold car, #find-similar), the
 * test drive (#test-drive; drawn when its fold opens, else a link to the test-drive page) and
 * request photos. The forms themselves are the leads feature's.
 */
import type { ReactNode } from "react";
import type { Car } from "@/domain/car/car";
import type { Location } from "@/domain/location/location";
import { testDriveHref } from "@/domain/vehicle/ctas";
import { FoldedForm } from "@/features/leads";
import {
  EnquiryForm,
  RequestPhotosForm,
  TestDriveForm,
  VehicleEnquiry,
} from "@/features/leads/server";
import type { CurrentSite } from "@/features/site/server";
import { ENQUIRY_ANCHOR, TEST_DRIVE_ANCHOR } from "./cta-links";
import { sectionClass } from "./section-classes";

export const FIND_SIMILAR_ANCHOR = "find-similar";

/**
 * A form folded under its title, so the page is not three forms long. Following a link to the
 * form's anchor (Book a Test Drive) unfolds it: browsers open a <details> around a fragment.
 */
function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={`group ${sectionClass}`}>
      <FoldSummary title={title} />
      <div className="mt-4">{children}</div>
    </details>
  );
}

function FoldSummary({ title }: { title: string }) {
  return (
    <summary className="flex cursor-pointer list-none items-center justify-between text-xl font-bold">
      {title}
      <span aria-hidden="true" className="text-base transition group-open:rotate-180">
        ▾
      </span>
    </summary>
  );
}

type Props = { site: CurrentSite; car: Car; location: Location | null; available: boolean };

export function VehicleForms({ site, car, location, available }: Props) {
  if (!available) {
    return (
      <div className={sectionClass}>
        <EnquiryForm
          site={site}
          car={car}
          location={location}
          variant="find-similar"
          id={FIND_SIMILAR_ANCHOR}
        />
      </div>
    );
  }
  const { features } = site.config;
  return (
    <>
      <div className={sectionClass}>
        <VehicleEnquiry
          site={site}
          car={car}
          location={location}
          id={ENQUIRY_ANCHOR}
          heading="Enquire about this car"
        />
      </div>
      {features.testDrive ? (
        // Drawn when opened: its free times are the page's longest list.
        <FoldedForm
          summary={<FoldSummary title="Book a test drive" />}
          anchor={TEST_DRIVE_ANCHOR}
          fallback={{
            href: testDriveHref(site.config.forms.testDrive.path, car.id),
            label: "Book a test drive for this car",
          }}
          className={`group ${sectionClass}`}
          bodyClassName="mt-4"
        >
          <TestDriveForm site={site} car={car} location={location} id={TEST_DRIVE_ANCHOR} />
        </FoldedForm>
      ) : null}
      {features.requestPhotos ? (
        <Disclosure title="Request more photos">
          <RequestPhotosForm site={site} car={car} />
        </Disclosure>
      ) : null}
    </>
  );
}
