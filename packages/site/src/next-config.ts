// Every variant's `next.config.ts`: `export default createNextConfig(import.meta.dirname)`. Next
// loads it at build and at `next start`, so it takes the variant's folder as an argument rather
// than reading `import.meta` here, and imports nothing of Next but types.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type { NextConfig } from "next";

import { viewRewrites } from "./proxy/view-rewrites.ts";
import { brandFileHeaders } from "./security/security-headers.ts";
import { BRAND_PATH, MANIFEST_PATH } from "./shell/headers.ts";

/** The workspace packages every variant compiles from their TypeScript sources (decision 0001). */
const WORKSPACE_PACKAGES = [
  "@hub/site",
  "@hub/ui",
  "@hub/core",
  "@hub/config",
  "@hub/api-client",
  "@hub/opening-times",
];

/** The folder holding `pnpm-workspace.yaml` above a variant, wherever the variant sits. */
export function workspaceRoot(variantDir: string): string {
  for (let dir = path.resolve(variantDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(`${variantDir} is not inside a pnpm workspace (no pnpm-workspace.yaml)`);
    }
  }
}

/** Next's configuration for the variant in `variantDir`, the same for every variant. */
export function siteNextConfig(variantDir: string): NextConfig {
  return {
    transpilePackages: WORKSPACE_PACKAGES,
    outputFileTracingRoot: workspaceRoot(variantDir),
    poweredByHeader: false,
    reactStrictMode: true,
    // Pages and API answers in Redis when REDIS_URL is set (every replica shares them), else in
    // this process's memory; a cached page is stored with its CSP (docs/decisions/0007).
    cacheHandler: createRequire(path.join(variantDir, "package.json")).resolve(
      "@hub/site/cache-handler",
    ),
    cacheMaxMemorySize: 0,
    // Each page is served from the view the proxy names (docs/decisions/0004, 0007).
    rewrites: () => Promise.resolve({ beforeFiles: viewRewrites(), afterFiles: [], fallback: [] }),
    // The brand files and the manifest get no headers from the proxy, which leaves them alone:
    // each is a file that runs nothing. (The offline worker's route sets its own.)
    headers: () =>
      Promise.resolve([
        { source: `${BRAND_PATH}/:file*`, headers: brandFileHeaders() },
        { source: MANIFEST_PATH, headers: brandFileHeaders() },
      ]),
  };
}

/**
 * Sentry's build plugin only uploads source maps, so it runs only when there is a token to upload
 * them with: without `SENTRY_AUTH_TOKEN` the build stays offline and as quick as without Sentry.
 * Error reporting itself needs no build step (`instrumentation*.ts`, `SENTRY_DSN` at run time).
 */
export function createNextConfig(variantDir: string): () => Promise<NextConfig> {
  return async () => {
    const config = siteNextConfig(variantDir);
    if (!process.env.SENTRY_AUTH_TOKEN) return config;
    const { withSentryConfig } = await import("@sentry/nextjs/config");
    return withSentryConfig(config, {
      authToken: process.env.SENTRY_AUTH_TOKEN,
      org: process.env.SENTRY_ORG,
      project: process.env.SENTRY_PROJECT,
      telemetry: false,
      silent: true,
    });
  };
}
