// Server settings from the environment. Every variable is optional.
import path from "node:path";
import { DELIVERY_MODES } from "@hub/api-client/values";
import { z } from "zod";
import { DELIVERY_KINDS } from "./db/schema.ts";
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from "./http/client-address.ts";

export const DEFAULT_DATA_DIR = path.join(import.meta.dirname, "..", ".data");
/** Requests a minute per client address (`API_RATE_LIMIT`). */
export const DEFAULT_RATE_LIMIT = 300;
/** The largest request body, in bytes (`API_BODY_LIMIT`). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_TENANTS = ["sutton", "bexley"] as const;
/** How long a delivered visitor write is kept after its last update (docs/decisions/0068). */
export const DEFAULT_RETENTION_MONTHS = 6;
/** GOV.UK Notify's API (docs/decisions/0070); tests point `NOTIFY_BASE_URL` at a stand-in. */
export const NOTIFY_PRODUCTION_URL = "https://api.notifications.service.gov.uk";

const blankAsUndefined = (value: unknown): unknown =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A Notify API key: `{key name}-{service id}-{secret}`, both UUIDs. */
const NOTIFY_KEY = new RegExp(`^\\S+-${UUID}-${UUID}$`, "i");
/** An id Notify gives (a template, a reply-to address), named in the message refusing it. */
const NotifyIdSchema = (name: string) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(new RegExp(`^${UUID}$`, "i"), `${name} must be an id copied from GOV.UK Notify`)
      .optional(),
  );

/** The variable of one kind's own template: `NOTIFY_TEMPLATE_ID_REFERRAL_TO_SERVICE`, … */
const templateVariable = (kind: (typeof DELIVERY_KINDS)[number]) =>
  `NOTIFY_TEMPLATE_ID_${kind.toUpperCase()}` as const;

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
  // The message names the variable only: zod leaves the value out of its issues.
  NOTIFY_API_KEY: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(NOTIFY_KEY, "NOTIFY_API_KEY must be a key from GOV.UK Notify's API integration page")
      .optional(),
  ),
  NOTIFY_BASE_URL: z.preprocess(blankAsUndefined, z.url().default(NOTIFY_PRODUCTION_URL)),
  NOTIFY_TEMPLATE_ID: NotifyIdSchema("NOTIFY_TEMPLATE_ID"),
  NOTIFY_EMAIL_REPLY_TO_ID: NotifyIdSchema("NOTIFY_EMAIL_REPLY_TO_ID"),
  NOTIFY_SMS_TEMPLATE_ID: NotifyIdSchema("NOTIFY_SMS_TEMPLATE_ID"),
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

/** `DELIVERY=notify`: GOV.UK Notify's settings (docs/decisions/0070). */
export type NotifyConfig = {
  kind: "notify";
  /** Secret: never logged. */
  apiKey: string;
  baseUrl: string;
  /** The email template of each kind of message. */
  templates: Record<(typeof DELIVERY_KINDS)[number], string>;
  /** A reply-to address set up in Notify; unset: the service's default. */
  replyToId: string | undefined;
  /**
   * The text message template (`((body))`) of a confirmation to someone who gave only a phone
   * number (decision 0075); unset: no one is texted.
   */
  smsTemplate?: string | undefined;
};

/**
 * Whether a person referred who gave only a phone number is texted their confirmation: with
 * `DELIVERY=notify` and `NOTIFY_SMS_TEMPLATE_ID` (decision 0075).
 */
export const sendsTexts = (sender: DeliveryConfig["sender"]): boolean =>
  sender.kind === "notify" && sender.smsTemplate !== undefined;

/** How visitor writes' messages are sent (docs/decisions/0066, 0070). */
export type DeliveryConfig = {
  /**
   * `off`: enqueued and held, never sent; `smtp`: sent through `SMTP_URL` from `MAIL_FROM`;
   * `notify`: sent through GOV.UK Notify.
   */
  sender: { kind: "off" } | { kind: "smtp"; url: string; from: string } | NotifyConfig;
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
      sender: deliverySender(parsed, env),
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

function deliverySender(
  parsed: z.infer<typeof EnvSchema>,
  env: NodeJS.ProcessEnv,
): DeliveryConfig["sender"] {
  if (parsed.DELIVERY === "off") return { kind: "off" };
  if (parsed.DELIVERY === "notify") return notifySender(parsed, env);
  if (parsed.SMTP_URL === undefined || parsed.MAIL_FROM === undefined) {
    throw new Error(
      "DELIVERY=smtp needs SMTP_URL (smtp://host:port) and MAIL_FROM (the address messages come from).",
    );
  }
  return { kind: "smtp", url: parsed.SMTP_URL, from: parsed.MAIL_FROM };
}

/** Each kind's template: its own variable, else `NOTIFY_TEMPLATE_ID`; all are needed. */
function notifySender(parsed: z.infer<typeof EnvSchema>, env: NodeJS.ProcessEnv): NotifyConfig {
  if (parsed.NOTIFY_API_KEY === undefined) {
    throw new Error(
      "DELIVERY=notify needs NOTIFY_API_KEY (a live or team key from GOV.UK Notify's API integration page).",
    );
  }
  const missing: string[] = [];
  const templates = Object.fromEntries(
    DELIVERY_KINDS.map((kind) => {
      const name = templateVariable(kind);
      const own = NotifyIdSchema(name).safeParse(env[name]);
      if (!own.success) throw new Error(own.error.issues[0]?.message ?? `${name} is not valid`);
      const id = own.data ?? parsed.NOTIFY_TEMPLATE_ID;
      if (id === undefined) missing.push(name);
      return [kind, id?.toLowerCase() ?? ""];
    }),
  ) as NotifyConfig["templates"];
  if (missing.length > 0) {
    throw new Error(
      `DELIVERY=notify needs an email template id for every message: NOTIFY_TEMPLATE_ID for all of them, or ${missing.join(", ")}.`,
    );
  }
  return {
    kind: "notify",
    apiKey: parsed.NOTIFY_API_KEY,
    baseUrl: parsed.NOTIFY_BASE_URL.replace(/\/+$/, ""),
    templates,
    replyToId: parsed.NOTIFY_EMAIL_REPLY_TO_ID?.toLowerCase(),
    smsTemplate: parsed.NOTIFY_SMS_TEMPLATE_ID?.toLowerCase(),
  };
}
