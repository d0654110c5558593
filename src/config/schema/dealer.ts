/**
 * Facts about the dealer business that pages state but stock data does not carry: the franchise
 * make (manufacturer name) and the dealer group (dealership_group).
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { nonEmpty } from "./primitives";

export const dealerSchema = z
  .strictObject({
    manufacturer: nonEmpty
      .nullable()
      .default(null)
      .meta(
        doc(
          "Franchise make of a single-make dealer (e.g. 'Subaru'): the New Vehicles menu, models pages and page titles use it. Null: multi-make.",
        ),
      ),
    groupName: nonEmpty
      .nullable()
      .default(null)
      .meta(
        doc(
          "Dealer group the site belongs to, named in the footer and legal pages. Null: independent.",
        ),
      ),
  })
  .prefault({});
