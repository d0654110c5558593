/** GET /api/altcha/challenge: a fresh proof-of-work challenge for a lead form (self-hosted ALTCHA). */
import { captcha } from "@/features/leads/lead-services.server";

export async function GET() {
  return Response.json(await captcha().challenge(), { headers: { "cache-control": "no-store" } });
}
