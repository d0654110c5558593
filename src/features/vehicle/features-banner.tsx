/** The features banner: see latest offers, book service online, sell your car. */
import type { SiteConfig } from "@/config/site-config.schema";
import { onlineBookingPath } from "@/domain/content/service-booking";

export function FeaturesBanner({ config }: { config: SiteConfig }) {
  if (!config.vehicle.featuresBanner) return null;
  const items = [
    {
      href: "/special-offers",
      title: "See latest offers",
      text: "This month's deals across our range.",
    },
    {
      href: onlineBookingPath(config.navigation.serviceBooking),
      title: "Book service online",
      text: "Pick a time that suits you.",
    },
    config.features.sellMyCar
      ? { href: "/sell-my-car", title: "Sell your car", text: "A fair price, paid fast." }
      : null,
  ].filter((item) => item !== null);
  return (
    <nav aria-label="More from us" className="rounded-brand bg-brand p-5 text-brand-contrast">
      <ul className="grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className="block rounded-brand p-2 hover:bg-white/10">
              <span className="block text-lg font-bold underline-offset-4">{item.title}</span>
              <span className="text-sm opacity-90">{item.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
