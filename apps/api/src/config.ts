// Server settings from the environment. Every variable is optional.
import path from "node:path";
import { DELIVERY_MODES } from "@hub/api-client/values";
import { z } from "zod";
import { DEFAULT_BODY_LIMIT, DEFAULT_RATE_LIMIT } from "./app.ts";
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from "./http/client-address.ts";

export const DEFAULT_DATA_DIR = path.join(import.meta.dirname, "..", ".data");
export const DEFAULT_TENANTS = ["sutton", "bexley"] as const;
/** How long a delivered visitor write is kept after its last update (docs/decisions/0068). */
export const DEFAULT_RETENTION_MONTHS = 6;

const blankAsUndefined = (value: unknown): unknown =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const EnvSchema = z.object({
  PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  HOST: z.preprocess(blankAsUndefined, z.string().default("0.0.0.0")),
  API_DATA_DIR: z.preprocess(blankAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(blankAsUndefined, z.string().optional()),
  API_RATE_LIMIT: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().positive().default(DEFAULT_RATE_LIMIT),
  ),
  API_BODY_LIMIT: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().positive().default(DEFAULT_BODY_LIMIT),
  ),
  API_ENCRYPTION_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  API_ENCRYPTION_KEYS: z.preprocess(blankAsUndefined, z.string().optional()),
  API_TENANTS: z.preprocess(blankAsUndefined, z.string().default(DEFAULT_TENANTS.join(","))),
  API_PUBLIC_URL: z.preprocess(blankAsUndefined, z.url().optional()),
  API_TRUSTED_PROXIES: z.preprocess(blankAsUndefined, z.string().default(DEFAULT_TRUSTED_PROXIES)),
  REDIS_URL: z.preprocess(blankAsUndefined, z.string().optional()),
  API_SEED: z.preprocess(blankAsUndefined, z.enum(["auto", "hostile", "off"]).default("auto")),
  LOG_LEVEL: z.preprocess(
    blankAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  DELIVERY: z.preprocess(blankAsUndefined, z.enum(DELIVERY_MODES).default("off")),
  SMTP_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "SMTP_URL must be smtp://host:port or smtps://host:port")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsUndefined, z.string().includes("@").optional()),
  DELIVERY_INTERVAL_MS: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  ),
  DELIVERY_MAX_ATTEMPTS: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(1).max(50).default(10),
  ),
  RETENTION_MONTHS: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().positive().max(1200).default(DEFAULT_RETENTION_MONTHS),
  ),
});

const TenantEmailSchema = z.preprocess(blankAsUndefined, z.email().optional());

/** How visitor writes' messages are sent (docs/decisions/0066). */
export type DeliveryConfig = {
  /** `off`: enqueued and held, never sent; `smtp`: sent through `SMTP_URL` from `MAIL_FROM`. */
  sender: { kind: "off" } | { kind: "smtp"; url: string; from: string };
  /** How often each process looks for messages due. */
  intervalMs: number;
  /** Tries before a message ends `failed`. */
  maxAttempts: number;
};

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  rateLimit: number;
  bodyLimit: number;
  encryptionKey: string | undefined;
  /** `API_ENCRYPTION_KEYS`: comma-separated, the first encrypts, the rest only decrypt. */
  encryptionKeys: string | undefined;
  /**
   * A tenant's slug, website origin (`API_SITE_URL_<TENANT>`) and where its page feedback and
   * sign-ups go (`API_FEEDBACK_EMAIL_<TENANT>`, `API_SIGN_UP_EMAIL_<TENANT>`; unset: the
   * council's contact address in its CMS settings).
   */
  tenants: {
    slug: string;
    siteUrl: string | undefined;
    feedbackEmail: string | undefined;
    signUpEmail: string | undefined;
  }[];
  publicUrl: string | undefined;
  /** `API_TRUSTED_PROXIES` as written (checked by `readConfig`). */
  trustedProxies: string;
  /** Shared rate-limit counters; unset: each process counts in memory. */
  redisUrl: string | undefined;
  /** `hostile` seeds empty tenants like `auto`, with injection payloads in every text field. */
  seed: "auto" | "hostile" | "off";
  logLevel: string;
  delivery: DeliveryConfig;
  /**
   * `RETENTION_MONTHS`: a visitor write whose messages are all delivered is erased this many
   * calendar months after its last update (docs/decisions/0068).
   */
  retentionMonths: number;
};

/** Reads the server's settings; `API_SITE_URL_<TENANT>` sets a tenant's website origin. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  if (blankAsUndefined(env.API_TRUST_PROXY) !== undefined) {
    throw new Error(
      'API_TRUST_PROXY was removed: it believed the leftmost X-Forwarded-For entry, which any client can write. Set API_TRUSTED_PROXIES instead: "loopback" (the default), addresses and CIDRs such as "127.0.0.1/8,::1,10.0.0.0/8", a hop count such as "1", or "none".',
    );
  }
  const parsed = EnvSchema.parse(env);
  parseTrustedProxies(parsed.API_TRUSTED_PROXIES);
  const slugs = parsed.API_TENANTS.split(",")
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug !== "");
  for (const slug of slugs) {
    if (!/^[a-z][a-z0-9-]{0,40}$/.test(slug)) throw new Error(`Invalid tenant name: ${slug}`);
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.API_DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    rateLimit: parsed.API_RATE_LIMIT,
    bodyLimit: parsed.API_BODY_LIMIT,
    encryptionKey: parsed.API_ENCRYPTION_KEY,
    encryptionKeys: parsed.API_ENCRYPTION_KEYS,
    tenants: [...new Set(slugs)].map((slug) => readTenant(slug, env)),
    publicUrl: parsed.API_PUBLIC_URL,
    trustedProxies: parsed.API_TRUSTED_PROXIES,
    redisUrl: parsed.REDIS_URL,
    seed: parsed.API_SEED,
    logLevel: parsed.LOG_LEVEL,
    delivery: {
      sender: deliverySender(parsed),
      intervalMs: parsed.DELIVERY_INTERVAL_MS,
      maxAttempts: parsed.DELIVERY_MAX_ATTEMPTS,
    },
    retentionMonths: parsed.RETENTION_MONTHS,
  };
}

function readTenant(slug: string, env: NodeJS.ProcessEnv): ServerConfig["tenants"][number] {
  const suffix = slug.toUpperCase().replaceAll("-", "_");
  const email = (name: string): string | undefined => {
    const result = TenantEmailSchema.safeParse(env[name]);
    if (!result.success) throw new Error(`${name} must be an email address.`);
    return result.data;
  };
  return {
    slug,
    siteUrl: blankAsUndefined(env[`API_SITE_URL_${suffix}`]) as string | undefined,
    feedbackEmail: email(`API_FEEDBACK_EMAIL_${suffix}`),
    signUpEmail: email(`API_SIGN_UP_EMAIL_${suffix}`),
  };
}

function deliverySender(parsed: z.infer<typeof EnvSchema>): DeliveryConfig["sender"] {
  if (parsed.DELIVERY === "off") return { kind: "off" };
  if (parsed.SMTP_URL === undefined || parsed.MAIL_FROM === undefined) {
    throw new Error(
      "DELIVERY=smtp needs SMTP_URL (smtp://host:port) and MAIL_FROM (the address messages come from).",
    );
  }
  return { kind: "smtp", url: parsed.SMTP_URL, from: parsed.MAIL_FROM };
}
