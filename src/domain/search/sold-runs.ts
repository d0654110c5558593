/**
 * Sold cars on a results page: of a run of consecutive sold vehicles only
 * the first shows, unless every vehicle is sold, in which case all show (an all-sold page is
 * still a page of evidence that the dealer sells such cars).
 */
import { type Car, isAvailable } from "@/domain/car/car";

export function collapseSoldRuns<T extends Pick<Car, "status">>(hits: readonly T[]): T[] {
  if (hits.every((car) => !isAvailable(car))) return [...hits];
  return hits.filter((car, i) => isAvailable(car) || i === 0 || isAvailable(hits[i - 1]!));
}
