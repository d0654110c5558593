/** A signed-in shopper: an account of one site, known by its mobile number (+61…). */
export type Shopper = { id: string; phone: string };
