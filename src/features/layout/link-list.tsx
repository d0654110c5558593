/**
 * A list of a menu's links (the header menus' sub-lists, the footer's groups): drawn by the
 * browser components of the header and the footer, from the links' data.
 */
import Link from "next/link";
import { linkTarget, type NavLink } from "./nav";

export function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} {...linkTarget(link)}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
