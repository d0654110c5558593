import "server-only";
/**
 * The saved-search pages: the shopper's list (after saving, or from a link), the confirmation a
 * visitor reaches after signing in to save a search, and the unsubscribe page an alert links to,
 * which needs no sign-in (GET shows what will stop, the button posts).
 */
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { signInHref } from "@/domain/site/sign-in-gate";
import { currentShopper } from "@/features/account/server";
import type { CurrentSite } from "@/features/site/server";
import { CONFIRM_SAVE_PATH, SAVED_SEARCHES_PATH } from "./handle-saved-searches";
import { SaveSearchForm } from "./save-search-form";
import { SavedSearchList } from "./saved-search-list";
import { savedSearchDeps } from "./saved-search-services.server";
import { listSearches, searchByToken } from "./saved-searches";

const STATUS: Record<string, string> = {
  saved: "Search saved. We will tell you when new cars match it, at most once a day.",
  "already-saved": "You had already saved this search.",
  deleted: "Saved search deleted.",
  "not-found": "That saved search was already gone.",
  "not-a-search": "That is not a search of this site, so it was not saved.",
};

const button =
  "min-h-11 rounded-brand bg-brand px-5 font-semibold text-brand-contrast hover:opacity-90";

function Shell(props: { title: string; status?: string | null; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{props.title}</h1>
      {props.status ? (
        <p role="status" className="mt-4 rounded-brand border border-brand/40 bg-surface p-3">
          {props.status}
        </p>
      ) : null}
      <div className="mt-6 space-y-4">{props.children}</div>
    </div>
  );
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

type Query = Record<string, string | string[] | undefined>;

async function signedIn(site: CurrentSite, target: string) {
  const shopper = await currentShopper(site.config.slug);
  if (!shopper) redirect(signInHref("saved-search", target));
  return shopper;
}

export async function SavedSearchesPage({ site, query }: { site: CurrentSite; query: Query }) {
  const shopper = await signedIn(site, SAVED_SEARCHES_PATH);
  const { db } = await savedSearchDeps(site);
  const searches = await listSearches(db, { slug: site.config.slug }, shopper.id);
  return (
    <Shell title="Saved searches" status={STATUS[one(query.status) ?? ""] ?? null}>
      <SavedSearchList searches={searches} />
    </Shell>
  );
}

export async function ConfirmSavePage({ site, query }: { site: CurrentSite; query: Query }) {
  const address = one(query.address) ?? "";
  const target = `${CONFIRM_SAVE_PATH}?${new URLSearchParams({ address }).toString()}`;
  await signedIn(site, target);
  const match = address.startsWith("/search")
    ? await (await savedSearchDeps(site)).match(address)
    : null;
  if (!match)
    return (
      <Shell title="Save this search">
        <p>
          That is not a search of this site.{" "}
          <a href="/search" className="underline underline-offset-2">
            Search our stock
          </a>
          .
        </p>
      </Shell>
    );
  return (
    <Shell title="Save this search">
      <p>
        Save <strong>{match.label}</strong> and we will tell you when new cars match it, at most
        once a day.
      </p>
      <SaveSearchForm address={match.address} />
      <p>
        <a href={match.address} className="underline underline-offset-2">
          Back to the search
        </a>
      </p>
    </Shell>
  );
}

export async function UnsubscribePage({ site, query }: { site: CurrentSite; query: Query }) {
  const status = one(query.status);
  if (status === "done" || status === "unknown")
    return (
      <Shell title="Saved search alerts">
        <p role="status">
          {status === "done"
            ? "Done. You will get no more alerts for that search."
            : "That link has been used or replaced by a newer alert's link, so nothing changed."}
        </p>
      </Shell>
    );
  const { db } = await savedSearchDeps(site);
  const token = one(query.token);
  const search = await searchByToken(db, { slug: site.config.slug }, token);
  if (!search)
    return (
      <Shell title="Saved search alerts">
        <p>
          This link has been used or replaced by a newer alert&apos;s link. Use the link in your
          newest alert.
        </p>
      </Shell>
    );
  return (
    <Shell title="Stop these alerts?">
      <p>
        You will get no more alerts for <strong>{search.label}</strong>, and the search will be
        deleted.
      </p>
      <form method="post" action="/api/saved-searches/unsubscribe">
        <input type="hidden" name="token" value={token ?? ""} />
        <button type="submit" className={button}>
          Stop alerts
        </button>
      </form>
    </Shell>
  );
}
