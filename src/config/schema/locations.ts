/** The locations listing and maps. */
import { z } from "zod";
import { LOCATION_TYPES } from "@/domain/location/location";
import { doc } from "./field-doc";
import { isUnique, nonEmpty } from "./primitives";

export const locationsSchema = z
  .strictObject({
    tabs: z
      .array(z.enum(LOCATION_TYPES))
      .min(1)
      .default([...LOCATION_TYPES])
      .refine(isUnique, "must not list a tab twice")
      .meta(doc("Location-type tabs of the listing, in order.")),
    panel: z
      .enum(["map", "image"])
      .default("map")
      .meta(
        doc("Beside the location cards: a map of the locations, or the selected location's image."),
      ),
    mapZoom: z
      .number()
      .int()
      .min(1)
      .max(20)
      .default(12)
      .meta(
        doc(
          "Zoom of the locations map (web-map levels: 5 a state, 10 a city, 14 a suburb) when mapCentre is set.",
        ),
      ),
    mapCentre: z
      .strictObject({
        lat: z.number().min(-90).max(90).meta(doc("Latitude.")),
        lng: z.number().min(-180).max(180).meta(doc("Longitude.")),
      })
      .nullable()
      .default(null)
      .meta(
        doc(
          "Centre of the locations map, shown at mapZoom; null: the map fits the listed locations.",
        ),
      ),
    overrideCity: nonEmpty
      .nullable()
      .default(null)
      .meta(
        doc(
          "City named instead of each location's own city wherever an address is written (location cards, service page, vehicle page, print sheet).",
        ),
      ),
  })
  .prefault({});
