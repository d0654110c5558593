/**
 * The details a shopper keeps on their account to prefill enquiry forms. Every field is
 * optional: a shopper may keep only a name, or nothing.
 */
export type ShopperDetails = {
  name?: string;
  lastName?: string;
  email?: string;
  postcode?: string;
};
