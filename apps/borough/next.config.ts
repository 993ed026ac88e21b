import path from "node:path";

import type { NextConfig } from "next";

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
  // `server.ts` adds each request's CSP nonce to the HTML as it streams out, which it cannot do
  // to compressed bytes; it compresses (Brotli or gzip) after that, for every response.
  compress: false,
  reactStrictMode: true,
  experimental: {
    // Pages rendered at run time stay in this process's memory: several servers started from
    // one build (the e2e suite's, against different APIs) must not serve each other's pages.
    isrFlushToDisk: false,
  },
  // A copy of the build elsewhere (`HUB_DIST_DIR`) runs with a cache of pages of its own: the e2e
  // suite starts a server with other environment (analytics) beside the suite's own.
  distDir: process.env.HUB_DIST_DIR ?? ".next",
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
