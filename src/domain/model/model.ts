/** New-car showroom models, their variants and colours. */

export type ModelColour = {
  id: number;
  name: string;
  photo_url: string | null;
  hexCode: string;
  /** Body-style code. */
  oem_id: string | null;
  model_variant_name: string;
};

export type ModelVariant = {
  id: number;
  full_name: string;
  series: string | null;
  name: string;
  features: string[];
  image: { url: string } | null;
  dap_min_price: number | null;
  dap_max_price: number | null;
};

export type Model = {
  id: number;
  dealership_id: number;
  slug: string;
  name: string;
  make: string;
  status: "available" | "coming_soon";
  image: { url: string } | null;
  short_description: string | null;
  manufacturer_body: string | null;
  manufacturer_body2: string | null;
  manufacturer_body3: string | null;
  body: string | null;
  manufacturer_name: string;
  model_variants: ModelVariant[];
  colours: ModelColour[];
};
