/**
 * A card's name, page and photo, read back from its Save entry (which holds the car's name, slug
 * and main photo), so the card's data carries them once.
 */
import { carPath, carPhotoUrl } from "@/domain/car/car";
import type { CardModel } from "./card-model";

export function cardIdentity(model: Pick<CardModel, "favourite">) {
  const { entry } = model.favourite;
  return {
    name: entry.name,
    href: carPath(entry.slug),
    photo: carPhotoUrl(entry.primary_image_url),
  };
}
