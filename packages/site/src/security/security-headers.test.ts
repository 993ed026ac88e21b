import { describe, expect, it } from "vitest";

import {
  brandFileHeaders,
  contentSecurityPolicy,
  nonceSource,
  securityHeaders,
} from "./security-headers.ts";
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
      sources: [nonceSource("abc=")],
      options: { production: false, thirdParties: none },
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
        "report-uri": ["/csp-report"],
        "report-to": ["csp"],
      },
    },
    {
      name: "third parties, in production",
      sources: ["'sha256-AAA='", "'sha256-BBB='"],
      options: { production: true, thirdParties: some },
      expected: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          "'sha256-AAA='",
          "'sha256-BBB='",
          "'strict-dynamic'",
          "https://js.example",
        ],
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
        "report-uri": ["/csp-report"],
        "report-to": ["csp"],
        "upgrade-insecure-requests": [],
      },
    },
  ])("$name", ({ sources, options, expected }) => {
    expect(directives(contentSecurityPolicy(sources, options))).toEqual(expected);
  });
});

it("adds only 'unsafe-eval' for the development runtime", () => {
  const production = contentSecurityPolicy(["'nonce-a'"], {
    production: false,
    thirdParties: none,
  });
  const development = contentSecurityPolicy(["'nonce-a'"], {
    production: false,
    thirdParties: none,
    development: true,
  });
  expect(development).toBe(
    production.replace("'strict-dynamic'", "'strict-dynamic' 'unsafe-eval'"),
  );
});

describe("securityHeaders", () => {
  it.each([
    { production: false, hsts: undefined },
    { production: true, hsts: "max-age=63072000; includeSubDomains" },
  ])("production: $production", ({ production, hsts }) => {
    expect(securityHeaders({ production })).toEqual({
      ...(hsts === undefined ? {} : { "strict-transport-security": hsts }),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy":
        "geolocation=(), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()",
      "x-frame-options": "DENY",
      "reporting-endpoints": 'csp="/csp-report"',
    });
  });
});

describe("brandFileHeaders", () => {
  const headers = Object.fromEntries(brandFileHeaders().map(({ key, value }) => [key, value]));

  it("lets a brand file draw itself and run nothing", () => {
    const policy = headers["content-security-policy"] ?? "";
    expect(policy.split("; ")).toEqual(
      expect.arrayContaining(["default-src 'none'", "sandbox", "frame-ancestors 'none'"]),
    );
    expect(policy).not.toMatch(/script-src|'self'/);
  });

  it("carries every other header a response gets, HSTS aside", () => {
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    expect(headers).not.toHaveProperty("strict-transport-security");
  });
});
