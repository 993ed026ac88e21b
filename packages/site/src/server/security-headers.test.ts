import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, securityHeaders, securityHeadersFor } from "./security-headers.ts";
import type { ThirdPartyOrigins } from "./third-parties.ts";

const none: ThirdPartyOrigins = {
  script: [],
  style: [],
  img: [],
  font: [],
  connect: [],
  frame: [],
  worker: [],
};

const some: ThirdPartyOrigins = {
  script: ["https://js.example"],
  style: ["https://css.example"],
  img: ["https://api.example"],
  font: ["https://fonts.example"],
  connect: ["https://ingest.example"],
  frame: ["https://player.example"],
  worker: ["blob:"],
};

/** The policy as a map of directive to its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name = "", ...sources] = part.split(" ");
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it.each([
    {
      name: "no third parties, not production",
      options: { nonce: "abc=", production: false, thirdParties: none },
      expected: {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'nonce-abc='", "'strict-dynamic'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-src": ["'none'"],
        "worker-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    {
      name: "third parties, in production",
      options: { nonce: "xyz", production: true, thirdParties: some },
      expected: {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'nonce-xyz'", "'strict-dynamic'", "https://js.example"],
        "style-src": ["'self'", "'unsafe-inline'", "https://css.example"],
        "img-src": ["'self'", "data:", "blob:", "https://api.example"],
        "font-src": ["'self'", "https://fonts.example"],
        "connect-src": ["'self'", "https://ingest.example"],
        "frame-src": ["https://player.example"],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": [],
      },
    },
  ])("$name", ({ options, expected }) => {
    expect(directives(contentSecurityPolicy(options))).toEqual(expected);
  });
});

describe("securityHeaders", () => {
  it.each([
    { production: false, hsts: undefined },
    { production: true, hsts: "max-age=63072000; includeSubDomains" },
  ])("production: $production", ({ production, hsts }) => {
    const headers = securityHeaders({ nonce: "n0nce", production, thirdParties: none });
    expect(headers).toEqual({
      "content-security-policy": contentSecurityPolicy({
        nonce: "n0nce",
        production,
        thirdParties: none,
      }),
      ...(hsts === undefined ? {} : { "strict-transport-security": hsts }),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy":
        "geolocation=(), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()",
      "x-frame-options": "DENY",
    });
  });
});

describe("securityHeadersFor", () => {
  it.each([
    { production: false, thirdParties: none, nonces: ["n0nce", "YWJj+/=="] },
    { production: true, thirdParties: some, nonces: ["xyz", "0123456789abcdefABCDEF=="] },
  ])(
    "gives each nonce the headers securityHeaders gives it (production: $production)",
    ({ production, thirdParties, nonces }) => {
      const headersOf = securityHeadersFor({ production, thirdParties });
      for (const nonce of nonces) {
        expect(headersOf(nonce)).toEqual(securityHeaders({ nonce, production, thirdParties }));
      }
    },
  );
});
