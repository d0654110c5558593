import { notFound } from "next/navigation";

/** Any address a site has no page for: the site's own 404 page, inside its header and footer. */
export default function MissingPage() {
  notFound();
}
