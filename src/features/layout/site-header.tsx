import Link from "next/link";
import { Img } from "@/components/ui/img";
import type { SiteConfig } from "@/config/site-config.schema";
import { formatPhone } from "@/domain/format/phone";
import { headerNav, linkTarget, type NavContext, type NavItem } from "./nav";

function DesktopItem({ item }: { item: NavItem }) {
  if (item.type === "link") {
    return (
      <Link href={item.href} className={item.emphasised ? "nav-cta" : "nav-link"}>
        {item.label}
      </Link>
    );
  }
  return (
    <details className="nav-group">
      <summary className="nav-link">
        {item.label}
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className="nav-menu">
        {item.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} {...linkTarget(link)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MobileItems({ items }: { items: NavItem[] }) {
  return (
    <ul className="nav-mobile">
      {items.map((item) =>
        item.type === "link" ? (
          <li key={item.label}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ) : (
          <li key={item.label}>
            <p>{item.label}</p>
            <ul>
              {item.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} {...linkTarget(link)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}

/** The site's header: skip link, contact strip, logo and menu (disclosures, so it works without JS). */
export function SiteHeader({ config, nav }: { config: SiteConfig; nav: NavContext }) {
  const items = headerNav(config, nav);
  const phone = config.contact.phone;
  return (
    <header className="border-b border-black/10 bg-page">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-brand focus:bg-page focus:px-4 focus:py-2 focus:font-semibold"
      >
        Skip to content
      </a>
      <div className="bg-brand text-brand-contrast">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-sm">
          <p className="truncate">{config.tagline}</p>
          {phone ? (
            <a
              className="shrink-0 font-semibold underline-offset-4 hover:underline"
              href={`tel:${phone.replace(/\s/g, "")}`}
            >
              Call {formatPhone(phone)}
            </a>
          ) : null}
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-3">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-3"
          aria-label={`${config.name} home`}
        >
          {config.theme.logo ? (
            <Img
              src={config.theme.logo.url}
              alt={config.theme.logo.alt}
              width={config.theme.logo.width}
              height={config.theme.logo.height}
              preload
              unoptimized
              className="h-10 w-auto"
            />
          ) : (
            <span className="text-xl font-extrabold tracking-tight text-brand">{config.name}</span>
          )}
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.label}>
                <DesktopItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <details className="relative xl:hidden">
          <summary className="cursor-pointer list-none rounded-brand border border-black/20 px-3 py-2 text-sm font-semibold">
            Menu
          </summary>
          <nav
            aria-label="Main menu"
            className="absolute right-0 z-40 mt-2 max-h-[80vh] w-72 overflow-auto rounded-brand border border-black/10 bg-page p-2 shadow-xl"
          >
            <MobileItems items={items} />
          </nav>
        </details>
      </div>
    </header>
  );
}
