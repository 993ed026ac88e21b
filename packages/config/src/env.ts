import { z } from "zod";

import type { Analytics, SiteConfig } from "./site-config.ts";

export const APP_ENVIRONMENTS = ["production", "staging", "development"] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

const optionalUrl = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
);
const optionalString = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.string().min(1).optional(),
);
const TIMEOUT_ERROR = "must be a whole number of milliseconds from 100 to 60000";
const optionalTimeoutMs = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.coerce
    .number({ error: TIMEOUT_ERROR })
    .int({ error: TIMEOUT_ERROR })
    .min(100, { error: TIMEOUT_ERROR })
    .max(60_000, { error: TIMEOUT_ERROR })
    .optional(),
);
const optionalIpAddress = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.union([z.ipv4(), z.ipv6()], { error: "must be an IPv4 or IPv6 address" }).optional(),
);
const urlWithoutTrailingSlash = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

export const ServerEnvSchema = z.object({
  /** Base of the /core/v1 API, e.g. http://localhost:4000/sutton/core/v1. */
  APP_API_URL: urlWithoutTrailingSlash,
  /** Public URL of this site. */
  APP_FRONTEND_URL: urlWithoutTrailingSlash,
  APP_ENV: z.enum(APP_ENVIRONMENTS, {
    error: `must be one of ${APP_ENVIRONMENTS.join(", ")}`,
  }),
  /** Where the staging banner's "Back to live site" link points. */
  LIVE_SITE_URL: optionalUrl,
  /** Error reporting is switched on only when this is set. */
  SENTRY_DSN: optionalUrl,
  /** Overrides the site config's Google Analytics measurement id. */
  ANALYTICS_GA_ID: optionalString,
  /** Overrides the site config's Google Tag Manager container id. */
  ANALYTICS_GTM_ID: optionalString,
  /** How long one attempt of an API request may take, in ms (the site's default when unset). */
  API_TIMEOUT_MS: optionalTimeoutMs,
  /**
   * The local address this site's requests to the API leave from (the system chooses when
   * unset), so that the API can trust exactly the sites in front of it (`API_TRUSTED_PROXIES`)
   * on a host that other programs share.
   */
  APP_API_LOCAL_ADDRESS: optionalIpAddress,
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export type EnvDefaults = Partial<Record<keyof ServerEnv, string>>;

/** Thrown when the environment is invalid; the message names every bad variable. */
export class EnvError extends Error {
  readonly variables: readonly string[];

  constructor(problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid environment:\n${problems.map((p) => `  ${p.variable} ${p.message}`).join("\n")}`,
    );
    this.name = "EnvError";
    this.variables = problems.map((p) => p.variable);
  }
}

/**
 * Reads the site's runtime environment. `env` is passed in (normally `process.env`) so this module
 * does no I/O; `defaults` fill variables that are unset or empty.
 */
export function parseServerEnv(
  env: Readonly<Record<string, string | undefined>>,
  defaults: EnvDefaults = {},
): ServerEnv {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(ServerEnvSchema.shape) as (keyof ServerEnv)[]) {
    const value = env[key];
    input[key] = value === undefined || value === "" ? defaults[key] : value;
  }
  const result = ServerEnvSchema.safeParse(input);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? "(environment)");
        const got = input[variable];
        const message =
          got === undefined
            ? "is required"
            : `${issue.message.replace(/^Invalid input: /, "")} (got "${got}")`;
        return { variable, message };
      }),
    );
  }
  return result.data;
}

/** The configuration the browser may see: exactly these six keys. */
export type PublicRuntimeConfig = {
  sentryDsn: string | null;
  appFrontendUrl: string;
  environment: AppEnvironment;
  appName: string;
  appApiUrl: string;
  liveSite: string | null;
};

export function publicRuntimeConfig(
  env: ServerEnv,
  site: Pick<SiteConfig, "appName">,
): PublicRuntimeConfig {
  return {
    sentryDsn: env.SENTRY_DSN ?? null,
    appFrontendUrl: env.APP_FRONTEND_URL,
    environment: env.APP_ENV,
    appName: site.appName,
    appApiUrl: env.APP_API_URL,
    liveSite: env.LIVE_SITE_URL ?? null,
  };
}

/** The analytics to load: an id from the environment wins over the site config. */
export function resolveAnalytics(
  env: ServerEnv,
  site: Pick<SiteConfig, "analytics">,
): Analytics | null {
  if (env.ANALYTICS_GTM_ID !== undefined) return { type: "gtm", id: env.ANALYTICS_GTM_ID };
  if (env.ANALYTICS_GA_ID !== undefined) return { type: "ga", id: env.ANALYTICS_GA_ID };
  return site.analytics ?? null;
}
