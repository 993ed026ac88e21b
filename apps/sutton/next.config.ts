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
  // to gzipped bytes; compress at the reverse proxy or CDN instead.
  compress: false,
  reactStrictMode: true,
  experimental: {
    // Pages rendered at run time stay in this process's memory: several servers started from
    // one build (the e2e suite's, against different APIs) must not serve each other's pages.
    isrFlushToDisk: false,
  },
};

export default config;
