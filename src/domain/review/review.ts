/** Customer reviews and their summary. */

export type Review = {
  id: number;
  dealership_id: number;
  location_id: number | null;
  image: { url: string; thumb: { url: string } } | null;
  customer_name: string;
  text: string | null;
  rating: number;
  review_date: Date;
  source: string;
};

export type ReviewSummary = { count: number; average_rating: string };
