/** Every passenger model line: the pool trade-ins and used stock are drawn from. */
import type { ModelLine } from "./catalogue-types";
import { MAZDA, MITSUBISHI, NISSAN, OTHER_JAPAN, TOYOTA } from "./makes-japan";
import { EURO_AND_OTHERS, FORD, HYUNDAI, KIA } from "./makes-world";

export const ALL_LINES: ModelLine[] = [
  ...TOYOTA,
  ...MAZDA,
  ...MITSUBISHI,
  ...NISSAN,
  ...OTHER_JAPAN,
  ...HYUNDAI,
  ...KIA,
  ...FORD,
  ...EURO_AND_OTHERS,
];
