import { createRequire } from "node:module";
import path from "node:path";

import type { NextConfig } from "next";

import { viewRewrites } from "@hub/site/proxy/view-rewrites";

const config: NextConfig = {
  // The workspace packages ship TypeScript sources (docs/decisions/0001).
  transpilePackages: [
    "@hub/site",
    "@hub/ui",
    "@hub/core",
    "@hub/config",
    "@hub/api-client",
    "@hub/opening-times",
  ],
  outputFileTracingRoot: path.join(import.meta.dirname, "../.."),
  poweredByHeader: false,
  reactStrictMode: true,
  // Pages and API answers in Redis when REDIS_URL is set (every replica shares them), else in
  // this process's memory; a cached page is stored with its CSP (docs/decisions/0007).
  cacheHandler: createRequire(import.meta.url).resolve("@hub/site/cache-handler"),
  cacheMaxMemorySize: 0,
  // Each page is served from the view the proxy names (docs/decisions/0004, 0007).
  rewrites: () => Promise.resolve({ beforeFiles: viewRewrites(), afterFiles: [], fallback: [] }),
};

/**
 * Sentry's build plugin only uploads source maps, so it runs only when there is a token to upload
 * them with: without `SENTRY_AUTH_TOKEN` the build stays offline and as quick as without Sentry.
 * Error reporting itself needs no build step (`instrumentation*.ts`, `SENTRY_DSN` at run time).
 */
export default async function nextConfig(): Promise<NextConfig> {
  if (!process.env.SENTRY_AUTH_TOKEN) return config;
  const { withSentryConfig } = await import("@sentry/nextjs/config");
  return withSentryConfig(config, {
    authToken: process.env.SENTRY_AUTH_TOKEN,
    org: process.env.SENTRY_ORG,
    project: process.env.SENTRY_PROJECT,
    telemetry: false,
    silent: true,
  });
}
