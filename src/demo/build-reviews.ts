/** Customer reviews per dealership: mostly four and five stars, some without text. */
import type { Location } from "@/domain/location/location";
import type { Review } from "@/domain/review/review";
import type { Rng } from "./prng";
import { DAY_MS } from "./text-util";

const FIRST = [
  "Sarah",
  "James",
  "Priya",
  "Liam",
  "Chloe",
  "Nguyen",
  "Mia",
  "Jack",
  "Olivia",
  "Noah",
  "Aisha",
  "Tom",
  "Grace",
  "Wei",
  "Ella",
  "Lachlan",
  "Zoe",
  "Mohammed",
  "Hannah",
  "Ben",
];
const LAST = "ABCDGHJKLMNPRSTW";
const TEXTS = [
  "Fantastic service from start to finish. The sales team were patient and never pushy.",
  "Picked up our new car today and the handover was thorough. Highly recommend.",
  "Great price on my trade-in and the finance was sorted in an hour.",
  "Service department kept me updated all day and the car was ready early.",
  "Friendly staff, clean showroom and the test drive was easy to book online.",
  "A few delays with paperwork, but they made up for it with a full tank and a detail.",
  "Second car we've bought here. Same great experience as the first time.",
  "Honest advice about which model suited our family. Very happy with our purchase.",
];

export function buildReviews(
  rng: Rng,
  now: Date,
  dealershipId: number,
  locations: Location[],
  firstId: number,
): Review[] {
  const count = rng.int(12, 30);
  return Array.from({ length: count }, (_, i) => {
    const rating = rng.weighted([
      [5, 70],
      [4, 20],
      [3, 6],
      [2, 2],
      [1, 2],
    ] as const);
    const location = locations.length ? rng.pick(locations) : null;
    return {
      id: firstId + i,
      dealership_id: dealershipId,
      location_id: location?.id ?? null,
      image: null,
      customer_name: `${rng.pick(FIRST)} ${LAST[rng.int(0, LAST.length - 1)]}.`,
      text: rng.chance(0.15)
        ? null
        : rating <= 2
          ? "Communication could have been better and the car was not ready when promised."
          : rng.pick(TEXTS),
      rating,
      review_date: new Date(now.getTime() - rng.int(1, 700) * DAY_MS),
      source: rng.chance(0.8) ? "Google" : "Facebook",
    };
  });
}
