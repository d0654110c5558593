/**
 * The environment, parsed once. Every other module reads configuration from here,
 * never from process.env directly.
 */
import path from "node:path";
import { z } from "zod";
import { processShared } from "./process-shared";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The port shoppers reach the sites on when it is not PORT, 80 or 443 (a proxy on another port). */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DEFAULT_SITE: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a site slug")
    .optional(),
  TRUST_PROXY: flag,
  SITES_DIR: z.string().min(1).default("./sites"),
  SMTP_URL: z.string().optional(),
  /** Sender of lead emails; unset: no-reply@ the site's first domain. */
  MAIL_FROM: z.string().optional(),
  /** Rate-limit store shared by app nodes; unset: in memory (one node). */
  REDIS_URL: z
    .string()
    .regex(/^redis:\/\//, "must be a redis:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** HMAC key of the captcha challenges; every app node needs the same one. Unset: per process. */
  ALTCHA_HMAC_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  /** Lead delivery: idle poll interval, first retry delay, tries before a lead is marked failed. */
  LEAD_DELIVERY_POLL_MS: z.coerce.number().int().min(50).default(1000),
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  LEAD_RETRY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
  /** How long a claimed delivery is reserved for its sender before another node may take it. */
  LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(1000).default(90_000),
  /** "0" keeps this node from running the delivery worker (another node sends). */
  LEAD_DELIVERY_WORKER: z.enum(["0", "1"]).default("1"),
  /**
   * The scheduled delivery check: "0" keeps this node from running it; how often this node looks
   * whether a site's check is due (the first look is one interval after start).
   */
  DELIVERY_CHECKS: z.enum(["0", "1"]).default("1"),
  DELIVERY_CHECK_POLL_MS: z.coerce.number().int().min(1000).default(300_000),
  /** Lead submissions allowed per minute from one address, and to one site from everyone. */
  LEAD_RATE_PER_IP_MINUTE: z.coerce.number().int().min(1).default(6),
  LEAD_RATE_PER_SITE_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Upstream finance quote service (POST {YOUX_API_URL}/quote); unset: the built-in estimate. */
  YOUX_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Bearer key of the upstream quote service; the service is used only when both are set. */
  YOUX_API_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** How long a page's quote request may wait on the upstream service. */
  YOUX_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** The spin provider's viewer page for cars with only a spin code, with a {code} placeholder. */
  SPIN_VIEWER_URL: z
    .string()
    .regex(/^https?:\/\/.*\{code\}/, "must be an http(s) address containing {code}")
    .optional(),
  /** HTTP SMS gateway for sign-in codes (POST JSON { to, message }); unset: files in DATA_DIR/sms. */
  SMS_GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// URL")
    .optional(),
  /** Bearer key of the SMS gateway. */
  SMS_GATEWAY_KEY: z.string().optional(),
  /** Key of the sign-in codes' HMAC; every app node needs the same one. Unset: per process. */
  SIGN_IN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Sign-in codes one mobile number may be sent in an hour, and one address may ask for. */
  SIGN_IN_CODES_PER_NUMBER_HOUR: z.coerce.number().int().min(1).default(5),
  SIGN_IN_CODES_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  /** Console sign-in links one email may be sent in an hour, and one address may ask for. */
  STAFF_LINKS_PER_EMAIL_HOUR: z.coerce.number().int().min(1).default(5),
  STAFF_LINKS_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (FOO= in a shell or a CI file) means "unset", never an invalid value.
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

/**
 * A secret named by site configuration (forms.webhook.secretEnv): read here so that the
 * environment is still read in one module; undefined when unset or empty.
 */
export function envSecret(name: string): string | undefined {
  const value = process.env[name];
  return value ? value : undefined;
}

const parsed = processShared("env", (): { env?: Env } => ({}));

/** The environment, parsed once per process on first use. */
export function env(): Env {
  parsed.env ??= parseEnv(process.env);
  return parsed.env;
}
