/**
 * My Garage: the shopper's saved cars as they stand now (a sold car stays, marked sold; a price
 * change since saving is said), each with Remove, their saved searches, their enquiries on this site, the details kept for prefilling
 * forms, signing out, and deleting the account after a confirmation step. Plain links and forms:
 * everything works without JavaScript, and only the details form and the favourites offer are
 * islands.
 */

import type { ReactNode } from "react";
import { Img } from "@/components/ui/img";
import type { GarageCar, GarageView } from "@/domain/account/garage-view";
import { DetailsForm } from "./details-form";
import { FavouritesOffer } from "./favourites-offer";
import { KeepDetailsForForms } from "./keep-details";

const primary =
  "inline-block rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90";
const secondary =
  "inline-block rounded-brand border border-brand px-5 py-3 font-semibold text-brand hover:bg-surface";
const danger =
  "inline-block rounded-brand bg-red-800 px-5 py-3 font-semibold text-white hover:bg-red-900";

export const DELETE_EXPLAINED =
  "Deleting your account removes your sign-in, your sessions on every device, your watchlist, your saved searches and the details kept here, on this site only. Enquiries you have already sent stay with the dealer, who needs them to answer you.";
export const ACCOUNT_DELETED =
  "Your account and data are deleted. Enquiries you sent earlier stay with the dealer.";

const BADGE: Record<GarageCar["availability"], string> = {
  available: "bg-green-100 text-green-900",
  reserved: "bg-amber-100 text-amber-900",
  sold: "bg-gray-800 text-white",
};

export const CAR_REMOVED = "The car is removed from your saved cars.";

/** Takes the car off the watchlist: a plain form, so it works without JavaScript. */
function RemoveSavedCar({ car, path }: { car: GarageCar; path: string }) {
  return (
    <form method="post" action="/api/account/remove-car" className="self-start">
      <input type="hidden" name="car_id" value={car.id} />
      <input type="hidden" name="garage" value={path} />
      <button
        type="submit"
        aria-label={`Remove ${car.name} from saved cars`}
        className="min-h-11 rounded-brand border border-black/30 px-4 font-semibold hover:bg-surface"
      >
        Remove
      </button>
    </form>
  );
}

