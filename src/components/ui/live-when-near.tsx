"use client";
/**
 * A part of a server page whose browser components go live only when it comes near the
 * viewport, or is focused or touched (hydrateWhenNear, for markup rather than one component):
 *
 *   <LiveWhenNear><SpecificationList rows={view.specs} /></LiveWhenNear>
 *
 * The server renders the contents inline, inside one <div>, so the page is whole without
 * JavaScript. In the browser a part near the viewport at load hydrates in place with the page;
 * a part further down is not hydrated at all, and is drawn afresh over the same markup when it
 * comes near. A page's lower sections thus cost nothing while the page starts.
 *
 * Until it goes live a part keeps its first markup, whatever its props become: wrap only parts
 * whose data does not change while the page is open (a page updated in place, such as the
 * search page, would leave a waiting part showing the old data).
 */
import type { ReactNode } from "react";
import { hydrateWhenNear } from "./hydrate-when-near";

function Contents({ children }: { children: ReactNode }) {
  return children;
}

// `typeof window` is replaced at build time: in the browser the contents wait to be drawn.
export const LiveWhenNear = hydrateWhenNear(
  typeof window === "undefined" ? () => Contents : null,
  async () => Contents,
  { inPlace: Contents },
);
