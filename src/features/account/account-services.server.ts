import "server-only";
/**
 * The process-wide pieces sign-in requests share, built from the environment: the code key
 * (the process secret: codes pending at a restart stop working unless SIGN_IN_SECRET is set),
 * the text sender (an HTTP gateway when SMS_GATEWAY_URL is set, else files under
 * DATA_DIR/sms), the rate limits, and the dependencies of one request.
 */
import { getDatabase } from "@/data/db.server";
import { readCookie } from "@/domain/account/cookies";
import { rateLimitStore } from "@/features/leads/server";
import type { CurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { clientAddress, type HeaderBag } from "@/lib/origin";
import { processSecret } from "@/lib/process-secret";
import { checkRateLimits } from "@/lib/rate-limit";
import { createSmsSender } from "@/lib/sms";
import { cameOverHttps } from "@/server/forwarded-headers";
import { codeRequestRules } from "./code-limits";
import type { AccountRequestContext } from "./handle-account";
import type { SignInRequestContext } from "./handle-sign-in";
import type { WatchlistRequestContext } from "./handle-watchlist";
import { type SignInDeps, sessionShopper } from "./sign-in";

/** Whether the request came over https: only a trusted proxy's word counts. */
function cameSecure(headers: HeaderBag, trustProxy: boolean): boolean {
  const proto = headers.get("x-forwarded-proto") ?? undefined;
  return cameOverHttps({ "x-forwarded-proto": proto }, trustProxy, false);
}

/** What one sign-in request needs: its site, the database, the sender and the limits. */
export async function signInContext(
  site: CurrentSite,
  headers: HeaderBag,
): Promise<SignInRequestContext> {
  const settings = env();
  const sms = createSmsSender({
    gatewayUrl: settings.SMS_GATEWAY_URL,
    gatewayKey: settings.SMS_GATEWAY_KEY,
    dataDir: settings.dataDir,
  });
  const deps: SignInDeps = {
    db: await getDatabase(),
    site: { slug: site.config.slug, name: site.config.name },
    now: new Date(),
    secret: processSecret(),
    sendSms: (message) => sms.send(message),
    admitCode: (phone) =>
      checkRateLimits(
        rateLimitStore(),
        codeRequestRules(
          {
            phone,
            siteSlug: site.config.slug,
            ip: clientAddress(headers, settings.TRUST_PROXY),
          },
          {
            perNumberHour: settings.SIGN_IN_CODES_PER_NUMBER_HOUR,
            perIpHour: settings.SIGN_IN_CODES_PER_IP_HOUR,
          },
        ),
      ),
  };
  return {
    deps,
    trustProxy: settings.TRUST_PROXY,
    secure: cameSecure(headers, settings.TRUST_PROXY),
  };
}

/** What one watchlist request needs: its site, the database and the shopper its cookie names. */
export async function watchlistContext(
  site: CurrentSite,
  headers: HeaderBag,
): Promise<WatchlistRequestContext> {
  const db = await getDatabase();
  const now = new Date();
  const token = readCookie(headers.get("cookie"), "session");
  const shopper = await sessionShopper({ db, site: { slug: site.config.slug }, now }, token);
  return { deps: { db, site: site.scope, now, shopper }, trustProxy: env().TRUST_PROXY };
}

/** What an account request needs: the database, the site, the signed-in shopper, the cookies' security. */
export async function accountContext(
  site: CurrentSite,
  headers: HeaderBag,
): Promise<AccountRequestContext> {
  const { deps, trustProxy } = await watchlistContext(site, headers);
  return {
    db: deps.db,
    site: { slug: site.config.slug, garagePaths: site.config.gating.garagePaths },
    shopper: deps.shopper,
    trustProxy,
    secure: cameSecure(headers, trustProxy),
    watchlist: deps,
  };
}
