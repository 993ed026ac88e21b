// Server settings from the environment. Every variable is optional.
import path from "node:path";
import { z } from "zod";
import { DEFAULT_BODY_LIMIT, DEFAULT_RATE_LIMIT } from "./app.ts";
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from "./http/client-address.ts";

export const DEFAULT_DATA_DIR = path.join(import.meta.dirname, "..", ".data");
export const DEFAULT_TENANTS = ["sutton", "bexley"] as const;

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
});

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
  tenants: { slug: string; siteUrl: string | undefined }[];
  publicUrl: string | undefined;
  /** `API_TRUSTED_PROXIES` as written (checked by `readConfig`). */
  trustedProxies: string;
  /** Shared rate-limit counters; unset: each process counts in memory. */
  redisUrl: string | undefined;
  /** `hostile` seeds empty tenants like `auto`, with injection payloads in every text field. */
  seed: "auto" | "hostile" | "off";
  logLevel: string;
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
    tenants: [...new Set(slugs)].map((slug) => ({
      slug,
      siteUrl: blankAsUndefined(env[`API_SITE_URL_${slug.toUpperCase().replaceAll("-", "_")}`]) as
        string | undefined,
    })),
    publicUrl: parsed.API_PUBLIC_URL,
    trustedProxies: parsed.API_TRUSTED_PROXIES,
    redisUrl: parsed.REDIS_URL,
    seed: parsed.API_SEED,
    logLevel: parsed.LOG_LEVEL,
  };
}
