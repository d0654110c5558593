/** Offers and promotional nodes; each shows only between its start and expiry dates. */

export type Promotion = {
  id: number;
  dealership_id: number | null;
  slug: string;
  title: string;
  description: string;
  image: { url: string } | null;
  link_url: string | null;
  start: Date | null;
  expiry: Date | null;
  /** Card-grid position on the search results (null: site default). */
  position: number | null;
  /** Where it shows: "search", "home", "offers". */
  display: string[];
  strictDisplay: boolean;
  /** Applies to these makes/car types when strictDisplay is set. */
  makes: string[];
  car_types: string[];
};