function SavedCar({ car, path }: { car: GarageCar; path: string }) {
  return (
    <li className="flex gap-4 rounded-brand border border-black/10 bg-white p-3">
      {car.imageUrl ? (
        <Img
          src={car.imageUrl}
          alt=""
          width={128}
          height={96}
          sizes="128px"
          className="h-24 w-32 rounded object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <a href={car.href} className="underline underline-offset-2">
            {car.name}
          </a>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className={`rounded px-2 py-0.5 text-sm font-semibold ${BADGE[car.availability]}`}>
            {car.availabilityLabel}
          </span>
          <span className="font-semibold">{car.price}</span>
        </p>
        {car.priceNote ? <p className="mt-1 text-sm">{car.priceNote}</p> : null}
        <p className="mt-1 text-sm text-ink/75">Saved on {car.savedOn}</p>
      </div>
      <RemoveSavedCar car={car} path={path} />
    </li>
  );
}

function SavedCars({
  view,
  siteSlug,
  offer,
  path,
  removed,
}: Props & { offer: boolean; path: string; removed: boolean }) {
  return (
    <section aria-labelledby="garage-saved" className="space-y-4">
      <h2 id="garage-saved" className="text-2xl font-bold">
        Saved cars
      </h2>
      {removed ? (
        <p role="status" className="rounded-brand bg-surface p-3 font-semibold">
          {CAR_REMOVED}
        </p>
      ) : null}
      {offer ? <FavouritesOffer siteSlug={siteSlug} savedIds={view.cars.map((c) => c.id)} /> : null}
      {view.cars.length === 0 ? (
        <p>
          You have not saved any cars yet. Press Save on a car you like and it will be kept here.{" "}
          <a href="/search/new-used-and-demo-cars" className="underline underline-offset-2">
            Search cars
          </a>
        </p>
      ) : (
        <ul className="space-y-3">
          {view.cars.map((car) => (
            <SavedCar key={car.id} car={car} path={path} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Enquiries({ view }: Pick<Props, "view">) {
  return (
    <section aria-labelledby="garage-enquiries" className="space-y-4">
      <h2 id="garage-enquiries" className="text-2xl font-bold">
        Your enquiries
      </h2>
      {view.enquiries.length === 0 ? (
        <p>You have not sent any enquiries from this number on this site.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Enquiries sent from your number on this site</caption>
            <thead>
              <tr className="border-b border-black/20">
                <th scope="col" className="py-2 pr-4">
                  Reference
                </th>
                <th scope="col" className="py-2 pr-4">
                  Form
                </th>
                <th scope="col" className="py-2 pr-4">
                  Car
                </th>
                <th scope="col" className="py-2 pr-4">
                  Sent
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {view.enquiries.map((lead) => (
                <tr key={lead.reference} className="border-b border-black/10">
                  <td className="py-2 pr-4 font-mono">{lead.reference}</td>
                  <td className="py-2 pr-4">{lead.form}</td>
                  <td className="py-2 pr-4">
                    {lead.car ? (
                      <a href={lead.car.href} className="underline underline-offset-2">
                        {lead.car.name}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="py-2 pr-4">
                    <time dateTime={lead.sentAt}>{lead.sentOn}</time>
                  </td>
                  <td className="py-2">{lead.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DeleteAccount({ path, confirming }: { path: string; confirming: boolean }) {
  return (
    <section id="delete" aria-labelledby="garage-delete" className="space-y-4">
      <h2 id="garage-delete" className="text-2xl font-bold">
        Delete my account and data
      </h2>
      <p>{DELETE_EXPLAINED}</p>
      {confirming ? (
        <form
          method="post"
          action="/api/account/delete"
          className="space-y-4 rounded-brand border-2 border-red-800 p-4"
        >
          <input type="hidden" name="garage" value={path} />
          <p className="font-semibold">Are you sure? This cannot be undone.</p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="confirm" value="yes" className={danger}>
              Yes, delete my account and data
            </button>
            <a href={path} className={secondary}>
              Keep my account
            </a>
          </div>
        </form>
      ) : (
        <a href={`${path}?delete=confirm#delete`} className={secondary}>
          Delete my account and data
        </a>
      )}
    </section>
  );
}

type Props = { view: GarageView; siteSlug: string };

export function GaragePage({
  view,
  siteSlug,
  savedSearches,
  path,
  confirmDelete,
  watchlistMode,
  removed,
}: Props & {
  savedSearches: ReactNode;
  path: string;
  confirmDelete: boolean;
  watchlistMode: boolean;
  /** Just back from removing a saved car. */
  removed: boolean;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">My Garage</h1>
        <p>Signed in as {view.phone}.</p>
      </header>
      <SavedCars
        view={view}
        siteSlug={siteSlug}
        offer={watchlistMode}
        path={path}
        removed={removed}
      />
      <section aria-labelledby="garage-searches" className="space-y-4">
        <h2 id="garage-searches" className="text-2xl font-bold">
          Saved searches
        </h2>
        {savedSearches}
      </section>
      <Enquiries view={view} />
      <section id="details" aria-labelledby="garage-details" className="space-y-4">
        <h2 id="garage-details" className="text-2xl font-bold">
          Your details
        </h2>
        <p>We use these to fill in enquiry forms for you. Every field is optional.</p>
        <DetailsForm details={view.details} siteSlug={siteSlug} />
        <KeepDetailsForForms siteSlug={siteSlug} values={view.prefill} />
      </section>
      <section aria-labelledby="garage-sign-out" className="space-y-4">
        <h2 id="garage-sign-out" className="text-2xl font-bold">
          Signing out
        </h2>
        <form method="post" action="/api/auth/sign-out" className="flex flex-wrap gap-3">
          <button type="submit" className={primary}>
            Sign out
          </button>
          <button type="submit" name="everywhere" value="1" className={secondary}>
            Sign out everywhere
          </button>
        </form>
        <p className="text-sm text-ink/75">
          Sign out everywhere ends your sessions on every phone and computer you have signed in on
          at this site.
        </p>
      </section>
      <DeleteAccount path={path} confirming={confirmDelete} />
    </div>
  );
}

/** The page shown at a my-garage address right after the account was deleted. */
export function AccountDeleted() {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-3xl font-bold">Account deleted</h1>
      <p role="status">{ACCOUNT_DELETED}</p>
      <p>
        <a href="/" className="underline underline-offset-2">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
