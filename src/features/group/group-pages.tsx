/**
 * The dealer-group template's pages: the stats banner (50+ locations,
 * 40+ brands, 30+ years from group.stats), the group text (group.manufacturerBrands brands and
 * group.franchises franchises), the brands list of /brands and a brand's /{brand}/overview.
 */

import Link from "next/link";
import { Img } from "@/components/ui/img";
import type { SiteConfig } from "@/config/site-config.schema";
import { paragraphs } from "@/domain/content/legal-text";

type Brand = SiteConfig["group"]["brands"][number];

export const brandHref = (brand: Brand) => brand.url ?? `/${brand.slug}/overview`;

export function StatsBanner({ config }: { config: SiteConfig }) {
  return (
    <section aria-label="The group in numbers" className="bg-brand text-brand-contrast">
      <ul className="mx-auto grid max-w-7xl grid-cols-3 gap-4 px-4 py-6 text-center">
        {config.group.stats.map((stat) => (
          <li key={stat.label}>
            <span className="block text-3xl font-extrabold">{stat.value}</span>
            <span className="text-sm uppercase tracking-wide">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GroupText({ config }: { config: SiteConfig }) {
  const name = config.dealer.groupName ?? config.name;
  return (
    <div className="space-y-3 text-lg leading-relaxed text-ink/85">
      {paragraphs(config.group.intro).map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        {name} represents {config.group.manufacturerBrands} manufacturer brands across{" "}
        {config.group.franchises} franchises, with new, demo and used vehicles, finance and
        servicing under one roof.
      </p>
    </div>
  );
}

function BrandLogo({ brand }: { brand: Brand }) {
  // Only local logos go through the image optimiser; anything else shows the name.
  if (brand.logoUrl?.startsWith("/"))
    return (
      <Img
        src={brand.logoUrl}
        alt=""
        width={160}
        height={80}
        className="h-16 w-auto object-contain"
      />
    );
  return null;
}

export function BrandsList({ brands }: { brands: readonly Brand[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {brands.map((brand) => {
        const external = brand.url !== null && /^https?:/.test(brand.url);
        return (
          <li key={brand.slug}>
            <Link
              href={brandHref(brand)}
              {...(external ? { target: "_blank", rel: "noopener" } : {})}
              className="flex h-full flex-col items-center justify-center gap-2 rounded-brand border border-black/10 bg-surface p-6 text-center font-bold hover:border-brand"
            >
              <BrandLogo brand={brand} />
              <span className="text-lg">{brand.name}</span>
              {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
