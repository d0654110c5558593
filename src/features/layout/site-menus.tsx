"use client";
/**
 * The site's menus: the desktop bar (each menu a disclosure) and the small-screen Menu button
 * with the same items. A browser component drawn from the menu's items, so the page's data
 * carries the items once rather than both menus' element trees. Both are disclosures and links,
 * so they work without JavaScript.
 */
import Link from "next/link";
import { LinkList } from "./link-list";
import type { NavItem } from "./nav";

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
      <LinkList links={item.links} className="nav-menu" />
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
            <LinkList links={item.links} />
          </li>
        ),
      )}
    </ul>
  );
}

export function SiteMenus({ items }: { items: NavItem[] }) {
  return (
    <>
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
    </>
  );
}
