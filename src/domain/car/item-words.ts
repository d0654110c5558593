/**
 * The words a site counts its stock in: a caravan dealer lists caravans, a car dealer cars, a
 * dealer of both vehicles. Headings, counts, buttons and menus all read them from here.
 */
import { formatCount } from "@/domain/format/price";
import type { ItemType } from "./car";

export type ItemWords = { one: string; many: string; One: string; Many: string };

const WORDS: Record<"car" | "caravan" | "vehicle", ItemWords> = {
  car: { one: "car", many: "cars", One: "Car", Many: "Cars" },
  caravan: { one: "caravan", many: "caravans", One: "Caravan", Many: "Caravans" },
  vehicle: { one: "vehicle", many: "vehicles", One: "Vehicle", Many: "Vehicles" },
};

export function itemWords(itemTypes: readonly ItemType[]): ItemWords {
  if (itemTypes.length === 1 && itemTypes[0] === "caravan") return WORDS.caravan;
  if (itemTypes.length === 1 && itemTypes[0] === "car") return WORDS.car;
  return itemTypes.length === 0 ? WORDS.car : WORDS.vehicle;
}

/** '1 car', '2,450 caravans'. */
export function countLabel(count: number, words: ItemWords): string {
  const whole = Math.max(0, Math.round(count));
  return `${formatCount(whole)} ${whole === 1 ? words.one : words.many}`;
}
