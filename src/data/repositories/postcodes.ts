/** Postcode look-up for the delivery calculator and distance sorting. Not tenant data. */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db";
import { postcodes } from "../schema";

export type PostcodePlace = {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
};

/** Every locality of a postcode, alphabetically; empty when the postcode is unknown. */
export async function findPostcode(db: Database, postcode: string): Promise<PostcodePlace[]> {
  const code = postcode.trim();
  if (!/^\d{4}$/.test(code)) return [];
  return db
    .select({
      postcode: postcodes.postcode,
      locality: postcodes.locality,
      state: postcodes.state,
      lat: postcodes.lat,
      long: postcodes.long,
    })
    .from(postcodes)
    .where(eq(postcodes.postcode, code))
    .orderBy(asc(postcodes.locality));
}
