/**
 * Rules that relate one group of a site configuration to another. Each group's own rules sit in
 * its file; these catch contradictions between groups, such as a button for a journey the site
 * has switched off, so that a config mistake stops start-up instead of rendering a dead button.
 */
import type { z } from "zod";
import { OPTIONAL_PAGES } from "./pages";
import type { siteFieldsSchema } from "./site-fields";

type Site = z.output<typeof siteFieldsSchema>;
type Report = (path: (string | number)[], message: string) => void;

/** Buttons that lead to a journey, and the feature switch the journey needs. */
const CTA_FEATURES: readonly (readonly [
  list: "searchCard" | "vehicle" | "mobileBar",
  cta: string,
  feature: keyof Site["features"],
])[] = [
  ["searchCard", "reserve-now", "reserveOnline"],
  ["searchCard", "book-test-drive", "testDrive"],
  ["vehicle", "reserve", "reserveOnline"],
  ["vehicle", "test-drive", "testDrive"],
  ["vehicle", "trade-in", "tradeIn"],
  ["vehicle", "chat", "chat"],
  ["mobileBar", "reserve", "reserveOnline"],
  ["mobileBar", "test-drive", "testDrive"],
  ["mobileBar", "trade-in", "tradeIn"],
  ["mobileBar", "chat", "chat"],
];

function ctasNeedTheirFeatures(site: Site, report: Report) {
  for (const [list, cta, feature] of CTA_FEATURES) {
    if (site.features[feature]) continue;
    const buttons: readonly string[] =
      list === "mobileBar" ? (site.ctas.mobileBar.actions ?? []) : site.ctas[list];
    const index = buttons.indexOf(cta);
    const path =
      list === "mobileBar" ? ["ctas", "mobileBar", "actions", index] : ["ctas", list, index];
    if (index >= 0) report(path, `${cta} needs features.${feature}`);
  }
}

/** A journey gated behind sign-in must be one the site offers, else the gate guards nothing. */
const GATES_NEED: readonly (readonly [
  gate:
    | "checkout"
    | "finance"
    | "tradeIn"
    | "sellMyCar"
    | "carFinance"
    | "spinToWin"
    | "onlinePayment",
  offered: (site: Site) => boolean,
  needs: string,
])[] = [
  ["checkout", (s) => s.features.reserveOnline, "features.reserveOnline"],
  ["finance", (s) => !s.finance.hideFinance, "finance shown (finance.hideFinance off)"],
  ["tradeIn", (s) => s.features.tradeIn, "features.tradeIn"],
  ["sellMyCar", (s) => s.features.sellMyCar, "features.sellMyCar"],
  [
    "carFinance",
    (s) => s.finance.pages.personalised && !s.finance.hideFinance,
    "finance.pages.personalised",
  ],
  ["spinToWin", (s) => s.journeys.spinToWin.enabled, "journeys.spinToWin.enabled"],
  ["onlinePayment", (s) => s.journeys.onlinePayment.enabled, "journeys.onlinePayment.enabled"],
];

function gatesGuardOfferedJourneys(site: Site, report: Report) {
  for (const [gate, offered, needs] of GATES_NEED)
    if (site.gating[gate] && !offered(site)) report(["gating", gate], `needs ${needs}`);
}

/** Dealership slugs named in groups must be dealerships this site shows. */
function dealershipsAreOwn(site: Site, report: Report) {
  const own = new Set(site.dealerships);
  const lists: [(string | number)[], readonly string[]][] = [
    [["finance", "excludedDealerships"], site.finance.excludedDealerships],
    [["vehicle", "certifiedBadge", "dealerships"], site.vehicle.certifiedBadge?.dealerships ?? []],
  ];
  for (const [path, slugs] of lists)
    slugs.forEach((s, i) => {
      if (!own.has(s)) report([...path, i], `'${s}' is not in dealerships`);
    });
}

function promoPositionsFitThePage(site: Site, report: Report) {
  site.search.promoPositions.forEach((p, i) => {
    if (p > site.search.pageSize)
      report(["search", "promoPositions", i], "must not exceed search.pageSize");
  });
}

function deliveryCalculatorHasZones(site: Site, report: Report) {
  if (site.features.deliveryCalculator && site.delivery.zones.length === 0)
    report(["delivery", "zones"], "needs at least one zone when features.deliveryCalculator is on");
}

/** A menu link to an optional page the site does not serve would be a dead link. */
function linksReachServedPages(site: Site, report: Report) {
  const optional = new Set<string>(OPTIONAL_PAGES);
  const served = new Set<string>(site.pages.enabled);
  const check = (href: string, path: (string | number)[]) => {
    if (optional.has(href) && !served.has(href)) report(path, `${href} is not in pages.enabled`);
  };
  site.navigation.header.forEach((item, i) => {
    if (item.kind === "link") check(item.href, ["navigation", "header", i, "href"]);
    if (item.kind === "menu")
      for (const [j, link] of item.links.entries())
        check(link.href, ["navigation", "header", i, "links", j, "href"]);
  });
  site.navigation.footer.forEach((group, i) => {
    if (group.kind === "links")
      for (const [j, link] of group.links.entries())
        check(link.href, ["navigation", "footer", i, "links", j, "href"]);
  });
}

const RULES = [
  ctasNeedTheirFeatures,
  gatesGuardOfferedJourneys,
  dealershipsAreOwn,
  promoPositionsFitThePage,
  deliveryCalculatorHasZones,
  linksReachServedPages,
];

export function checkConsistency(site: Site, ctx: z.RefinementCtx): void {
  const report: Report = (path, message) => ctx.addIssue({ code: "custom", path, message });
  for (const rule of RULES) rule(site, report);
}
