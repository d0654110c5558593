/**
 * The header and footer menus of a site, built from its configuration: labels (New, Used or
 * 'Pre-Owned', Demo), enabled journeys and the template (a group links to its dealer locator).
 */
import type { SiteConfig } from "@/config/site-config.schema";

export type NavLink = { label: string; href: string; emphasised?: boolean };
export type NavGroup = { title: string; links: NavLink[] };

export function mainNav(config: SiteConfig): NavLink[] {
  const { labels } = config;
  const links: NavLink[] = [{ label: "Home", href: "/" }];
  const caravans = config.inventory.itemTypes.includes("caravan") && !config.inventory.itemTypes.includes("car");
  const noun = caravans ? "Caravans" : "Cars";
  links.push({ label: `${labels.new} ${noun}`, href: "/search/new-cars" });
  links.push({ label: `${labels.used} ${noun}`, href: "/search/used-cars" });
  links.push({ label: `All Stock`, href: "/search/new-used-and-demo-cars/" });
  links.push({ label: "Service", href: "/service" });
  links.push({
    label: config.template === "dealer-group" ? "Dealer Locator" : "Locations",
    href: config.template === "dealer-group" ? "/dealer-locator" : "/contact",
  });
  if (config.features.tradeIn) links.push({ label: "Sell My Car", href: "/sell-my-car", emphasised: true });
  links.push({ label: "Finance", href: config.finance.financeLinkPath, emphasised: true });
  return links;
}

export function footerGroups(config: SiteConfig): NavGroup[] {
  const { labels } = config;
  return [
    {
      title: "Vehicles",
      links: [
        { label: `${labels.new} stock`, href: "/search/new-cars" },
        { label: `${labels.demo} stock`, href: "/search/demo-cars" },
        { label: `${labels.used} stock`, href: "/search/used-cars" },
        { label: "Special offers", href: "/special-offers" },
      ],
    },
    {
      title: "Buyer Tools",
      links: [
        { label: "Finance", href: config.finance.financeLinkPath },
        ...(config.features.tradeIn ? [{ label: labels.tradeInButton, href: "/trade-in" }] : []),
        { label: "Book a test drive", href: "/book-test-drive/" },
      ],
    },
    {
      title: "Servicing and Parts",
      links: [
        { label: "Book a service", href: "/service" },
        { label: "Parts and accessories", href: "/vehicle-parts-and-accessories" },
        { label: "Warranty", href: "/warranty" },
      ],
    },
    {
      title: config.name,
      links: [
        { label: "About us", href: "/about-us" },
        { label: "Contact us", href: "/contact" },
        { label: "Careers", href: "/careers" },
        { label: "Privacy policy", href: "/privacy-policy" },
        { label: "Terms and conditions", href: "/terms-and-conditions" },
      ],
    },
  ];
}
