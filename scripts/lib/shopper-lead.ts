/**
 * What the lead benchmark's and the cluster checks' shoppers send to POST /api/leads: shopper
 * `i`'s form, and the captcha solved as the lead forms solve it.
 *
 *   const payload = shopperLead(i, { source: "Bench", carIds, key, contactPreference: "email" });
 *   const altcha = solvedCaptcha(challengeReply.body);
 *   post("/api/leads", JSON.stringify({ ...payload, altcha }));
 */
import { createHash } from "node:crypto";

/**
 * Shopper `i`'s lead: every third a general enquiry, the others about one of `carIds` in turn;
 * `source` names the run in the last name and comments; `key` is the form render's idempotency key.
 */
export function shopperLead(
  i: number,
  {
    source,
    carIds,
    key,
    contactPreference,
  }: { source: string; carIds: readonly number[]; key: string; contactPreference: string },
) {
  return {
    form: i % 3 === 0 ? "enquiry" : "car-enquiry",
    ...(i % 3 === 0 ? {} : { car_id: String(carIds[i % carIds.length]) }),
    name: `Shopper${i}`,
    last_name: source,
    email: `shopper${i}@example.com`,
    phone: "0412 345 678",
    postcode: "2150",
    comments: `${source} lead ${i}`,
    terms: true,
    contact_preference: contactPreference,
    idempotency_key: key,
  };
}

/** The captcha field of a lead, from the body of /api/altcha/challenge: the number found, base64. */
export function solvedCaptcha(challengeBody: string): string {
  const { algorithm, challenge, maxnumber, salt, signature } = JSON.parse(challengeBody) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let number = 0; number <= maxnumber; number++) {
    if (createHash("sha256").update(`${salt}${number}`).digest("hex") === challenge) {
      const solved = { algorithm, challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(solved)).toString("base64");
    }
  }
  throw new Error("captcha not solved");
}
