import Link from "next/link";
import { Img } from "@/components/ui/img";
import type { SiteConfig } from "@/config/site-config.schema";
import { formatPhone } from "@/domain/format/phone";
import { headerNav, type NavContext } from "./nav";
import { SiteMenus } from "./site-menus";

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
        <SiteMenus items={items} />
      </div>
    </header>
  );
}
