/**
 * The header and footer menus of a site, resolved from its configuration (navigation.header and
 * navigation.footer are data with a "kind") and from what the site has: its models, offers and
 * locations. Labels come from the site (New, Used or 'Pre-Owned', Demo).
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { CarType } from "@/domain/car/car";
import { itemWords } from "@/domain/car/item-words";
import { hasDealerLocator } from "@/domain/site/dealer-locator";

export type NavLink = { label: string; href: string; external?: boolean };
export type NavItem =
  | ({ type: "link"; emphasised: boolean } & NavLink)
  | { type: "menu"; label: string; links: NavLink[] };
export type NavGroup = { title: string; links: NavLink[] };

/** An external link opens in a new tab, without handing the new page a handle on this one. */
export function linkTarget(link: NavLink): { target?: "_blank"; rel?: string } {
  return link.external ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

export type NavContext = {
  models: readonly { name: string; slug: string }[];
  offersCount: number;
  bodies: readonly string[];
  /** The car types the site has in stock; a menu offers no page of 0 cars. */
  carTypes: readonly CarType[];
};

const STOCK_PATHS: Record<CarType, string> = {
  new: "/search/new-cars",
  demo: "/search/demo-cars",
  used: "/search/used-cars",
};

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function stockLinks(config: SiteConfig, context: NavContext): NavLink[] {
  const noun = itemWords(config.inventory.itemTypes).Many;
  return [
    ...(["new", "demo", "used"] as const)
      .filter((type) => context.carTypes.includes(type))
      .map((type) => ({
        label: `${config.labels[type]} ${noun}`,
        href: STOCK_PATHS[type],
      })),
    { label: "All Stock", href: "/search/new-used-and-demo-cars" },
  ];
}

function modelLinks(context: NavContext): NavLink[] {
  return context.models.map((model) => ({ label: model.name, href: `/models/${model.slug}` }));
}

export function headerNav(config: SiteConfig, context: NavContext): NavItem[] {
  const items: NavItem[] = [];
  for (const item of config.navigation.header) {
    switch (item.kind) {
      case "link":
        items.push({
          type: "link",
          label: item.label,
          href: item.href,
          emphasised: item.emphasised,
        });
        break;
      case "models": {
        const links = modelLinks(context);
        if (links.length > 0)
          items.push({
            type: "menu",
            label: item.label,
            links: [...links, { label: "All Models", href: "/models" }],
          });
        break;
      }
      case "stock":
        items.push({ type: "menu", label: item.label, links: stockLinks(config, context) });
        break;
      case "offers":
        if (config.navigation.offersInNav && context.offersCount > 0) {
          items.push({
            type: "link",
            label: item.label,
            href: "/special-offers",
            emphasised: false,
          });
        }
        break;
      case "finance":
        items.push({
          type: "link",
          label: item.label,
          href: config.finance.financeLinkPath,
          emphasised: item.emphasised,
        });
        break;
      case "menu":
        items.push({ type: "menu", label: item.label, links: item.links });
        break;
    }
  }
  return items;
}

function buyerTools(config: SiteConfig, context: NavContext): NavLink[] {
  const links: NavLink[] = [{ label: "Finance", href: config.finance.financeLinkPath }];
  if (config.features.tradeIn)
    links.push({ label: config.labels.tradeInButton, href: "/trade-in" });
  if (config.features.sellMyCar) links.push({ label: "Sell My Car", href: "/sell-my-car" });
  if (context.offersCount > 0) links.push({ label: "Special Offers", href: "/special-offers" });
  if (config.features.testDrive)
    links.push({ label: "Book a Test Drive", href: config.forms.testDrive.path });
  const { spinToWin, onlinePayment } = config.journeys;
  if (onlinePayment.enabled) links.push({ label: onlinePayment.title, href: "/online-payment" });
  if (spinToWin.enabled) links.push({ label: spinToWin.title, href: "/spin-to-win" });
  return links;
}

export function footerNav(config: SiteConfig, context: NavContext): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const group of config.navigation.footer) {
    switch (group.kind) {
      case "body-types":
        if (context.bodies.length > 0) {
          groups.push({
            title: group.title,
            links: context.bodies.map((body) => ({
              label: body,
              href: `/search/${slugify(body)}`,
            })),
          });
        }
        break;
      case "models":
        if (context.models.length > 0)
          groups.push({ title: group.title, links: modelLinks(context) });
        break;
      case "buyer-tools":
        groups.push({ title: group.title, links: buyerTools(config, context) });
        break;
      case "dealer":
        groups.push({
          title: config.name,
          links: [
            ...(config.pages.enabled.includes("/about-us")
              ? [{ label: "About Us", href: "/about-us" }]
              : []),
            ...(hasDealerLocator(config)
              ? [
                  {
                    label: config.template === "dealer-group" ? "Dealer Locator" : "Our Locations",
                    href: "/dealer-locator",
                  },
                ]
              : []),
            { label: "Contact Us", href: "/contact" },
            { label: "Privacy Policy", href: "/privacy-policy" },
            { label: "Terms and Conditions", href: "/terms-and-conditions" },
          ],
        });
        break;
      case "links":
        groups.push({ title: group.title, links: group.links });
        break;
    }
  }
  return groups;
}
