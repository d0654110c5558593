import Image from "next/image";
import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import { formatPhone } from "@/domain/format/phone";
import { mainNav } from "./nav";

/** The site's header: skip link, contact strip, logo and menu (a disclosure on small screens, no JS). */
export function SiteHeader({ config }: { config: SiteConfig }) {
  const links = mainNav(config);
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
            <a className="shrink-0 font-semibold underline-offset-4 hover:underline" href={`tel:${phone.replace(/\s/g, "")}`}>
              Call {formatPhone(phone)}
            </a>
          ) : null}
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-3">
        <Link href="/" className="flex shrink-0 items-center gap-3" aria-label={`${config.name} home`}>
          {config.theme.logo ? (
            <Image
              src={config.theme.logo.url}
              alt=""
              width={config.theme.logo.width}
              height={config.theme.logo.height}
              priority
              unoptimized
              className="h-10 w-auto"
            />
          ) : (
            <span className="text-xl font-extrabold tracking-tight text-brand">{config.name}</span>
          )}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={
                    link.emphasised
                      ? "ml-1 rounded-brand bg-accent px-3 py-2 text-sm font-semibold text-white hover:opacity-90"
                      : "rounded-brand px-3 py-2 text-sm font-medium text-ink hover:bg-surface"
                  }
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <details className="relative lg:hidden">
          <summary className="cursor-pointer list-none rounded-brand border border-black/20 px-3 py-2 text-sm font-semibold">
            Menu
          </summary>
          <nav aria-label="Main" className="absolute right-0 z-40 mt-2 w-64 rounded-brand border border-black/10 bg-page p-2 shadow-xl">
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="block rounded-brand px-3 py-2 font-medium hover:bg-surface">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
