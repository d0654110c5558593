"use client";
/**
 * The footer's link groups, drawn in the browser component from the groups' data, so the page's
 * data carries each link once (its label and address) rather than its element tree.
 */
import { LinkList } from "./link-list";
import type { NavGroup } from "./nav";

export function FooterLinks({ groups }: { groups: NavGroup[] }) {
  return groups.map((group) => (
    <nav key={group.title} aria-label={group.title}>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{group.title}</h2>
      <LinkList links={group.links} className="footer-links" />
    </nav>
  ));
}
