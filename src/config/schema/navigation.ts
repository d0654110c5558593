/**
 * Header menu, footer groups and service-booking links. Items are data: a "kind" says where a dynamic item takes its links from, so a dealer
 * reorders or drops items without code.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { href, httpUrl, nonEmpty, sitePath } from "./primitives";

const label = nonEmpty.meta(doc("Text of the item."));
const title = nonEmpty.meta(doc("Heading of the group."));
const emphasised = (on: boolean) =>
  z.boolean().default(on).meta(doc("Shown as an emphasised button-like link."));

export const navLinkSchema = z.strictObject({
  label: nonEmpty.meta(doc("Text of the link.")),
  href: href.meta(doc("A site path or an http(s) address.")),
  external: z.boolean().default(false).meta(doc("Opens in a new tab.")),
});

const links = z.array(navLinkSchema).min(1).meta(doc("Links of the dropdown or group, in order."));

const headerItem = z.discriminatedUnion("kind", [
  z
    .strictObject({
      kind: z.literal("link"),
      label,
      href: href.meta(doc("A site path or an http(s) address.")),
      emphasised: emphasised(false),
    })
    .meta(doc("A plain link, e.g. Home or Sell My Car.")),
  z.strictObject({ kind: z.literal("models"), label }).meta(doc("Dropdown of the site's models.")),
  z
    .strictObject({ kind: z.literal("stock"), label })
    .meta(doc("Dropdown of stock searches by car type.")),
  z
    .strictObject({ kind: z.literal("offers"), label })
    .meta(
      doc(
        "/special-offers; shown only when navigation.offersInNav and the offers count is above 0.",
      ),
    ),
  z
    .strictObject({ kind: z.literal("finance"), label, emphasised: emphasised(true) })
    .meta(doc("The finance page at finance.financeLinkPath.")),
  z
    .strictObject({ kind: z.literal("menu"), label, links })
    .meta(doc("A dropdown of fixed links, e.g. Service or About Us.")),
]);

const footerGroup = z.discriminatedUnion("kind", [
  z
    .strictObject({ kind: z.literal("body-types"), title })
    .meta(doc("Stock searches by body type.")),
  z.strictObject({ kind: z.literal("models"), title }).meta(doc("The site's models.")),
  z
    .strictObject({ kind: z.literal("buyer-tools"), title })
    .meta(
      doc(
        "Finance, trade-in, sell my car, offers, test drive, online payment and spin to win, each as its feature or journey allows.",
      ),
    ),
  z
    .strictObject({ kind: z.literal("dealer") })
    .meta(doc("Contact details and locations under the site name.")),
  z
    .strictObject({ kind: z.literal("links"), title, links })
    .meta(doc("A group of fixed links, e.g. Servicing and Parts.")),
]);

const link = (label: string, path: string) => ({ label, href: path, external: false });

const DEFAULT_HEADER: z.input<typeof headerItem>[] = [
  { kind: "link", label: "Home", href: "/" },
  { kind: "models", label: "New Vehicles" },
  { kind: "stock", label: "Stock" },
  { kind: "offers", label: "Offers" },
  {
    kind: "menu",
    label: "Service",
    links: [
      link("Book a Service", "/service"),
      link("Parts & Accessories", "/vehicle-parts-and-accessories"),
      link("Warranty", "/warranty"),
    ],
  },
  {
    kind: "menu",
    label: "About Us",
    links: [
      link("About Us", "/about-us"),
      link("Contact", "/contact"),
      link("Careers", "/careers"),
      link("FAQs", "/faqs"),
    ],
  },
  { kind: "link", label: "Sell My Car", href: "/sell-my-car", emphasised: true },
  { kind: "finance", label: "Finance" },
];

const DEFAULT_FOOTER: z.input<typeof footerGroup>[] = [
  { kind: "body-types", title: "Vehicles by body type" },
  { kind: "models", title: "Models" },
  { kind: "buyer-tools", title: "Buyer Tools" },
  {
    kind: "links",
    title: "Servicing and Parts",
    links: [
      link("Book a Service", "/service"),
      link("Parts & Accessories", "/vehicle-parts-and-accessories"),
      link("Warranty", "/warranty"),
    ],
  },
  { kind: "dealer" },
];

const serviceEntry = z.strictObject({
  name: nonEmpty.meta(doc("Dealership or location name of the entry.")),
  make: nonEmpty.nullable().default(null).meta(doc("Make serviced; null: all.")),
  url: href.meta(doc("Booking page, e.g. /service-noosa or an external booking address.")),
});

export const navigationSchema = z
  .strictObject({
    header: z
      .array(headerItem)
      .prefault(DEFAULT_HEADER)
      .meta(doc("Header menu items in order; kinds: link, models, stock, offers, finance, menu.")),
    footer: z
      .array(footerGroup)
      .prefault(DEFAULT_FOOTER)
      .meta(doc("Footer groups in order; kinds: body-types, models, buyer-tools, dealer, links.")),
    offersInNav: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "Show the Offers item (/special-offers); even then only when the offers count is above 0.",
        ),
      ),
    serviceBooking: z
      .strictObject({
        defaultPath: sitePath
          .default("/service")
          .meta(
            doc(
              "Default Book a Service page: served at this address (/service by default), and the features banner's 'book service online' link when there is no scheduler.",
            ),
          ),
        entries: z
          .array(serviceEntry)
          .default([])
          .meta(doc("Dealership-specific booking links, used where one is known.")),
        schedulingUrl: httpUrl
          .nullable()
          .default(null)
          .meta(
            doc(
              "External scheduling address (xtime_url), embedded in the page at schedulingPath, which the service page and the features banner link to; null: no such page.",
            ),
          ),
        schedulingPath: sitePath
          .default("/subaru-service")
          .meta(
            doc(
              "Address of the page that embeds schedulingUrl (only served when schedulingUrl is set).",
            ),
          ),
      })
      .prefault({})
      .meta(doc("Service booking links.")),
  })
  .prefault({});
