/**
 * Pages a site serves at addresses its configuration chooses, as one ordered table (the first
 * match wins): its my-garage pages (always behind sign-in), a sale page it also serves at the top
 * level (/eofy), its test-drive page, its Book a Service page, and the page that embeds its
 * service scheduler (/subaru-service, only when a scheduling address is set). Fixed routes
 * answer first; the catch-all route asks this for any other address, and none means 404.
 */
import { type SalePage, topLevelSalePage } from "@/domain/content/pages";
import { isGaragePath } from "./sign-in-gate";

export type ConfiguredPagesSite = {
  pages: { sale: readonly SalePage[] };
  forms: { testDrive: { path: string } };
  navigation: {
    serviceBooking: { defaultPath: string; schedulingUrl: string | null; schedulingPath: string };
  };
  gating: { garagePaths: readonly string[] };
};

export type ConfiguredPage =
  | { kind: "garage" }
  | { kind: "sale"; page: SalePage }
  | { kind: "test-drive" }
  | { kind: "service" }
  | { kind: "scheduler"; url: string }
  | { kind: "none" };

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
const same = (configured: string, path: string) => trimSlash(configured) === trimSlash(path);

type Rule = (site: ConfiguredPagesSite, path: string) => ConfiguredPage | null;

const RULES: readonly Rule[] = [
  (site, path) => (isGaragePath(site.gating, path) ? { kind: "garage" } : null),
  (site, path) => {
    const page = topLevelSalePage(site.pages, trimSlash(path));
    return page ? { kind: "sale", page } : null;
  },
  (site, path) => (same(site.forms.testDrive.path, path) ? { kind: "test-drive" } : null),
  (site, path) =>
    same(site.navigation.serviceBooking.defaultPath, path) ? { kind: "service" } : null,
  (site, path) => {
    const { schedulingUrl, schedulingPath } = site.navigation.serviceBooking;
    return schedulingUrl !== null && same(schedulingPath, path)
      ? { kind: "scheduler", url: schedulingUrl }
      : null;
  },
];

export function configuredPage(site: ConfiguredPagesSite, path: string): ConfiguredPage {
  for (const rule of RULES) {
    const page = rule(site, path);
    if (page) return page;
  }
  return { kind: "none" };
}
